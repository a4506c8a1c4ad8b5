/** The route an instance receives other instances' invalidations on (issue 33: headless publishing). */
export const CACHE_INVALIDATIONS_PATH = '/api/cache-invalidations';
/** At most this many tags in one invalidation; more is sent as `everything` (a bulk change). */
export const MAX_WEBHOOK_TAGS = 500;
/** The largest tag (`doc:<kind>:<id>`, `list:<kind>:<siteId>`, …) the receiver accepts. */
export const MAX_WEBHOOK_TAG_LENGTH = 200;
