import { redirect } from '../../modules/redirects/redirects.schema.js';
import type { Database } from '../../src/core/database/database.js';
import { SEED_REDIRECTS } from './redirects.data.js';

/** Inserts the demo redirects once (a redirect edited since is left alone). */
export async function seedRedirects(db: Database): Promise<void> {
  await db.insert(redirect).values(SEED_REDIRECTS).onConflictDoNothing();
}
