import type { ImageRefDto } from '../../modules/files/files.dto.js';
import type { ImageData } from '../../modules/content/content-modules.contract.js';
import { IMAGE_SIZES, imageUrl } from '../../modules/files/image-sizes.contract.js';
import { encodePath } from '../../src/shared/language-alternates.js';

/** An image as Open Graph and JSON-LD name it: absolute, with its size when known. */
export interface AbsoluteImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

/** public/logo.png: the Kudex mark of favicon.svg rendered at 512 × 512. */
export const LOGO_PATH = '/logo.png';
export const LOGO_SIZE = 512;

/** Open Graph's preferred shape (about 1.91:1, at least 1200 wide), cropped by the image endpoint. */
const SHARE_IMAGE_SIZE = 'StretchedVideo';
/** Social networks and search engines do not show SVG previews (the endpoint passes SVG through): left out. */
const VECTOR_IMAGE = 'image/svg+xml';

/**
 * Absolute URLs on the public origin (PUBLIC_BASE_URL, as the server put it into the page's canonical URL): never
 * the request's Host.
 */
export interface AbsoluteUrls {
  base: string;
  absolute(path: string): string;
  /** A stored image through the image endpoint, in the share size, as PNG (every consumer reads it). */
  image(image: ImageRefDto): AbsoluteImage;
  /** An editorial image (content module, story teaser) in the share size; null for a vector image. */
  imageData(image: ImageData): AbsoluteImage | null;
  /** The organisation's logo: a 512 px square PNG (search engines want at least 112 px, and no SVG). */
  logo: string;
}

export function absoluteUrls(base: string): AbsoluteUrls {
  const absolute = (path: string) =>
    /^https?:\/\//i.test(path) ? path : `${base}${path.startsWith('/') ? '' : '/'}${path}`;
  const { width, height } = IMAGE_SIZES[SHARE_IMAGE_SIZE];
  const shareImage = (image: ImageRefDto): AbsoluteImage => ({
    url: absolute(imageUrl(image, SHARE_IMAGE_SIZE, 'png')),
    alt: image.alt,
    width,
    height,
  });
  return {
    base,
    absolute,
    image: (image) => shareImage(image),
    imageData: (image) => (image.mimeType === VECTOR_IMAGE ? null : shareImage(image)),
    logo: absolute(LOGO_PATH),
  };
}

/**
 * The public origin (and path prefix, if any) from a canonical URL the server built as `PUBLIC_BASE_URL + path`.
 */
export function publicBaseOf(canonicalUrl: string, pathname: string): string {
  // The canonical URL's path is percent-encoded (src/shared/language-alternates.ts); the page's pathname may not be.
  for (const path of new Set([pathname, encodePath(pathname)])) {
    if (path !== '' && canonicalUrl.endsWith(path)) return canonicalUrl.slice(0, -path.length);
  }
  try {
    return new URL(canonicalUrl).origin;
  } catch {
    return '';
  }
}
