import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import {
  type AccountSecurityEventKind,
  type AccountTotpRow,
  accountSecurityEvent,
  accountTotp,
} from './account-security.schema.js';
import { account, oidcPayload } from '../identity-provider/identity.schema.js';
import { portalSession } from '../portal-auth/portal-session.schema.js';

export interface ProfileWrite {
  firstName: string;
  lastName: string;
  country: string;
  language: string;
}

/**
 * SQL of the account settings: profile and password writes, the TOTP authenticator, the security
 * record, and ending an account's other sessions. Kept apart from `AccountsRepository` so user administration can
 * grow that one independently.
 */
@Injectable()
export class AccountSettingsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  transaction<T>(work: (repository: AccountSettingsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new AccountSettingsRepository(tx as unknown as Database)));
  }

  async updateProfile(accountId: string, profile: ProfileWrite): Promise<void> {
    await this.db.update(account).set(profile).where(eq(account.id, accountId));
  }

  async updatePasswordHash(accountId: string, passwordHash: string): Promise<void> {
    await this.db.update(account).set({ passwordHash }).where(eq(account.id, accountId));
  }

  async findTotp(accountId: string): Promise<AccountTotpRow | undefined> {
    const [row] = await this.db.select().from(accountTotp).where(eq(accountTotp.accountId, accountId)).limit(1);
    return row;
  }

  /** A new, unconfirmed authenticator (replacing an unconfirmed one); false when a confirmed one exists. */
  async startTotp(accountId: string, secretSealed: string): Promise<boolean> {
    const rows = await this.db
      .insert(accountTotp)
      .values({ accountId, secretSealed })
      .onConflictDoUpdate({
        target: accountTotp.accountId,
        set: { secretSealed, lastUsedStep: null, updatedAt: new Date() },
        setWhere: isNull(accountTotp.confirmedAt),
      })
      .returning({ accountId: accountTotp.accountId });
    return rows.length > 0;
  }

  async confirmTotp(accountId: string, step: number): Promise<void> {
    await this.db
      .update(accountTotp)
      .set({ confirmedAt: new Date(), lastUsedStep: step })
      .where(eq(accountTotp.accountId, accountId));
  }

  /**
   * Records the time step of an accepted code unless it (or a later one) was used already: true when this call
   * took it, so two requests with the same code cannot both pass.
   */
  async useTotpStep(accountId: string, step: number): Promise<boolean> {
    const rows = await this.db
      .update(accountTotp)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(accountTotp.accountId, accountId),
          or(isNull(accountTotp.lastUsedStep), sql`${accountTotp.lastUsedStep} < ${step}`),
        ),
      )
      .returning({ accountId: accountTotp.accountId });
    return rows.length > 0;
  }

  /** Removes the authenticator (confirmed or not); true when there was one. */
  async deleteTotp(accountId: string): Promise<boolean> {
    const rows = await this.db
      .delete(accountTotp)
      .where(eq(accountTotp.accountId, accountId))
      .returning({ accountId: accountTotp.accountId });
    return rows.length > 0;
  }

  async recordEvent(accountId: string, kind: AccountSecurityEventKind, actorId: string): Promise<void> {
    await this.db.insert(accountSecurityEvent).values({ accountId, kind, actorId });
  }

  async listEvents(accountId: string): Promise<{ kind: AccountSecurityEventKind; actorId: string | null }[]> {
    return this.db
      .select({ kind: accountSecurityEvent.kind, actorId: accountSecurityEvent.actorId })
      .from(accountSecurityEvent)
      .where(eq(accountSecurityEvent.accountId, accountId))
      .orderBy(accountSecurityEvent.createdAt);
  }

  /** Ends the account's portal sessions on this site except `keepIdHash` (the one making the change). */
  async deletePortalSessions(accountId: string, keepIdHash: string | undefined): Promise<number> {
    const rows = await this.db
      .delete(portalSession)
      .where(
        keepIdHash
          ? and(eq(portalSession.subject, accountId), ne(portalSession.idHash, keepIdHash))
          : eq(portalSession.subject, accountId),
      )
      .returning({ idHash: portalSession.idHash });
    return rows.length;
  }

  /**
   * The account's remaining portal sessions (the one making a password change) stop accepting their
   * current ID token as a bearer: whoever may have captured it is out, the browser's cookie session goes on.
   */
  async detachIdTokens(accountId: string): Promise<void> {
    await this.db.update(portalSession).set({ idTokenHash: null }).where(eq(portalSession.subject, accountId));
  }

  /** Ends the provider's own sign-in sessions of the account (its single sign-on), so the next sign-in asks again. */
  async deleteProviderSessions(accountId: string): Promise<void> {
    await this.db
      .delete(oidcPayload)
      .where(and(eq(oidcPayload.kind, 'Session'), sql`${oidcPayload.payload}->>'accountId' = ${accountId}`));
  }
}
