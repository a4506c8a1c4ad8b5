export { NewsFeedModule } from './news-feed.module.js';
export { NewsFeedService } from './news-feed.service.js';
