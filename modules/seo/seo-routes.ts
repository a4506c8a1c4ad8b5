import { RequestMethod } from '@nestjs/common';

/** Where crawlers look, at the root of every host (never under `/api`, never redirected to a locale). */
export const ROBOTS_PATH = 'robots.txt';
export const SITEMAP_INDEX_PATH = 'sitemap.xml';
/** One sitemap per site and language: `/sitemaps/{siteId}-{language}.xml`. */
export const SITEMAPS_FOLDER = 'sitemaps';

/** The routes the app keeps out of the global `api` prefix (src/app/app.ts). */
export const SEO_ROUTES = [
  { path: ROBOTS_PATH, method: RequestMethod.GET },
  { path: SITEMAP_INDEX_PATH, method: RequestMethod.GET },
  { path: `${SITEMAPS_FOLDER}/:file`, method: RequestMethod.GET },
];

/** The file name of a site's sitemap in one language. */
export function sitemapFileName(siteId: string, language: string): string {
  return `${siteId}-${language}.xml`;
}

/** `main-en.xml` → `{siteId: 'main', language: 'en'}`; undefined for any other name. */
export function parseSitemapFileName(file: string): { siteId: string; language: string } | undefined {
  const match = /^([a-z0-9][a-z0-9-]{0,99})-([a-z]{2})\.xml$/.exec(file);
  return match ? { siteId: match[1]!, language: match[2]! } : undefined;
}
