// The account settings page (SPEC §2.2 `/{locale}/{customer-area}/account`). Browser-safe: types
// and constants only.
import type { AccountSettingsDto } from './account.dto.js';
/** The API of the page (all under the portal guard; writes are JSON and Origin-checked). */
export const ACCOUNT_API = {
  settings: '/api/portal/account',
  profile: '/api/portal/account/profile',
  password: '/api/portal/account/password',
  totp: '/api/portal/account/mfa/totp',
  totpConfirm: '/api/portal/account/mfa/totp/confirm',
  mfa: '/api/portal/account/mfa',
} as const;

/**
 * The sign-in that asks for the credentials again (prompt=login), for a change that needs a sign-in within
 * the last 10 minutes (answer 401 `ReauthenticationRequired`); add the page's path as `returnTo`.
 */
export const REAUTHENTICATE_PATH = '/api/auth/login?prompt=login';
export const REAUTHENTICATION_REQUIRED = 'ReauthenticationRequired';

/** A country or language of the profile's lists, named in the page language. */
export interface AccountChoice {
  code: string;
  name: string;
}

export interface AccountViewPayloads {
  settings: {
    /** `/{locale}/{portal}`: the dashboard. */
    basePath: string;
    account: AccountSettingsDto;
    countries: AccountChoice[];
    languages: AccountChoice[];
  };
}

declare module '../routing/section-view.contract.js' {
  interface SectionViewPayloads {
    account: AccountViewPayloads;
  }
}
