export { SearchModule } from './search.module.js';
export { SearchService } from './search.service.js';
export { SEARCH_LIMIT_PER_MINUTE } from './search.controller.js';
export { SEARCH_PAGE_QUERY } from './search.pages.js';
