import { defineErrors } from '../../src/core/errors/index.js';

export const SeoErrors = defineErrors({
  SitemapNotFound: { status: 404, message: (name: string) => `No sitemap ${name.slice(0, 120)}` },
});
