import type { SiteResponse } from '../sites/index.js';

export class SiteConfigurationError extends Error {
  override readonly name = 'SiteConfigurationError';
}

export interface SiteMatch {
  site: SiteResponse;
  /** True when the site was chosen by its slug in the path (the slug segment belongs to the site, not the page). */
  bySlug: boolean;
}

/** Host without port, lower case. */
export function hostName(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':')[0]!;
}

const hostMatches = (domainHost: string, host: string) => domainHost === host || domainHost === '*';

/**
 * SPEC §2.1 site choice: host plus first path segment (after the locale), then host alone, then host suffix,
 * otherwise the main site. A site matched by slug must have a domain configuration.
 */
export function matchSite(sites: SiteResponse[], host: string, firstSegment: string | undefined): SiteMatch {
  if (firstSegment) {
    const bySlug =
      sites.find((s) => s.domains.some((d) => d.host === host && d.slug === firstSegment)) ??
      sites.find((s) => s.domains.some((d) => hostMatches(d.host, host) && d.slug === firstSegment));
    if (bySlug) return { site: bySlug, bySlug: true };
    const slugOnly = sites.find((s) => s.slug === firstSegment && s.domains.length === 0);
    if (slugOnly) throw new SiteConfigurationError(`Site ${slugOnly.id} has no domain configuration`);
  }
  const byHost = sites.find((s) => s.domains.some((d) => d.host === host && d.slug === null));
  if (byHost) return { site: byHost, bySlug: false };
  // The most specific suffix wins: www.wustec.localhost belongs to wustec.localhost, not to localhost.
  let bySuffix: { site: SiteResponse; length: number } | undefined;
  for (const site of sites) {
    for (const domain of site.domains) {
      if (domain.slug !== null || domain.host === '*' || !host.endsWith(`.${domain.host}`)) continue;
      if (!bySuffix || domain.host.length > bySuffix.length) bySuffix = { site, length: domain.host.length };
    }
  }
  if (bySuffix) return { site: bySuffix.site, bySlug: false };
  const main = sites.find((s) => s.slug === null);
  if (!main) throw new SiteConfigurationError('No main site (a site without slug) is configured');
  return { site: main, bySlug: false };
}

/**
 * The page-cache key's site part, the site a request's host and first segment choose (what
 * `matchSite` decides, as the site's id), so a flood of made-up Host headers is one cache entry, not one per host.
 * '?' when the configuration has no answer (the page's render then fails anyway).
 */
export function siteKey(sites: SiteResponse[], host: string, firstSegment: string | undefined): string {
  try {
    const { site, bySlug } = matchSite(sites, host, firstSegment);
    return bySlug ? `${site.id}/` : site.id;
  } catch {
    return '?';
  }
}
