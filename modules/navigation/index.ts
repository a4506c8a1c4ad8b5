export { NavigationModule } from './navigation.module.js';
export { NavigationService } from './navigation.service.js';
export type { NavigationLink, SiteNavigationResponse } from './navigation.contract.js';
export { SiteNavigationResponseDto } from './navigation.dto.js';
