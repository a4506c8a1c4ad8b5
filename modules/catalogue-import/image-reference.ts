import { IMAGE_ID } from '../files/index.js';

const IMAGE_PATH = /^\/api\/images\/([^/?#]+)(?:[?#].*)?$/;

/**
 * The media-library id an import names: the id itself, or this site's own image URL (`/api/images/{id}`, relative or
 * on its origin). Anything else (another host) is undefined: the import never fetches remote URLs (no SSRF), images
 * are uploaded to the media library first.
 */
export function imageIdOf(reference: string, origin: string): string | undefined {
  if (IMAGE_ID.test(reference)) return reference;
  let path = reference;
  if (!reference.startsWith('/')) {
    let url: URL;
    try {
      url = new URL(reference);
    } catch {
      return undefined;
    }
    if (url.origin !== origin) return undefined;
    path = url.pathname + url.search;
  }
  const match = IMAGE_PATH.exec(path);
  if (!match) return undefined;
  let id: string;
  try {
    id = decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
  return IMAGE_ID.test(id) ? id : undefined;
}
