import type { SitemapDocument, SitemapModel, SitemapSite } from './sitemap.model.js';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
/** The language x-default points to when the document has it (else its first language). */
const DEFAULT_LANGUAGE = 'en';

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
 * A site's sitemap in one language: every document it has in that language, with its last change and the
 * document's address in each language of the site (`xhtml:link` hreflang alternates, x-default included).
 */
export function sitemapXml(model: SitemapModel, site: SitemapSite, language: string, base: string): string {
  const urlCodes = new Map(site.languages.map((l) => [l.language, l.urlCode]));
  const urlCode = urlCodes.get(language)!;
  const address = (code: string, path: string) => `${base}/${code}${encodePath(path)}`;
  const entries = model.documents.flatMap((document) => {
    if (document.siteId !== site.id) return [];
    const own = document.versions.find((v) => v.language === language);
    if (!own) return [];
    const served = document.versions.filter((v) => urlCodes.has(v.language));
    const links =
      served.length < 2
        ? []
        : [
            ...served.map((v) =>
              alternate(hreflangOf(urlCodes.get(v.language)!), address(urlCodes.get(v.language)!, v.path)),
            ),
            alternate('x-default', defaultVersionAddress(served, urlCodes, address)),
          ];
    return [
      `<url><loc>${text(address(urlCode, own.path))}</loc><lastmod>${own.lastModified}</lastmod>${links.join('')}</url>`,
    ];
  });
  return `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">\n${entries.join('\n')}\n</urlset>\n`;
}

function defaultVersionAddress(
  served: SitemapDocument['versions'],
  urlCodes: Map<string, string>,
  address: (code: string, path: string) => string,
): string {
  const version = served.find((v) => v.language === DEFAULT_LANGUAGE) ?? served[0]!;
  return address(urlCodes.get(version.language)!, version.path);
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

/** `de-ch` → `de-CH`, `de` → `de` (BCP 47, as hreflang wants it; the same rule as the page head's). */
export function hreflangOf(urlCode: string): string {
  const [language, country] = urlCode.split('-');
  return country ? `${language}-${country.toUpperCase()}` : language!;
}

/** Each path segment percent-encoded (slugs may hold letters beyond ASCII): sitemaps want escaped URLs. */
function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

function text(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
