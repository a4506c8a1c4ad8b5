export { SitesModule } from './sites.module.js';
export { SitesService } from './sites.service.js';
export { SITES_SOURCE, type SitesSource } from './sites.source.js';
export type { SiteResponse } from './sites.dto.js';
export type { SiteRequirement } from './site-requirement.js';
export { SitesErrors } from './sites.errors.js';
export { siteLanguages, siteDefaultLanguage } from './site-languages.js';
