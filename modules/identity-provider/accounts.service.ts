import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';
import { hasControlCharacter } from '../../src/shared/control-characters.js';
import { AccountsRepository, type AccountWithCompany } from './accounts.repository.js';

/** SPEC §7.7: the realm every account of the embedded provider belongs to (claim `realm`). */
export const IDENTITY_REALM = 'alpha';

/** argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's minimum), as a PHC string. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** The ID token and userinfo claims of an account (see README § Identity provider). */
export interface AccountClaims {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  name: string;
  /** SPEC §6 role names; always an array. */
  roles: string[];
  company_id: string;
  company_name: string;
  /** The company is the maker's own group (internal employee, SPEC §6). */
  internal: boolean;
  realm: string;
  /** Account settings: the chosen language code (OIDC `locale`), when there is one. */
  locale?: string;
  /** Account settings: the chosen country code, when there is one. */
  country?: string;
}

export function toAccountClaims({ account, company }: AccountWithCompany): AccountClaims {
  return {
    sub: account.id,
    email: account.email,
    email_verified: true,
    given_name: account.firstName,
    family_name: account.lastName,
    name: `${account.firstName} ${account.lastName}`.trim(),
    roles: [...account.roles],
    company_id: company.id,
    company_name: company.name,
    internal: company.isInternal,
    realm: IDENTITY_REALM,
    ...(account.language ? { locale: account.language } : {}),
    ...(account.country ? { country: account.country } : {}),
  };
}

// Verified when the email is unknown, so an unknown account costs as much time as a wrong password.
const DUMMY_HASH = hash('not-a-password-of-anyone');

@Injectable()
export class AccountsService {
  constructor(private readonly repository: AccountsRepository) {}

  /** The account's id when email and password match an enabled account. */
  async verifyCredentials(email: string, password: string): Promise<string | undefined> {
    const normalized = email.trim().toLowerCase();
    // No stored address holds a control character (every write refuses them) and PostgreSQL refuses NUL:
    // such an address is unknown, as any other (a 500 before).
    const found = hasControlCharacter(normalized) ? undefined : await this.repository.findByEmail(normalized);
    if (!found || found.account.disabled) {
      await verify(await DUMMY_HASH, password).catch(() => false);
      return undefined;
    }
    const ok = await verify(found.account.passwordHash, password).catch(() => false);
    return ok ? found.account.id : undefined;
  }

  async claimsFor(accountId: string): Promise<AccountClaims | undefined> {
    return this.claimsOf(await this.repository.findById(accountId));
  }

  /** The claims of an account read with its company by another feature's query; none when it is disabled. */
  claimsOf(found: AccountWithCompany | undefined): AccountClaims | undefined {
    return found && !found.account.disabled ? toAccountClaims(found) : undefined;
  }
}
