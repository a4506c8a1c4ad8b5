/** The feed addresses live in shared code: routing redirects `/feed` to the news feed (src/shared/feed-paths.ts). */
export { FEEDS_FOLDER, FEED_KINDS, type FeedKind, feedPath } from '../../src/shared/feed-paths.js';
