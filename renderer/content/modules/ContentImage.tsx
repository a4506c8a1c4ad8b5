import type { ImageData } from '../../../modules/content/content-modules.contract.js';
import { PLACEHOLDER_IMAGES, type ImageSizeName } from '../../../modules/files/image-sizes.contract.js';
import { Picture } from '../../components/Picture.js';

export interface ContentImageProps {
  image: ImageData;
  /** SPEC §9 named size the image is rendered in (the endpoint crops or scales to it). */
  size: ImageSizeName;
  className?: string;
  /** Above the fold: load eagerly. */
  eager?: boolean;
  /** How wide it is shown (renderer/components/image-layout.ts): a `srcset` by width instead of 1x and 2x. */
  sizes?: string;
}

/**
 * An editorial image (CMS module, story, contact) through the image endpoint in its named size, with a `srcset`
 * and the box's width and height (no layout shift); lazy unless above the fold. Decorative when its alt is empty.
 */
export function ContentImage({ image, size, className, eager, sizes }: ContentImageProps) {
  return (
    <Picture
      image={image}
      size={size}
      placeholder={PLACEHOLDER_IMAGES.teaser}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      sizes={sizes}
    />
  );
}
