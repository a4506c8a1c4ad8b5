/** The news feed panel's element id: the bell names it in aria-controls without importing the panel's chunk. */
export const NEWS_FEED_PANEL_ID = 'news-feed-panel';
