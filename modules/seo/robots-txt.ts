/** What the rules of robots.txt need to know. */
export interface RobotsInputs {
  /** The customer area's path segment after the locale (PORTAL_SEGMENT). */
  portalSegment: string;
  /** Absolute URL of the sitemap index. */
  sitemapUrl: string;
}

/**
 * The public site is open to crawlers; the API (but the image endpoint, which previews and image search
 * read), the sign-in provider, the portal, the editor area, the sign-in callback, search results (`/search?…`; the
 * bare search page, the site's search form, may be crawled) and the technical areas are not. `*` matches any characters (slashes too) and `$` the end of the URL, as Google and Bing read them.
 */
export function robotsTxt(inputs: RobotsInputs): string {
  const areas = [inputs.portalSegment, 'editor', 'callback'];
  const lines = [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/images/',
    'Disallow: /api/',
    'Disallow: /oidc/',
    ...areas.flatMap((segment) => [`Disallow: /*/${segment}$`, `Disallow: /*/${segment}/`]),
    'Disallow: /*/search?',
    'Disallow: /style-guide',
    'Disallow: /preview-password',
    '',
    `Sitemap: ${inputs.sitemapUrl}`,
  ];
  return lines.join('\n') + '\n';
}
