import type { Database } from '../../src/core/database/database.js';
import { redirect } from './redirects.schema.js';

/** The demo redirect of the routing issue: the old product overview moved to the catalogue. */
export async function seedRedirects(db: Database): Promise<void> {
  await db
    .insert(redirect)
    .values([{ siteId: 'main', previousUrl: '/en/old-products', target: '/en/products', statusCode: 301 }])
    .onConflictDoNothing();
}
