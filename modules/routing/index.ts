export { RoutingModule } from './routing.module.js';
export { RoutingService } from './routing.service.js';
export type { ResolvedRoute } from './routing.contract.js';
export { SectionRegistry, sectionViewResult } from './section-registry.js';
export { SignedInViewers, type SignedInViewerSource } from './signed-in-viewers.js';
export type { SectionRequest, SectionResolver, SectionResult } from './section-registry.js';
export { pageFromQuery, sectionPath } from './section-paging.js';
export { isBot } from './bots.js';
