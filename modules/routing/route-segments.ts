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
