import type { TranslationKey } from '../../i18n/messages.js';
import { REAUTHENTICATE_PATH, REAUTHENTICATION_REQUIRED } from '../../modules/account/account.contract.js';

/** A failed call of the account API: the HTTP status, the error code and the server's (English) message. */
export class AccountApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

/**
 * One call of the account API (`ACCOUNT_API`): JSON both ways, the session cookie authenticates, and a same-origin
 * request from script carries the Origin header the CSRF check wants.
 */
export async function accountRequest<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const parsed = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) {
    const error = (parsed ?? {}) as { code?: string; message?: string };
    throw new AccountApiError(
      response.status,
      error.code,
      error.message ?? `Request failed (Code: ${response.status})`,
    );
  }
  return parsed as T;
}

/** The page's own text for the failures it knows; others show the server's message under a general one. */
const KNOWN_FAILURES: Record<string, TranslationKey> = {
  CurrentPasswordWrong: 'account.password.wrong',
  PasswordWeak: 'account.password.weak',
  PasswordRequired: 'account.password.required',
  TooManyAttempts: 'account.error.tooMany',
  ManagedInternally: 'account.internal.notice',
  TotpCodeInvalid: 'account.mfa.codeInvalid',
  [REAUTHENTICATION_REQUIRED]: 'account.error.reauthenticate',
};

/** What a form shows of a failed call; `reauthenticate`: a link to sign in again and come back to this page. */
export interface AccountFailure {
  key?: TranslationKey;
  message: string;
  reauthenticate?: string;
}

export function accountFailure(error: unknown): AccountFailure {
  const reauthenticate =
    error instanceof AccountApiError && error.code === REAUTHENTICATION_REQUIRED
      ? `${REAUTHENTICATE_PATH}&returnTo=${encodeURIComponent(window.location.pathname)}`
      : undefined;
  return { key: failureKey(error), message: failureMessage(error), ...(reauthenticate ? { reauthenticate } : {}) };
}

export function failureKey(error: unknown): TranslationKey | undefined {
  return error instanceof AccountApiError && error.code ? KNOWN_FAILURES[error.code] : undefined;
}

export function failureMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
