import type { ImageData } from '../../../modules/content/content-modules.contract.js';

export interface ContentImageProps {
  image: ImageData;
  className?: string;
  /** Above the fold: load eagerly. */
  eager?: boolean;
}

/** An image of a content module; decorative when its alt text is empty. */
export function ContentImage({ image, className, eager }: ContentImageProps) {
  return (
    <img
      className={className}
      src={image.url}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
