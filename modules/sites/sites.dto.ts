import type { SiteDomainRow, SiteRow } from './sites.schema.js';
import { siteDefaultLanguage, siteLanguages } from './site-languages.js';

/** A site as pages and the API see it (SPEC §3 Site). */
export interface SiteResponse {
  id: string;
  name: string;
  slug: string | null;
  technicalName: string;
  theme: string;
  internationalOnly: boolean;
  hideSideButtons: boolean;
  enableCutFont: boolean;
  languages: string[];
  defaultLanguage: string;
  domains: { host: string; slug: string | null }[];
}

export function toSiteResponse(row: SiteRow, domains: SiteDomainRow[]): SiteResponse {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    technicalName: row.technicalName,
    theme: row.theme,
    internationalOnly: row.internationalOnly,
    hideSideButtons: row.hideSideButtons,
    enableCutFont: row.enableCutFont,
    languages: siteLanguages(row.id),
    defaultLanguage: siteDefaultLanguage(row.id),
    domains: domains.filter((d) => d.siteId === row.id).map((d) => ({ host: d.host, slug: d.slug })),
  };
}
