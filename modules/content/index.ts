export { ContentModule } from './content.module.js';
export { ContentService } from './content.service.js';
export { PAGES_SOURCE, type PagesSource } from './content.source.js';
export type { PageAudience, PageVersion } from './content.service.js';
export { ProductLinks } from './product-links.js';
export type { ProductLinkResolver, ProductLinkTarget } from './product-links.js';
export { normalizeModules } from './content-modules.js';
export {
  CONTENT_MODULE_DISCRIMINATOR,
  CONTENT_MODULE_INPUTS,
  validateContentModuleInput,
} from './content-module-inputs.js';
export type * from './content-modules.contract.js';
export { sanitizeRichText } from './rich-text.js';
export { sanitizedModuleInput } from './sanitized-module-input.js';
export type { PageResponse } from './content.contract.js';
export { ERROR_PAGE_SLUG, ERROR_PAGE_TYPE, MEDIA_RELEASES_PAGE_SLUG } from './content.contract.js';
export { pagePath } from './page-path.js';
export {
  PAGE_ACCESS_MAX_AGE_SECONDS,
  PageProtection,
  type PageAccess,
  type PageViewer,
  pageAccessCookie,
} from './page-protection.js';
export { moduleImageIds } from './content-modules.js';
