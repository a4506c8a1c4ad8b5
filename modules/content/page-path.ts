/** The public path of a page (SPEC §2.1): locale, site slug for domain-less sites, then parent and page slug. */
export function pagePath(localeUrlCode: string, siteSlug: string | null, parentSlug: string, slug: string): string {
  const segments = [localeUrlCode];
  if (siteSlug) segments.push(siteSlug);
  if (parentSlug !== 'home') segments.push(parentSlug);
  if (slug !== 'home') segments.push(slug);
  return '/' + segments.join('/');
}
