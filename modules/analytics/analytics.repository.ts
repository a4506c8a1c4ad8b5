import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import { type NewPageView, pageView } from './analytics.schema.js';

/** SQL for page views, nothing else (STYLE: repositories). */
@Injectable()
export class AnalyticsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(view: NewPageView): Promise<void> {
    await this.db.insert(pageView).values(view);
  }
}
