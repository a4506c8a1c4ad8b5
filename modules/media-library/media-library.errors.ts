import { defineErrors } from '../../src/core/errors/index.js';

export const MediaLibraryErrors = defineErrors({
  ContentImageNotFound: { status: 404, message: (id: string) => `No image with id ${id}` },
  ContentImageInUse: {
    status: 409,
    message: (id: string, users: string) => `Image ${id} is in use by ${users}; remove it there before deleting it`,
  },
  UploadMissing: { status: 400, message: 'Send one image as multipart/form-data in the field "file"' },
  UploadTextInvalid: { status: 400, message: (what: string) => `${what} holds a control character` },
  UploadTooLarge: { status: 413, message: (maxBytes: number) => `An image may be at most ${maxBytes} bytes` },
  UploadTypeRefused: {
    status: 415,
    message: (accepted: string) => `Only ${accepted} images are accepted (judged by the file's content)`,
  },
  UploadUnreadable: {
    status: 422,
    message: (reason: string) => `The image cannot be read: ${reason.slice(0, 120)}`,
  },
});
