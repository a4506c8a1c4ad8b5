export { NavigationModule } from './navigation.module.js';
export { NavigationService } from './navigation.service.js';
export { NAVIGATION_SOURCE, type NavigationSource } from './navigation.source.js';
export { SiteNavigationResponseDto } from './navigation.dto.js';
