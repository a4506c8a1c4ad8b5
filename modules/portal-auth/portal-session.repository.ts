import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import { preparedQuery } from '../../src/core/database/prepared-query.js';
import { account, company } from '../identity-provider/identity.schema.js';
import type { AccountWithCompany } from '../identity-provider/index.js';
import { type NewPortalSessionRow, type PortalSessionRow, portalSession } from './portal-session.schema.js';

/** The session's subject as an account id, or null when it is no UUID (another issuer's subject). */
const subjectAsUuid = sql`(case when ${portalSession.subject} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then ${portalSession.subject}::uuid end)`;

/** The session with its account and company by the session id's hash: every portal page's first read. */
const sessionWithAccount = preparedQuery((db) =>
  db
    .select({ session: portalSession, account, company })
    .from(portalSession)
    .leftJoin(account, eq(account.id, subjectAsUuid))
    .leftJoin(company, eq(company.id, account.companyId))
    .where(eq(portalSession.idHash, sql.placeholder('idHash')))
    .limit(1)
    .prepare('portal_session_with_account'),
);

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

  /**
   * The session and, when its subject is an account of the embedded provider, that account with its company: a
   * portal page's first read, in one query instead of two (each query is a round trip, and on the embedded PGlite
   * about a millisecond of this process's CPU). A subject that is no UUID joins nothing rather than failing the cast.
   */
  async findWithAccountByIdHash(
    idHash: string,
  ): Promise<{ session: PortalSessionRow; account: AccountWithCompany | undefined } | undefined> {
    const [row] = await sessionWithAccount(this.db).execute({ idHash });
    if (!row) return undefined;
    const found = row.account && row.company ? { account: row.account, company: row.company } : undefined;
    return { session: row.session, account: found };
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
