// First-party statistics (SPEC §2.1, §2.4 page-view events): what the browser sends for a page
// view once the visitor allowed statistics. Types and constants only: the browser imports this file.

export const ANALYTICS_COLLECT_API = '/api/analytics/collect';

/** The longest path and referrer accepted, in characters. */
export const PAGE_VIEW_PATH_MAX_LENGTH = 500;
export const PAGE_VIEW_REFERRER_MAX_LENGTH = 2000;
/** The largest body the collector reads (413 above): a path and a referrer fit many times over. */
export const PAGE_VIEW_BODY_LIMIT_BYTES = 4096;
/** Page views one client may send a minute (429 above). */
export const PAGE_VIEWS_PER_MINUTE = 60;
