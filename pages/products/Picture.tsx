import { type ImageRef, type ImageSizeName, imageSrcSet, imageUrl } from '../../modules/files/image-sizes.contract.js';

export interface PictureProps {
  image: ImageRef | null;
  size: ImageSizeName;
  /** Shown when there is no image (SPEC §9 placeholders). */
  placeholder: string;
  alt?: string;
  className?: string;
  loading?: 'lazy' | 'eager';
}

/** A stored image in a named size with a 2x `srcset`, or the placeholder. */
export function Picture({ image, size, placeholder, alt, className, loading = 'lazy' }: PictureProps) {
  if (!image) return <img className={className} src={placeholder} alt={alt ?? ''} loading={loading} />;
  return (
    <img
      className={className}
      src={imageUrl(image.id, size)}
      srcSet={imageSrcSet(image.id, size)}
      alt={alt ?? image.alt}
      loading={loading}
    />
  );
}
