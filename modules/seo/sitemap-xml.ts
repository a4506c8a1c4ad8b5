import { alternateLinks, versionAddress } from '../../src/shared/language-alternates.js';
import type { SitemapDocument, SitemapModel, SitemapSite } from './sitemap.model.js';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

// The documents are a few flat elements with escaped text: written directly rather than through an XML library.

/** The sitemap index: one sitemap per site and language (sitemaps.org protocol). */
export function sitemapIndexXml(model: SitemapModel, sitemapUrl: (siteId: string, language: string) => string): string {
  const entries = model.sites.flatMap((site) =>
    site.languages.map(({ language }) => {
      const lastModified = newest(model.documents, site.id, language);
      return `<sitemap><loc>${text(sitemapUrl(site.id, language))}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ''}</sitemap>`;
    }),
  );
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/**
 * A site's sitemap in one language: every document it has in that language, with its last change and its
 * alternates (`xhtml:link`), built by the same function as the pages' head (src/shared/language-alternates.ts).
 */
export function sitemapXml(model: SitemapModel, site: SitemapSite, language: string, base: string): string {
  const urlCodes = siteUrlCodes(site);
  const urlCode = urlCodes.get(language)!;
  const entries = model.documents.flatMap((document) => {
    if (document.siteId !== site.id) return [];
    const own = document.versions.find((v) => v.language === language);
    if (!own) return [];
    const links = alternateLinks(document.versions, urlCodes, base).map((link) => alternate(link.hreflang, link.href));
    return [
      `<url><loc>${text(versionAddress(base, urlCode, own.path))}</loc><lastmod>${own.lastModified}</lastmod>${links.join('')}</url>`,
    ];
  });
  return `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">\n${entries.join('\n')}\n</urlset>\n`;
}

/** A site's sitemap languages: language → the URL code of the locale its URLs use. */
export function siteUrlCodes(site: SitemapSite): Map<string, string> {
  return new Map(site.languages.map((l) => [l.language, l.urlCode]));
}

function alternate(hreflang: string, href: string): string {
  return `<xhtml:link rel="alternate" hreflang="${text(hreflang)}" href="${text(href)}"/>`;
}

/** The newest change of a site's documents in a language. */
function newest(documents: SitemapDocument[], siteId: string, language: string): string | undefined {
  let latest: string | undefined;
  for (const document of documents) {
    if (document.siteId !== siteId) continue;
    const version = document.versions.find((v) => v.language === language);
    if (version && (!latest || version.lastModified > latest)) latest = version.lastModified;
  }
  return latest;
}

function text(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
