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
  /** Not a SPEC §9 name: the `srcset` step below StoryTeaser, for 16:9 teasers shown about 250 px wide. */
  StoryTeaserSmall: { width: 384, height: 216 },
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

/** A stored image as URLs name it: its id and, when known, its version (`ImageRefDto.version`). */
export type ImageSource = string | { id: string; version?: string };

/**
 * `v` of an image URL: the stored image's version (its `updated_at` in base 36). A URL carrying the current
 * version is answered as immutable for a year (SPEC §7.8); one without it, or with a stale one, briefly.
 */
export const IMAGE_VERSION = /^[0-9a-z]{1,16}$/;

/** The version of a stored image last written at `updatedAt`. */
export function imageVersion(updatedAt: Date): string {
  return updatedAt.getTime().toString(36);
}

/** URL of a stored image in a named size; `dpr` 2 doubles the pixels for sharp screens. */
export function imageUrl(
  image: ImageSource,
  size: ImageSizeName,
  format: ImageFormat = 'webp',
  dpr: 1 | 2 = 1,
): string {
  const { id, version } = typeof image === 'string' ? { id: image, version: undefined } : image;
  return (
    `/api/images/${encodeURIComponent(id)}?size=${size}&format=${format}${dpr === 2 ? '&dpr=2' : ''}` +
    (version ? `&v=${encodeURIComponent(version)}` : '')
  );
}

/** `srcset` with the 1x and 2x renditions (for images shown at a fixed size: thumbnails, portraits). */
export function imageSrcSet(image: ImageSource, size: ImageSizeName, format: ImageFormat = 'webp'): string {
  return `${imageUrl(image, size, format)} 1x, ${imageUrl(image, size, format, 2)} 2x`;
}

/** Width over height of a named size's box; `undefined` for the width-only sizes (they keep the original's ratio). */
function ratioOf(size: ImageSizeName): number | undefined {
  const box: { width: number; height?: number } = IMAGE_SIZES[size];
  return box.height ? box.width / box.height : undefined;
}

/**
 * The renditions an image in `size` may be downloaded in, narrowest first: every named size of the same shape
 * (the same box ratio, or width-only like it) at dpr 1 and 2, so they all show the same crop, from a quarter of
 * `size`'s width on (a gallery image is not offered as a thumbnail). One per width.
 */
export function imageCandidates(size: ImageSizeName): { size: ImageSizeName; dpr: 1 | 2; width: number }[] {
  const ratio = ratioOf(size);
  const sameShape = IMAGE_SIZE_NAMES.filter((name) => {
    const other = ratioOf(name);
    return ratio === undefined ? other === undefined : other !== undefined && Math.abs(other - ratio) < 0.01;
  });
  const all = ([1, 2] as const)
    .flatMap((dpr) => sameShape.map((name) => ({ size: name, dpr, width: IMAGE_SIZES[name].width * dpr })))
    .filter((candidate) => candidate.width * 4 >= IMAGE_SIZES[size].width)
    .sort((a, b) => a.width - b.width || a.dpr - b.dpr);
  // Widths within a tenth of the previous one add a render and a cache file for no visible gain.
  const kept: typeof all = [];
  for (const candidate of all) {
    const previous = kept.at(-1);
    if (!previous || candidate.width >= previous.width * 1.1) kept.push(candidate);
  }
  return kept;
}

/**
 * `srcset` with width descriptors over the named sizes of the same shape (`imageCandidates`), so that with a
 * `sizes` attribute the browser downloads about the width the image is shown at (SPEC §9 named sizes).
 */
export function imageWidthSrcSet(image: ImageSource, size: ImageSizeName, format: ImageFormat = 'webp'): string {
  return imageCandidates(size)
    .map((candidate) => `${imageUrl(image, candidate.size, format, candidate.dpr)} ${candidate.width}w`)
    .join(', ');
}

/** SPEC §9: placeholders for missing teaser, video and document thumbnails (static files in public/). */
export const PLACEHOLDER_IMAGES = {
  teaser: '/placeholders/teaser.svg',
  video: '/placeholders/video.svg',
  document: '/placeholders/document.svg',
} as const;
