import { defineErrors } from '../../src/core/errors/index.js';

export const BuildsErrors = defineErrors({
  BuildNotFound: {
    status: 404,
    message: (file: string) => `No manifest ${file.slice(0, 80)}: this server runs another build`,
  },
  BuildFileNotFound: { status: 404, message: 'No such build file' },
});
