/**
 * What the sitemaps are written from, kept in the data cache as one JSON value: the sites served under
 * the public origin with the locale of each language they serve, and every public document of theirs with its
 * path in each language it exists in.
 */
export interface SitemapModel {
  sites: SitemapSite[];
  documents: SitemapDocument[];
}

export interface SitemapSite {
  id: string;
  /** The languages with a sitemap, each with the URL code of the locale its URLs use (the international one). */
  languages: { language: string; urlCode: string }[];
}

export interface SitemapDocument {
  siteId: string;
  /** `page:home-main`, `product:crimpcenter-64`, ...: one document, all its languages. */
  key: string;
  versions: SitemapVersion[];
}

export interface SitemapVersion {
  language: string;
  /** Path after the locale (`/about/careers`, '' for the main site's home page). */
  path: string;
  /** ISO 8601. */
  lastModified: string;
}
