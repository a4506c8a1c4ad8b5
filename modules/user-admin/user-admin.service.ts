import type { AdminUserSummaryDto } from './user-admin.dto.js';
import type { AdminUserDetailDto } from './user-admin.dto.js';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CORE_CONFIG, type CoreConfig } from '../../src/core/config/core.config.js';
import { type UserAdminConfig, userAdminConfig } from './user-admin.config.js';
import type { Database } from '../../src/core/database/database.js';
import { withDetails } from '../../src/core/errors/index.js';
import { type UserProfile, hashPassword } from '../identity-provider/index.js';
import { isStrongPassword } from '../account-security/index.js';
import { MailService } from '../mail/index.js';
import { accessLabel, invitationState, rolesWith } from './access-labels.js';
import { invitationMail } from './invitation-mail.js';
import {
  ACTIONS_FOR_LABEL,
  ADMIN_APPLICATIONS,
  type AccessAction,
  type AdminApplication,
  type AdminCompany,
  INVITATION_SECTION,
  type InvitationAction,
  type InvitationPayload,
} from './user-admin.contract.js';
import type { InviteUserDto } from './user-admin.dto.js';
import { UserAdminErrors } from './user-admin.errors.js';
import { type AdministeredAccount, UserAdminRepository } from './user-admin.repository.js';
import type { AccessState } from './user-admin.schema.js';

const AUDIT_SHOWN = 50;
/** The state each access action leads to. */
const NEXT_STATE: Readonly<Record<AccessAction, AccessState>> = {
  grant: 'active',
  accept: 'active',
  decline: 'declined',
  remove: 'inactive',
};

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** Who may administer whom (SPEC §6): internal administrators every company, external ones their own. */
type AdminScope = { all: true } | { all: false; companyId: string };

/**
 * Delegated user administration: the rules of SPEC §4's labels and actions, each action a
 * state change in one transaction with its audit entry (and its mail, for invitations).
 */
@Injectable()
export class UserAdminService {
  private readonly logger = new Logger(UserAdminService.name);

  constructor(
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
    @Inject(userAdminConfig.KEY) private readonly userAdmin: UserAdminConfig,
    private readonly repository: UserAdminRepository,
    private readonly mail: MailService,
  ) {}

  /** Whether a user may open user administration at all. */
  static canAdminister(user: UserProfile): boolean {
    return user.isDelegatedAdminInternal || user.isDelegatedAdminExternal;
  }

  async list(admin: UserProfile, companyFilter = ''): Promise<AdminUserSummaryDto[]> {
    const scope = this.scopeOf(admin);
    const companyId = scope.all ? companyFilter || undefined : scope.companyId;
    const now = new Date();
    return (await this.repository.listAccounts(companyId)).map((row) => this.toSummary(row, now));
  }

  async companies(admin: UserProfile): Promise<AdminCompany[]> {
    const scope = this.scopeOf(admin);
    const all = await this.repository.listCompanies();
    return all.filter((c) => scope.all || c.id === scope.companyId).map((c) => ({ id: c.id, name: c.name }));
  }

  async detail(admin: UserProfile, id: string): Promise<AdminUserDetailDto> {
    const row = await this.visibleAccount(admin, id);
    const now = new Date();
    const audit = await this.repository.listAudit(row.account.id, AUDIT_SHOWN);
    const open = invitationState(row.invitation, now) !== 'none';
    return {
      ...this.toSummary(row, now),
      firstName: row.account.firstName,
      lastName: row.account.lastName,
      companyId: row.company.id,
      invitationExpiresAt: open && row.invitation ? row.invitation.expiresAt.toISOString() : null,
      audit: audit.map((entry) => ({
        action: entry.action,
        application: (ADMIN_APPLICATIONS as readonly string[]).includes(entry.application ?? '')
          ? (entry.application as AdminApplication)
          : null,
        actor: entry.actorEmail,
        at: entry.createdAt.toISOString(),
      })),
    };
  }

