export { NewsFeedModule } from './news-feed.module.js';
export { NewsFeedService } from './news-feed.service.js';
export type { NewsFeedItemResponse, NewsFeedPageResponse } from './news-feed.contract.js';
