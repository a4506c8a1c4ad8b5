export { NavigationModule } from './navigation.module.js';
export { NavigationService } from './navigation.service.js';
export { SiteNavigationResponseDto } from './navigation.dto.js';