  /**
   * Invites a new user: an account that cannot sign in yet, the chosen applications `invited`, an invitation
   * valid for USER_INVITE_TTL_DAYS and its mail through the outbox — all or nothing.
   * Throws UserAlreadyExists with the existing user's id when the administrator may see that user (SPEC §8).
   * An address of another company's account is answered as a new one would be (201 with an id), so an
   * external administrator learns nothing about other companies' users; nothing is created and nobody is mailed
   * (the owner of that address is not flooded by repeated invitations, and their account is never linked).
   */
  async invite(admin: UserProfile, input: InviteUserDto, localeUrlCode: string): Promise<{ id: string }> {
    const scope = this.scopeOf(admin);
    const companyId = scope.all ? input.companyId : scope.companyId;
    const company = companyId ? await this.repository.findCompany(companyId) : undefined;
    if (!company) throw UserAdminErrors.UnknownCompany();
    const email = input.email.trim().toLowerCase();
    const existing = await this.repository.findAccountIdByEmail(email);
    if (existing) {
      if (scope.all || existing.companyId === scope.companyId) {
        // SPEC §8 'The user already exists', with a link to the profile.
        throw withDetails(UserAdminErrors.UserAlreadyExists(), { userId: existing.id });
      }
      // As long as a real invitation takes (its password hash is the slow part), then the same answer.
      await hashPassword(newToken());
      this.logger.warn({
        msg: "invitation of another company's user not sent",
        adminId: admin.id,
        userId: existing.id,
      });
      return { id: randomUUID() };
    }
    const token = newToken();
    const expiresAt = new Date(Date.now() + this.userAdmin.inviteTtlMs);
    const id = await this.repository.transaction(async (tx) => {
      // An unusable password until the invitee sets one; the account is disabled until then anyway.
      const passwordHash = await hashPassword(newToken());
      const accountId = await this.repository.insertInvitedAccount(tx, {
        email,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        companyId: company.id,
        passwordHash,
      });
      for (const application of input.applications) {
        await this.repository.setAccess(tx, accountId, application, 'invited');
      }
      await this.repository.insertInvitation(tx, {
        accountId,
        tokenHash: tokenHash(token),
        expiresAt,
        invitedBy: /^[0-9a-f-]{36}$/i.test(admin.id) ? admin.id : null,
      });
      await this.audit(tx, admin, accountId, 'invite', null);
      await this.mail.queue(
        invitationMail({
          to: email,
          firstName: input.firstName.trim(),
          companyName: company.name,
          invitedBy: admin.fullName,
          link: this.invitationLink(localeUrlCode, token),
          expiresAt,
        }),
        tx,
      );
      return accountId;
    });
    this.logger.log(`user ${id} invited by ${admin.id}`);
    return { id };
  }

  /** SPEC §4 grant, accept, decline and remove access: only from a label that offers the action. */
  async changeAccess(admin: UserProfile, id: string, application: string, action: AccessAction): Promise<void> {
    if (!(ADMIN_APPLICATIONS as readonly string[]).includes(application)) {
      throw UserAdminErrors.UnknownApplication(application.slice(0, 50));
    }
    const app = application as AdminApplication;
    const row = await this.visibleAccount(admin, id);
    const invitation = invitationState(row.invitation, new Date());
    const state = row.access.find((a) => a.application === app)?.state;
    const label = accessLabel(app, row.account.roles, state, invitation);
    if (!ACTIONS_FOR_LABEL[label].includes(action)) throw UserAdminErrors.ActionNotAllowed(action, label);
    // A user who has not accepted their invitation yet is granted the application with it.
    const next = action === 'grant' && invitation !== 'none' ? 'invited' : NEXT_STATE[action];
    await this.repository.transaction(async (tx) => {
      await this.repository.setAccess(tx, row.account.id, app, next);
      if (next !== 'invited')
        await this.repository.setRoles(tx, row.account.id, rolesWith(row.account.roles, app, next));
      await this.audit(tx, admin, row.account.id, action, app);
    });
  }

  /** SPEC §4 resend invite (a pending one: a new link, same expiry) and new invite (an expired one: new expiry). */
  async changeInvitation(
    admin: UserProfile,
    id: string,
    action: InvitationAction,
    localeUrlCode: string,
  ): Promise<void> {
    const row = await this.visibleAccount(admin, id);
    const state = invitationState(row.invitation, new Date());
    const wanted = action === 'resend' ? 'pending' : 'expired';
    if (state !== wanted || !row.invitation) throw UserAdminErrors.InvitationNotOpen(action, state);
    const token = newToken();
    const expiresAt = action === 'renew' ? new Date(Date.now() + this.userAdmin.inviteTtlMs) : row.invitation.expiresAt;
    await this.repository.transaction(async (tx) => {
      await this.repository.renewInvitation(tx, row.invitation!.id, tokenHash(token), expiresAt);
      await this.audit(tx, admin, row.account.id, action === 'resend' ? 'resend invite' : 'new invite', null);
      await this.mail.queue(
        invitationMail({
          to: row.account.email,
          firstName: row.account.firstName,
          companyName: row.company.name,
          invitedBy: admin.fullName,
          link: this.invitationLink(localeUrlCode, token),
          expiresAt,
        }),
        tx,
      );
    });
  }

