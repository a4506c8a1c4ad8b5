import { defineErrors } from '../../src/core/errors/index.js';

export const FilesErrors = defineErrors({
  FileNotFound: { status: 404, message: (slug: string) => `No file with slug ${slug}` },
  ImageNotFound: { status: 404, message: (id: string) => `No image with id ${id}` },
  ImageSizeNotNamed: {
    status: 400,
    message: 'w, h, fit and q need a signed URL (sig); otherwise ask for a named size (size=) with dpr 1 or 2',
  },
  ImageSignatureInvalid: { status: 403, message: 'The image URL signature (sig) does not match its parameters' },
  ImageTooLarge: {
    status: 400,
    message: (edge: number) => `An image edge may be at most ${edge} pixels (dpr included)`,
  },
  ImageUnreadable: {
    status: 422,
    message: (id: string, reason: string) => `Image ${id} cannot be rendered: ${reason.slice(0, 120)}`,
  },
  ImageBusy: { status: 503, message: 'Too many images are being rendered; retry shortly' },
  FileSourceUnavailable: {
    status: 503,
    message: (slug: string) => `File ${slug} cannot be fetched from the product data source now; retry shortly`,
  },
  ImageSourceUnavailable: {
    status: 503,
    message: (id: string) => `Image ${id} cannot be fetched from the content source now; retry shortly`,
  },
});
