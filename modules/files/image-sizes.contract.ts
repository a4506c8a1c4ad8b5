// Image sizes shared by the image endpoint and the pages (types and constants only: no server imports).

/** SPEC §9 named sizes; `height` absent means the width is kept and the height follows the aspect ratio. */
export const IMAGE_SIZES = {
  Stretched: { width: 1180 },
  StretchedVideo: { width: 1200, height: 675 },
  BreakOut: { width: 980 },
  Inline: { width: 780 },
  AsideSquare: { width: 960, height: 960 },
  AsideVideo: { width: 960, height: 540 },
  Fallback: { width: 400 },
  StoryTeaser: { width: 768, height: 432 },
  Contact: { width: 80, height: 80 },
  GalleryThumbnail: { width: 56, height: 56 },
  Gallery: { width: 540, height: 540 },
  LightboxThumbnail: { width: 80, height: 80 },
  Capability: { width: 480 },
  VideoThumbnail: { width: 1180 },
  DocumentThumbnail: { width: 128, height: 180 },
  MarketingLogo: { width: 304, height: 52 },
} as const satisfies Record<string, { width: number; height?: number }>;

export type ImageSizeName = keyof typeof IMAGE_SIZES;
export const IMAGE_SIZE_NAMES = Object.keys(IMAGE_SIZES) as ImageSizeName[];
export const IMAGE_FORMATS = ['png', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
/** crop fills the box and cuts the overflow (default); clip fits inside; max fits inside without enlarging; scale stretches. */
export const IMAGE_FITS = ['crop', 'clip', 'max', 'scale'] as const;
export type ImageFit = (typeof IMAGE_FITS)[number];
export const DEFAULT_IMAGE_QUALITY = 90;

/** URL of a stored image in a named size; `dpr` 2 doubles the pixels for sharp screens. */
export function imageUrl(id: string, size: ImageSizeName, format: ImageFormat = 'webp', dpr: 1 | 2 = 1): string {
  return `/api/images/${encodeURIComponent(id)}?size=${size}&format=${format}${dpr === 2 ? '&dpr=2' : ''}`;
}

/** `srcset` with the 1x and 2x renditions. */
export function imageSrcSet(id: string, size: ImageSizeName, format: ImageFormat = 'webp'): string {
  return `${imageUrl(id, size, format)} 1x, ${imageUrl(id, size, format, 2)} 2x`;
}

/** SPEC §9: placeholders for missing teaser, video and document thumbnails (static files in public/). */
export const PLACEHOLDER_IMAGES = {
  teaser: '/placeholders/teaser.svg',
  video: '/placeholders/video.svg',
  document: '/placeholders/document.svg',
} as const;
