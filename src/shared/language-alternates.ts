// The language versions of one document as search engines read them: the page head (modules/routing, through
// LanguageVersions) and the sitemaps (modules/seo/sitemap-xml.ts) both build their `hreflang` alternates here, from the same
// versions, so the two can never tell different stories. Pure functions: the renderer may import this file.

/** One real (published) version of a document: its language and its path after the locale (`/about`, '' for home). */
export interface LanguageVersion {
  language: string;
  path: string;
}

/** A `<link rel="alternate" hreflang>` (or a sitemap's `xhtml:link`): absolute, percent-encoded. */
export interface HreflangLink {
  hreflang: string;
  href: string;
  /** The version's language; null for x-default. */
  language: string | null;
}

/** The language x-default points to when the document has it (else its first served language). */
export const X_DEFAULT_LANGUAGE = 'en';

/** `de-ch` → `de-CH`, `de` → `de` (BCP 47, as hreflang wants it). */
export function hreflangOf(urlCode: string): string {
  const [language, country] = urlCode.split('-');
  return country ? `${language!.toLowerCase()}-${country.toUpperCase()}` : language!.toLowerCase();
}

/**
 * Each path segment percent-encoded the one way both the head and the sitemaps write it (slugs may hold letters
 * beyond ASCII: `ultraschallschweißen` → `ultraschallschwei%C3%9Fen`). An already encoded path is decoded first, so
 * a path never ends up encoded twice.
 */
export function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(decodeSegment(segment)))
    .join('/');
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A version's absolute address: `{base}/{urlCode}{path}`, encoded. */
export function versionAddress(base: string, urlCode: string, path: string): string {
  return `${base}/${urlCode}${encodePath(path)}`;
}

/**
 * The alternates of a document: one per real version in a language the site serves (`urlCodes`: language → the URL
 * code of its locale, the international one), each at its own path, plus x-default. A document with fewer than two
 * such versions has no alternates at all (not even itself and x-default): there is no other language to point to,
 * and the sitemaps and the head both say nothing rather than a cluster of one.
 */
export function alternateLinks(
  versions: readonly LanguageVersion[],
  urlCodes: ReadonlyMap<string, string>,
  base: string,
): HreflangLink[] {
  const served = versions.filter((version) => urlCodes.has(version.language));
  if (served.length < 2) return [];
  const links = served.map((version) => {
    const urlCode = urlCodes.get(version.language)!;
    return {
      hreflang: hreflangOf(urlCode),
      href: versionAddress(base, urlCode, version.path),
      language: version.language,
    };
  });
  const fallback = links.find((link) => link.language === X_DEFAULT_LANGUAGE) ?? links[0]!;
  return [...links, { hreflang: 'x-default', href: fallback.href, language: null }];
}
