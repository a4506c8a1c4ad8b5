import type { AccountSettingsDto } from '../account/account.dto.js';
import type { TotpEnrolmentDto } from '../account/account.dto.js';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { verify } from '@node-rs/argon2';
import { CORE_CONFIG, type CoreConfig } from '../../src/core/config/core.config.js';
import { FailureLimiter } from '../../src/core/http/failure-limiter.js';
import { RateLimitStore } from '../../src/core/http/rate-limit-store.js';
import { LocalesService } from '../locales/index.js';
import { AccountsRepository, type AccountWithCompany } from '../identity-provider/index.js';
import { hashPassword } from '../identity-provider/index.js';
import {
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  isStrongPassword,
  normaliseTotpCode,
} from './account-settings.contract.js';
import { AccountSettingsErrors } from './account-settings.errors.js';
import { AccountSettingsRepository } from './account-settings.repository.js';
import { hashOf } from '../portal-auth/index.js';
import { SealedValue } from '../identity-provider/index.js';
import { matchTotp, newTotpSecret, totpQrSvg, totpUri } from './totp.js';

/**
 * Failed password checks and TOTP confirmations per account and per client IP: 5 per 15 minutes (a fixed window
 * from the first failure). Counted in RateLimitStore, so in Redis, shared by all instances, when REDIS_URL is set.
 */
export const ACCOUNT_SETTINGS_MAX_FAILURES = 5;
const ACCOUNT_SETTINGS_WINDOW_MS = 15 * 60_000;

export interface ProfileInput {
  firstName: string;
  lastName: string;
  country: string;
  language: string;
}

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
}

/** Who asks, for the rate limit and to keep the asking session alive. */
export interface SettingsRequestContext {
  ip: string;
  /** The portal session (cookie value) making the change; undefined for an API client's ID token. */
  sessionId?: string;
}

/** A choice of the profile's country or language list. */
export interface SettingsChoice {
  code: string;
  displayNames: Record<string, string>;
}

// Control characters and unpaired surrogates are not part of a name.
const NAME_PATTERN = /^[^\p{Cc}\p{Cs}]+$/u;

/**
 * Account settings (SPEC §5, §6): the profile and password of the signed-in account, and its TOTP
 * second factor. Internal employees (an account of the maker's own company) cannot change profile or password
 * (403); anyone can reset their second factor. Every change is recorded in `account_security_event`.
 */
@Injectable()
export class AccountSettingsService {
  private readonly logger = new Logger(AccountSettingsService.name);
  private readonly sealedSecrets: SealedValue<{ secret: string }>;
  private readonly failures: FailureLimiter;

  constructor(
    @Inject(CORE_CONFIG) config: Pick<CoreConfig, 'sessionSecret'>,
    private readonly accounts: AccountsRepository,
    private readonly repository: AccountSettingsRepository,
    private readonly locales: LocalesService,
    rateLimits: RateLimitStore,
  ) {
    this.sealedSecrets = new SealedValue(config.sessionSecret, 'account-totp-secret');
    this.failures = new FailureLimiter(
      rateLimits,
      'account-settings',
      ACCOUNT_SETTINGS_MAX_FAILURES,
      ACCOUNT_SETTINGS_WINDOW_MS,
    );
  }

  async settings(accountId: string): Promise<AccountSettingsDto> {
    const found = await this.find(accountId);
    const totp = await this.repository.findTotp(accountId);
    return {
      email: found.account.email,
      firstName: found.account.firstName,
      lastName: found.account.lastName,
      country: found.account.country ?? '',
      language: found.account.language ?? '',
      companyName: found.company.name,
      managedInternally: found.company.isInternal,
      totpEnrolled: Boolean(totp?.confirmedAt),
    };
  }

  /** The countries a profile may name (the site's, without hidden ones and the international pseudo-country). */
  async countryChoices(): Promise<SettingsChoice[]> {
    const [countries, locales] = await Promise.all([this.locales.listCountries(), this.locales.listLocales()]);
    const international = new Set(locales.filter((l) => l.isInternational).map((l) => l.country));
    return countries
      .filter((c) => !c.hidden && !international.has(c.code))
      .map((c) => ({ code: c.code, displayNames: c.displayNames }));
  }

  async languageChoices(): Promise<SettingsChoice[]> {
    return (await this.locales.listLanguages()).map((l) => ({ code: l.code, displayNames: l.displayNames }));
  }

  /** SPEC §5: first and last name required, country and language from the lists. Refused for internal employees. */
  async updateProfile(accountId: string, input: ProfileInput): Promise<AccountSettingsDto> {
    const found = await this.find(accountId);
    if (found.company.isInternal) throw AccountSettingsErrors.ManagedInternally();
    const [countries, languages] = await Promise.all([this.countryChoices(), this.languageChoices()]);
    const profile = {
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      country: input.country.trim().toUpperCase(),
      language: input.language.trim().toLowerCase(),
    };
    const invalid = [
      !validName(profile.firstName) && 'firstName',
      !validName(profile.lastName) && 'lastName',
      !countries.some((c) => c.code === profile.country) && 'country',
      !languages.some((l) => l.code === profile.language) && 'language',
    ].filter((field): field is string => Boolean(field));
    if (invalid.length > 0) throw AccountSettingsErrors.ProfileInvalid(invalid);
    await this.repository.transaction(async (tx) => {
      await tx.updateProfile(accountId, profile);
      await tx.recordEvent(accountId, 'profile-updated', accountId);
    });
    return this.settings(accountId);
  }

