import { defineErrors } from '../../src/core/errors/index.js';

export const FilesErrors = defineErrors({
  FileNotFound: { status: 404, message: (slug: string) => `No file with slug ${slug}` },
  ImageNotFound: { status: 404, message: (id: string) => `No image with id ${id}` },
});
