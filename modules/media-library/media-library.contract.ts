/** The image types the media library accepts, judged by content (sharp decodes and the image endpoint renders them). */
export const CONTENT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export type ContentImageType = (typeof CONTENT_IMAGE_TYPES)[number];

/** The kinds of document that name stored images (by id, or the brand logo by its image URL). */
export const CONTENT_IMAGE_USER_TYPES = [
  'page',
  'story',
  'media-release',
  'story-contact',
  'news',
  'product',
  'product-classification',
  'capability',
  'part',
  'file',
  'brand',
] as const;
export type ContentImageUserType = (typeof CONTENT_IMAGE_USER_TYPES)[number];

/** Where the media library is: the content API (SPEC §7 editors write content through `/api/content/*`). */
export const CONTENT_IMAGES_PATH = '/api/content/images';
