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

  /** The previous URLs of a site's redirects (RedirectsLookup's set of them); at most `limit`. */
  async listPreviousUrls(siteId: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ previousUrl: redirect.previousUrl })
      .from(redirect)
      .where(eq(redirect.siteId, siteId))
      .limit(limit);
    return rows.map((row) => row.previousUrl);
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

  /** False when there was no redirect from `previousUrl`. */
  async delete(siteId: string, previousUrl: string): Promise<boolean> {
    const deleted = await this.db
      .delete(redirect)
      .where(and(eq(redirect.siteId, siteId), eq(redirect.previousUrl, previousUrl)))
      .returning({ id: redirect.id });
    return deleted.length > 0;
  }

  /** Adds counted 404 hits, in chunks (one statement each). */
  async addNotFoundHits(hits: { siteId: string; path: string; count: number }[]): Promise<void> {
    for (let start = 0; start < hits.length; start += 500) {
      await this.db
        .insert(notFoundHit)
        .values(hits.slice(start, start + 500))
        .onConflictDoUpdate({
          target: [notFoundHit.siteId, notFoundHit.path],
          set: { count: sql`${notFoundHit.count} + excluded.count`, lastSeenAt: sql`now()` },
        });
    }
  }

  /** Keeps the `maxRows` most counted paths (the most recently seen on ties); deletes the rest. */
  async trimNotFound(maxRows: number): Promise<void> {
    await this.db.execute(sql`
      delete from ${notFoundHit} where (${notFoundHit.siteId}, ${notFoundHit.path}) not in (
        select ${notFoundHit.siteId}, ${notFoundHit.path} from ${notFoundHit}
        order by ${notFoundHit.count} desc, ${notFoundHit.lastSeenAt} desc limit ${maxRows}
      )`);
  }

  async countNotFoundRows(): Promise<number> {
    const [row] = await this.db.select({ count: sql<number>`count(*)::int` }).from(notFoundHit);
    return row?.count ?? 0;
  }

  async notFoundCount(siteId: string, path: string): Promise<number> {
    const [row] = await this.db
      .select({ count: notFoundHit.count })
      .from(notFoundHit)
      .where(and(eq(notFoundHit.siteId, siteId), eq(notFoundHit.path, path)));
    return row?.count ?? 0;
  }
}
