import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import { type AccountRow, type CompanyRow, account, company } from '../identity-provider/identity.schema.js';
import {
  type AccessState,
  type PortalAccessRow,
  type UserAdminAuditRow,
  type UserInvitationRow,
  portalAccess,
  userAdminAudit,
  userInvitation,
} from './user-admin.schema.js';

/** An account as user administration sees it: its company, the administrator's settings and its invitation. */
export interface AdministeredAccount {
  account: AccountRow;
  company: CompanyRow;
  access: PortalAccessRow[];
  /** The newest invitation, if the account was invited. */
  invitation: UserInvitationRow | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** SQL of user administration (accounts and companies are the identity feature's tables). */
@Injectable()
export class UserAdminRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx as unknown as Database));
  }

  /** Accounts of one company (or of all, for internal administrators), by name. */
  async listAccounts(companyId: string | undefined): Promise<AdministeredAccount[]> {
    const rows = await this.db
      .select({ account, company })
      .from(account)
      .innerJoin(company, eq(company.id, account.companyId))
      .where(companyId ? eq(account.companyId, companyId) : undefined)
      .orderBy(asc(company.name), asc(account.lastName), asc(account.firstName), asc(account.email))
      .limit(1000);
    return this.withAccessAndInvitations(rows);
  }

  async findAccount(id: string, db: Database = this.db): Promise<AdministeredAccount | undefined> {
    if (!UUID.test(id)) return undefined;
    const rows = await db
      .select({ account, company })
      .from(account)
      .innerJoin(company, eq(company.id, account.companyId))
      .where(eq(account.id, id))
      .limit(1);
    return (await this.withAccessAndInvitations(rows, db))[0];
  }

  async findAccountIdByEmail(email: string): Promise<{ id: string; companyId: string } | undefined> {
    const [row] = await this.db
      .select({ id: account.id, companyId: account.companyId })
      .from(account)
      .where(eq(account.email, email.toLowerCase()))
      .limit(1);
    return row;
  }

  listCompanies(): Promise<CompanyRow[]> {
    return this.db.select().from(company).orderBy(asc(company.name));
  }

  async findCompany(id: string): Promise<CompanyRow | undefined> {
    if (!UUID.test(id)) return undefined;
    const [row] = await this.db.select().from(company).where(eq(company.id, id)).limit(1);
    return row;
  }

  /** A new account that cannot sign in until its invitation is accepted. */
  async insertInvitedAccount(
    tx: Database,
    values: { email: string; firstName: string; lastName: string; companyId: string; passwordHash: string },
  ): Promise<string> {
    const [row] = await tx
      .insert(account)
      .values({ ...values, email: values.email.toLowerCase(), disabled: true, roles: [] })
      .returning({ id: account.id });
    return row!.id;
  }

  async setRoles(tx: Database, accountId: string, roles: string[]): Promise<void> {
    await tx.update(account).set({ roles, updatedAt: new Date() }).where(eq(account.id, accountId));
  }

  async setAccess(tx: Database, accountId: string, application: string, state: AccessState): Promise<void> {
    await tx
      .insert(portalAccess)
      .values({ accountId, application, state })
      .onConflictDoUpdate({
        target: [portalAccess.accountId, portalAccess.application],
        set: { state, updatedAt: new Date() },
      });
  }

  async insertInvitation(
    tx: Database,
    values: { accountId: string; tokenHash: string; expiresAt: Date; invitedBy: string | null },
  ): Promise<void> {
    await tx.insert(userInvitation).values(values);
  }

  /** A new link (and expiry) for an invitation: the old link stops working. */
  async renewInvitation(tx: Database, invitationId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await tx
      .update(userInvitation)
      .set({ tokenHash, expiresAt, updatedAt: new Date() })
      .where(eq(userInvitation.id, invitationId));
  }

  async findInvitationByTokenHash(
    tokenHash: string,
  ): Promise<{ invitation: UserInvitationRow; account: AccountRow } | undefined> {
    const [row] = await this.db
      .select({ invitation: userInvitation, account })
      .from(userInvitation)
      .innerJoin(account, eq(account.id, userInvitation.accountId))
      .where(eq(userInvitation.tokenHash, tokenHash))
      .limit(1);
    return row;
  }

  /** The invitee's password is set and the account can sign in; the invitation is used up. */
  async acceptInvitation(tx: Database, invitationId: string, accountId: string, passwordHash: string): Promise<void> {
    const now = new Date();
    await tx.update(userInvitation).set({ acceptedAt: now, updatedAt: now }).where(eq(userInvitation.id, invitationId));
    await tx.update(account).set({ passwordHash, disabled: false, updatedAt: now }).where(eq(account.id, accountId));
  }

  async insertAudit(
    tx: Database,
    entry: { actorId: string | null; actorEmail: string; targetId: string; action: string; application: string | null },
  ): Promise<void> {
    await tx.insert(userAdminAudit).values(entry);
  }

  listAudit(targetId: string, limit: number): Promise<UserAdminAuditRow[]> {
    return this.db
      .select()
      .from(userAdminAudit)
      .where(eq(userAdminAudit.targetId, targetId))
      .orderBy(desc(userAdminAudit.createdAt), desc(userAdminAudit.id))
      .limit(limit);
  }

  private async withAccessAndInvitations(
    rows: { account: AccountRow; company: CompanyRow }[],
    db: Database = this.db,
  ): Promise<AdministeredAccount[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.account.id);
    const [access, invitations] = await Promise.all([
      db.select().from(portalAccess).where(inArray(portalAccess.accountId, ids)),
      db
        .select()
        .from(userInvitation)
        .where(and(inArray(userInvitation.accountId, ids)))
        .orderBy(desc(userInvitation.createdAt)),
    ]);
    return rows.map((row) => ({
      ...row,
      access: access.filter((a) => a.accountId === row.account.id),
      invitation: invitations.find((i) => i.accountId === row.account.id),
    }));
  }
}
