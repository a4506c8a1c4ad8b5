export { NewsFeedModule } from './news-feed.module.js';
export { NewsFeedService } from './news-feed.service.js';
export { NEWS_FEED_SOURCE, type NewsFeedSource } from './news-feed.source.js';