  /**
   * Checks the current password (argon2), applies the strength rule and stores the new hash. The account's other
   * sessions end (its other portal sessions and the provider's single sign-on), the asking one stays, no longer
   * accepting its ID token as a bearer.
   */
  async changePassword(
    accountId: string,
    input: PasswordChangeInput,
    context: SettingsRequestContext,
  ): Promise<{ endedSessions: number }> {
    const found = await this.find(accountId);
    if (found.company.isInternal) throw AccountSettingsErrors.ManagedInternally();
    if (!input.currentPassword || !input.newPassword) throw AccountSettingsErrors.PasswordRequired();
    // The rule first: a weak new password is refused without spending a hash check on the current one.
    if (!isStrongPassword(input.newPassword, found.account.email)) throw AccountSettingsErrors.PasswordWeak();
    if (await this.isBlocked(accountId, context.ip)) throw AccountSettingsErrors.TooManyAttempts();
    const current = input.currentPassword.slice(0, PASSWORD_MAX_LENGTH);
    const ok = await verify(found.account.passwordHash, current).catch(() => false);
    if (!ok) {
      await this.recordFailure(accountId, context.ip);
      this.logger.warn({ msg: 'password change refused: wrong current password', accountId, ip: context.ip });
      throw AccountSettingsErrors.CurrentPasswordWrong();
    }
    await this.failures.clear(`account:${accountId}`);
    const passwordHash = await hashPassword(input.newPassword);
    const keep = context.sessionId ? hashOf(context.sessionId) : undefined;
    const endedSessions = await this.repository.transaction(async (tx) => {
      await tx.updatePasswordHash(accountId, passwordHash);
      await tx.recordEvent(accountId, 'password-changed', accountId);
      await tx.deleteProviderSessions(accountId);
      const ended = await tx.deletePortalSessions(accountId, keep);
      await tx.detachIdTokens(accountId);
      return ended;
    });
    this.logger.log({ msg: 'password changed', accountId, endedSessions });
    return { endedSessions };
  }

  /**
   * Starts a TOTP enrolment: a new secret, shown once (the answer), stored sealed until a code confirms it.
   * Refused while a confirmed authenticator is registered (reset it first).
   */
  async startTotp(accountId: string): Promise<TotpEnrolmentDto> {
    const found = await this.find(accountId);
    const secret = newTotpSecret();
    const started = await this.repository.startTotp(accountId, await this.sealedSecrets.seal({ secret }));
    if (!started) throw AccountSettingsErrors.TotpAlreadyEnrolled();
    const uri = totpUri(secret, found.account.email);
    return { secret, uri, qrSvg: await totpQrSvg(uri) };
  }

  /** Confirms the enrolment with a code of the authenticator; from then on sign-in asks for a code. */
  async confirmTotp(accountId: string, code: string, context: SettingsRequestContext): Promise<AccountSettingsDto> {
    await this.find(accountId);
    const totp = await this.repository.findTotp(accountId);
    if (!totp || totp.confirmedAt) throw AccountSettingsErrors.TotpNotStarted();
    if (await this.isBlocked(accountId, context.ip)) throw AccountSettingsErrors.TooManyAttempts();
    const step = await this.match(totp.secretSealed, code);
    if (step === undefined) {
      await this.recordFailure(accountId, context.ip);
      throw AccountSettingsErrors.TotpCodeInvalid();
    }
    await this.repository.transaction(async (tx) => {
      await tx.confirmTotp(accountId, step);
      await tx.recordEvent(accountId, 'totp-enrolled', accountId);
    });
    return this.settings(accountId);
  }

  /** SPEC §6 'reset MFA device': removes the registered second factor (recorded with who did it). */
  async resetMfa(accountId: string, actorId: string): Promise<{ removed: boolean }> {
    await this.find(accountId);
    const removed = await this.repository.transaction(async (tx) => {
      const had = await tx.deleteTotp(accountId);
      if (had) await tx.recordEvent(accountId, 'mfa-reset', actorId);
      return had;
    });
    this.logger.log({ msg: 'MFA device reset', accountId, actorId, removed });
    return { removed };
  }

  /** The security record of an account, oldest first (tests, administration). */
  events(accountId: string) {
    return this.repository.listEvents(accountId);
  }

  /** Sign-in: the account has a confirmed authenticator, so a code is needed after the password. */
  async hasSecondFactor(accountId: string): Promise<boolean> {
    return Boolean((await this.repository.findTotp(accountId))?.confirmedAt);
  }

  /** Sign-in: a valid code of the account's confirmed authenticator, not used before (each code works once). */
  async verifySecondFactor(accountId: string, code: string): Promise<boolean> {
    const totp = await this.repository.findTotp(accountId);
    if (!totp?.confirmedAt) return false;
    const step = await this.match(totp.secretSealed, code);
    return step !== undefined && (await this.repository.useTotpStep(accountId, step));
  }

  /** The account or the address has used up its failures for the window. */
  private async isBlocked(accountId: string, ip: string): Promise<boolean> {
    const blocked = await Promise.all([`account:${accountId}`, `ip:${ip}`].map((key) => this.failures.isBlocked(key)));
    return blocked.some(Boolean);
  }

  private async recordFailure(accountId: string, ip: string): Promise<void> {
    await Promise.all([`account:${accountId}`, `ip:${ip}`].map((key) => this.failures.recordFailure(key)));
  }

  private async match(secretSealed: string, code: string): Promise<number | undefined> {
    const digits = normaliseTotpCode(code);
    const secret = (await this.sealedSecrets.open(secretSealed))?.secret;
    if (!digits || !secret) return undefined;
    return matchTotp(secret, digits);
  }

  private async find(accountId: string): Promise<AccountWithCompany> {
    const found = await this.accounts.findById(accountId);
    if (!found || found.account.disabled) throw AccountSettingsErrors.AccountNotFound();
    return found;
  }
}

function validName(name: string): boolean {
  return name.length > 0 && name.length <= NAME_MAX_LENGTH && NAME_PATTERN.test(name);
}
