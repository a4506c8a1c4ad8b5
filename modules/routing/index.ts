export { RoutingModule } from './routing.module.js';
export { RoutingService } from './routing.service.js';
export { LayoutService } from './layout.service.js';
export { type RoutingConfig, routingConfig } from './routing.config.js';
export { type WustecConfig, wustecConfig } from './wustec.config.js';
export type { ResolvedRoute } from './routing.contract.js';
export { orFallbackOn, sectionViewResult, unavailableViewResult } from './page-result.js';
export { PageTables } from './page-tables.js';
export { definePages, page, patternParams } from './page-table.js';
export type {
  AnyPageDefinition,
  PageAccess,
  PageArea,
  PageAreaViewers,
  PageContext,
  PageDefinition,
  PageTable,
  PortalService,
  PortalViewer,
} from './page-table.js';
export { SignedInViewers, type SignedInViewerSource } from './signed-in-viewers.js';
export { LanguageVersions, type LanguageVersionSource } from './language-versions.js';
export type { SectionBreadcrumb, SectionRequest, SectionResult } from './page-result.js';
export { LIST_PAGE_PARAMETER, pageFromQuery, sectionPath } from './section-paging.js';
export type { PageQuery, PageQueryParameter } from './page-query.contract.js';
export { isBot } from './bots.js';
export { PRIVATE_PAGE_COOKIES, pageCookieVariant, routerQueryVariant } from './page-variant.js';
export { hostName, matchSite } from './site-matcher.js';
export { PageRenderer, type SendPageFn } from './page-renderer.js';
