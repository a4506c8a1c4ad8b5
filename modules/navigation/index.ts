export { NavigationModule } from './navigation.module.js';
export { NavigationService } from './navigation.service.js';
export type { NavigationLink, SiteNavigationResponse } from './navigation.dto.js';
export { seedNavigation } from './navigation.seed.js';
