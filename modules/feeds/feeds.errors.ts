import { defineErrors } from '../../src/core/errors/index.js';

export const FeedsErrors = defineErrors({
  FeedNotFound: { status: 404, message: (name: string) => `No feed ${name.slice(0, 120)}` },
});
