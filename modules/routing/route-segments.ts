/** SPEC §2.1 route shape after the optional locale prefix and site slug: parent slug and page slug, both default home. */
export interface PageSlugs {
  parentSlug: string;
  slug: string;
}

export function pageSlugsFrom(segments: string[]): PageSlugs | undefined {
  if (segments.length === 0) return { parentSlug: 'home', slug: 'home' };
  if (segments.length === 1) return { parentSlug: 'home', slug: segments[0]! };
  if (segments.length === 2) return { parentSlug: segments[0]!, slug: segments[1]! };
  return undefined;
}

/** Letters, digits and `-_.~` (any script): what a slug may hold. */
const VALID_SEGMENT = /^[\p{L}\p{N}\-_.~]+$/u;
const MAX_PATH_LENGTH = 2048;

/**
 * Path segments, or undefined when the path fails route validation (SPEC §8 'Page Not Found'): broken
 * percent-encoding, characters no slug can hold, `..`, or an absurd length.
 */
export function pathSegments(pathname: string): string[] | undefined {
  if (pathname.length > MAX_PATH_LENGTH) return undefined;
  const segments: string[] = [];
  for (const part of pathname.split('/')) {
    if (part === '') continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return undefined;
    }
    if (!VALID_SEGMENT.test(decoded) || decoded === '.' || decoded === '..') return undefined;
    segments.push(decoded);
  }
  return segments;
}

export const LOCALE_SEGMENT = /^[a-z]{2}(-[a-z]{2,3})?$/i;

/**
 * The path segments the router will see for a request's raw path (as the HTTP request names it,
 * without the query), for the page-cache key, which is made before rendering. The renderer (Vike) decodes each
 * segment once (a malformed one stays as it is, an encoded `/` stays `%2F`) and `pathSegments` decodes again: the
 * same steps here, so the key names the page the router resolves. Undefined where the router answers 404.
 */
export function requestPathSegments(rawPath: string): string[] | undefined {
  const hash = rawPath.indexOf('#');
  const path = hash < 0 ? rawPath : rawPath.slice(0, hash);
  // The common case, nothing to decode: the router's segments are the path's.
  if (!path.includes('%')) return pathSegments(path.replace(/\s+$/, ''));
  const rendererPath = path
    .replace(/\s+$/, '')
    .split('/')
    .map((segment) => decodeOnce(segment).split('/').join('%2F'))
    .join('/');
  return pathSegments(rendererPath);
}

/** Vike's decoding of one path segment (vike/dist/utils/parseUrl.js `decodeSafe`). */
function decodeOnce(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // decodeURI fails on the same malformed escapes: the segment stays as it is.
    return segment;
  }
}
