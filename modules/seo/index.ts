// What crawlers read besides the pages: robots.txt and the sitemaps (the pages' head is renderer/seo).
export { SeoModule } from './seo.module.js';
export { SEO_ROUTES } from './seo-routes.js';
