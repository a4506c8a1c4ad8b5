export { SitesModule } from './sites.module.js';
export { SitesService } from './sites.service.js';
export type { SiteResponse } from './sites.dto.js';
export { SitesErrors } from './sites.errors.js';
export { siteLanguages, siteDefaultLanguage } from './site-languages.js';
