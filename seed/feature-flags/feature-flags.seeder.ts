import { count } from 'drizzle-orm';
import { featureFlag } from '../../modules/feature-flags/feature-flags.schema.js';
import type { Database } from '../../src/core/database/database.js';
import { SEED_FEATURE_FLAGS } from './feature-flags.data.js';

/** Inserts the flags that are missing; a flag promoted since keeps its stage. */
export async function seedFeatureFlags(db: Database): Promise<void> {
  await db.insert(featureFlag).values(SEED_FEATURE_FLAGS).onConflictDoNothing();
}

export async function isFeatureFlagsEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(featureFlag);
  return Number(row?.n ?? 0) === 0;
}
