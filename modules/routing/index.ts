export { RoutingModule } from './routing.module.js';
export { RoutingService } from './routing.service.js';
export type { ResolvedRoute } from './routing.dto.js';
