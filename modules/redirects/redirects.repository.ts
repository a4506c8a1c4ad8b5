import { Inject, Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import { type RedirectRow, notFoundHit, redirect } from './redirects.schema.js';

@Injectable()
export class RedirectsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async find(siteId: string, previousUrl: string): Promise<RedirectRow | undefined> {
    const [row] = await this.db
      .select()
      .from(redirect)
      .where(and(eq(redirect.siteId, siteId), eq(redirect.previousUrl, previousUrl)))
      .limit(1);
    return row;
  }

  /** Creates or repoints the redirect from `previousUrl`. */
  async upsert(siteId: string, previousUrl: string, target: string, statusCode = 301): Promise<void> {
    await this.db
      .insert(redirect)
      .values({ siteId, previousUrl, target, statusCode })
      .onConflictDoUpdate({ target: [redirect.siteId, redirect.previousUrl], set: { target, statusCode } });
  }

  /** Repoints redirects that ended at `oldTarget` so no chain of redirects builds up. */
  async retarget(siteId: string, oldTarget: string, newTarget: string): Promise<void> {
    await this.db
      .update(redirect)
      .set({ target: newTarget })
      .where(and(eq(redirect.siteId, siteId), eq(redirect.target, oldTarget)));
  }

  async delete(siteId: string, previousUrl: string): Promise<void> {
    await this.db.delete(redirect).where(and(eq(redirect.siteId, siteId), eq(redirect.previousUrl, previousUrl)));
  }

  async countNotFound(siteId: string, path: string): Promise<void> {
    await this.db
      .insert(notFoundHit)
      .values({ siteId, path, count: 1 })
      .onConflictDoUpdate({
        target: [notFoundHit.siteId, notFoundHit.path],
        set: { count: sql`${notFoundHit.count} + 1`, lastSeenAt: sql`now()` },
      });
  }

  async notFoundCount(siteId: string, path: string): Promise<number> {
    const [row] = await this.db
      .select({ count: notFoundHit.count })
      .from(notFoundHit)
      .where(and(eq(notFoundHit.siteId, siteId), eq(notFoundHit.path, path)));
    return row?.count ?? 0;
  }
}
