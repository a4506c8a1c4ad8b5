import { sql } from 'drizzle-orm';
import { check, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../src/core/database/columns.js';
import { FEATURE_STAGES } from './feature-flags.contract.js';

/**
 * SPEC §1 release toggle: a feature behind a flag is on for every visitor when its stage is `live`, and only for
 * visitors with the release toggle on when it is `next` (docs/feature-flags.md).
 */
export const featureFlag = pgTable(
  'feature_flag',
  {
    key: text('key').primaryKey(),
    stage: text('stage', { enum: FEATURE_STAGES }).notNull().default('next'),
    description: text('description').notNull().default(''),
    ...timestamps,
  },
  // A stage written past the API (SQL, a restore) cannot be one the code does not know.
  (t) => [check('feature_flag_stage_check', sql`${t.stage} in ('live', 'next')`)],
);

export type FeatureFlagRow = typeof featureFlag.$inferSelect;
export type NewFeatureFlag = typeof featureFlag.$inferInsert;
