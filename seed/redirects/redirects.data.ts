import type { redirect } from '../../modules/redirects/redirects.schema.js';

/** The demo redirect of the routing issue: the old product overview moved to the catalogue. */
export const SEED_REDIRECTS: (typeof redirect.$inferInsert)[] = [
  { siteId: 'main', previousUrl: '/en/old-products', target: '/en/products', statusCode: 301 },
];