  /** The invitation page's state for a link. */
  async openInvitation(token: string, localeUrlCode: string): Promise<InvitationPayload> {
    const found = token.length <= 100 ? await this.repository.findInvitationByTokenHash(tokenHash(token)) : undefined;
    const base = {
      apiPath: `/api/user-admin/invitations/${encodeURIComponent(token)}`,
      signInHref: `/api/auth/login?returnTo=${encodeURIComponent(`/${localeUrlCode}/portal`)}`,
    };
    if (!found || found.invitation.acceptedAt) return { ...base, state: 'invalid', email: '', firstName: '' };
    const expired = invitationState(found.invitation, new Date()) === 'expired';
    return {
      ...base,
      state: expired ? 'expired' : 'open',
      email: found.account.email,
      firstName: found.account.firstName,
    };
  }

  /** The invitee sets a password: the account can sign in, and the invited applications become active. */
  async acceptInvitation(token: string, password: string): Promise<void> {
    if (password.length === 0) throw UserAdminErrors.PasswordMissing();
    const found = token.length <= 100 ? await this.repository.findInvitationByTokenHash(tokenHash(token)) : undefined;
    if (!found || found.invitation.acceptedAt) throw UserAdminErrors.InvitationInvalid();
    // The portal's one password rule (account settings use it too).
    if (!isStrongPassword(password, found.account.email)) throw UserAdminErrors.PasswordTooWeak();
    if (invitationState(found.invitation, new Date()) === 'expired') throw UserAdminErrors.InvitationExpired();
    const passwordHash = await hashPassword(password);
    await this.repository.transaction(async (tx) => {
      const row = await this.repository.findAccount(found.account.id, tx);
      if (!row) throw UserAdminErrors.InvitationInvalid();
      let roles = row.account.roles;
      for (const access of row.access.filter((a) => a.state === 'invited')) {
        const app = access.application as AdminApplication;
        if (!(ADMIN_APPLICATIONS as readonly string[]).includes(app)) continue;
        await this.repository.setAccess(tx, row.account.id, app, 'active');
        roles = rolesWith(roles, app, 'active');
      }
      await this.repository.setRoles(tx, row.account.id, roles);
      await this.repository.acceptInvitation(tx, found.invitation.id, row.account.id, passwordHash);
      await this.repository.insertAudit(tx, {
        actorId: row.account.id,
        actorEmail: row.account.email,
        targetId: row.account.id,
        action: 'accept invite',
        application: null,
      });
    });
  }

  private scopeOf(admin: UserProfile): AdminScope {
    if (admin.isDelegatedAdminInternal) return { all: true };
    if (admin.isDelegatedAdminExternal) return { all: false, companyId: admin.companyId };
    throw UserAdminErrors.NotAnAdministrator();
  }

  /** The account if the administrator may see it; another company's is as unknown as a missing one (404). */
  private async visibleAccount(admin: UserProfile, id: string): Promise<AdministeredAccount> {
    const scope = this.scopeOf(admin);
    const row = await this.repository.findAccount(id);
    if (!row || (!scope.all && row.account.companyId !== scope.companyId)) throw UserAdminErrors.UserNotFound();
    return row;
  }

  private toSummary(row: AdministeredAccount, now: Date): AdminUserSummaryDto {
    const invitation = invitationState(row.invitation, now);
    const access = Object.fromEntries(
      ADMIN_APPLICATIONS.map((app) => [
        app,
        accessLabel(app, row.account.roles, row.access.find((a) => a.application === app)?.state, invitation),
      ]),
    ) as AdminUserSummaryDto['access'];
    return {
      id: row.account.id,
      email: row.account.email,
      fullName: `${row.account.firstName} ${row.account.lastName}`.trim(),
      companyName: row.company.name,
      invitation,
      access,
    };
  }

  private audit(tx: Database, admin: UserProfile, targetId: string, action: string, application: string | null) {
    return this.repository.insertAudit(tx, {
      actorId: admin.id,
      actorEmail: admin.email,
      targetId,
      action,
      application,
    });
  }

  private invitationLink(localeUrlCode: string, token: string): string {
    return `${this.config.publicBaseUrl.replace(/\/+$/, '')}/${localeUrlCode}/${INVITATION_SECTION}/${token}`;
  }
}
