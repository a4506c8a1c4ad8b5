import { Inject, Injectable } from '@nestjs/common';
import { asc, eq } from 'drizzle-orm';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import type { FeatureStage } from './feature-flags.contract.js';
import { type FeatureFlagRow, featureFlag } from './feature-flags.schema.js';

@Injectable()
export class FeatureFlagsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  list(): Promise<FeatureFlagRow[]> {
    return this.db.select().from(featureFlag).orderBy(asc(featureFlag.key));
  }

  async setStage(key: string, stage: FeatureStage): Promise<FeatureFlagRow | undefined> {
    const [row] = await this.db.update(featureFlag).set({ stage }).where(eq(featureFlag.key, key)).returning();
    return row;
  }
}
