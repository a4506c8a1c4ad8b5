// RSS feeds of the editorial lists and the news feed (their autodiscovery links are in renderer/seo).
export { FeedsModule } from './feeds.module.js';
export { FEED_ROUTES } from './feeds-routes.js';
