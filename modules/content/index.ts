export { ContentModule } from './content.module.js';
export { ContentService } from './content.service.js';
export type { PageResponse } from './content.dto.js';
export { seedContent } from './content.seed.js';
export { seedAboutPages } from './about-pages.seed.js';
export { pagePath } from './page-path.js';
