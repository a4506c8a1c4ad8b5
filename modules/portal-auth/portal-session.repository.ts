import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, lt } from 'drizzle-orm';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import { type NewPortalSessionRow, type PortalSessionRow, portalSession } from './portal-session.schema.js';

/** SQL for portal sessions, nothing else (STYLE: repositories). */
@Injectable()
export class PortalSessionRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(row: NewPortalSessionRow): Promise<void> {
    await this.db.insert(portalSession).values(row);
  }

  async findByIdHash(idHash: string): Promise<PortalSessionRow | undefined> {
    const [row] = await this.db.select().from(portalSession).where(eq(portalSession.idHash, idHash)).limit(1);
    return row;
  }

  /** The live session whose current ID token has this hash (a bearer `ciam_id_token`), if any. */
  async findByIdTokenHash(idTokenHash: string, now: Date): Promise<PortalSessionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(portalSession)
      .where(and(eq(portalSession.idTokenHash, idTokenHash), gt(portalSession.expiresAt, now)))
      .limit(1);
    return row;
  }

  async updateTokens(
    idHash: string,
    tokens: Pick<
      PortalSessionRow,
      'idToken' | 'idTokenHash' | 'accessToken' | 'refreshToken' | 'expiresAt' | 'profile' | 'authenticatedAt'
    >,
  ): Promise<void> {
    await this.db.update(portalSession).set(tokens).where(eq(portalSession.idHash, idHash));
  }

  async delete(idHash: string): Promise<void> {
    await this.db.delete(portalSession).where(eq(portalSession.idHash, idHash));
  }

  async deleteExpired(before: Date): Promise<void> {
    await this.db.delete(portalSession).where(lt(portalSession.expiresAt, before));
  }
}
