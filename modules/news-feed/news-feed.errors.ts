import { defineErrors } from '../../src/core/errors/index.js';

export const NewsFeedErrors = defineErrors({
  InvalidCursor: { status: 400, message: 'after is not a valid cursor' },
});
