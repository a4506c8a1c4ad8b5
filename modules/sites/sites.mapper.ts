import { siteDefaultLanguage, siteLanguages } from './site-languages.js';
import type { SiteResponse } from './sites.dto.js';
import type { SiteDomainRow, SiteRow } from './sites.schema.js';

export function toSiteResponse(row: SiteRow, domains: SiteDomainRow[]): SiteResponse {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    technicalName: row.technicalName,
    theme: row.theme,
    footerTheme: row.footerTheme,
    internationalOnly: row.internationalOnly,
    hideSideButtons: row.hideSideButtons,
    enableCutFont: row.enableCutFont,
    languages: siteLanguages(row.id),
    defaultLanguage: siteDefaultLanguage(row.id),
    domains: domains.filter((d) => d.siteId === row.id).map((d) => ({ host: d.host, slug: d.slug })),
  };
}
