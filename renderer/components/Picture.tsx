import type { ImageRefDto } from '../../modules/files/files.dto.js';
import {
  IMAGE_SIZES,
  type ImageSizeName,
  imageSrcSet,
  imageUrl,
  imageWidthSrcSet,
} from '../../modules/files/image-sizes.contract.js';

export interface PictureProps {
  image: ImageRefDto | null;
  size: ImageSizeName;
  /** Shown when there is no image (SPEC §9 placeholders). */
  placeholder: string;
  alt?: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  /**
   * How wide the image is shown per breakpoint (renderer/components/image-layout.ts). With it the `srcset` offers
   * every named size of the same shape by width, so the browser picks about the shown width; without it (images
   * shown at their named size: thumbnails, portraits) the 1x and 2x renditions.
   */
  sizes?: string;
}

/** A stored image in a named size with a `srcset` (by width with `sizes`, else 1x and 2x), or the placeholder. */
export function Picture({ image, size, placeholder, alt, className, loading = 'lazy', sizes }: PictureProps) {
  const box: { width: number; height?: number } = IMAGE_SIZES[size];
  if (!image) {
    return (
      <img
        className={className}
        src={placeholder}
        alt={alt ?? ''}
        loading={loading}
        width={box.width}
        height={box.height}
      />
    );
  }
  // The box the image is rendered into (an SVG passes through at its own size), so the layout does not jump.
  const height = box.height ?? Math.round((box.width * image.height) / Math.max(image.width, 1));
  return (
    <img
      width={box.width}
      height={height}
      className={className}
      src={imageUrl(image, size)}
      srcSet={sizes ? imageWidthSrcSet(image, size) : imageSrcSet(image, size)}
      sizes={sizes}
      alt={alt ?? image.alt}
      loading={loading}
      // The page's first image (the only eager one: hero, gallery) is its largest paint: fetched first.
      fetchPriority={loading === 'eager' ? 'high' : undefined}
    />
  );
}
