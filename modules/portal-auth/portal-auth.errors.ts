import { DomainError, defineErrors, withDetails } from '../../src/core/errors/index.js';
import { AUTH_FAILURES, type AuthFailure, isAuthFailure } from './portal.contract.js';

/** The portal sign-in's failures, every one of them a DomainError (STYLE: Errors). */
export const PortalAuthErrors = defineErrors({
  /** No portal session cookie: the portal guard's 401. */
  SignInRequired: { status: 401, message: 'Sign-in required' },
  /** A `ciam_id_token` that no live session or API client holds, or that does not verify. */
  InvalidIdentityToken: { status: 401, message: 'Invalid identity token' },
  /** A cookie-authenticated write whose Origin is not this site (CSRF). */
  CrossSiteRequest: { status: 403, message: 'Cross-site request refused' },
  /** A bearer ID token (`ciam_id_token`) is never enough for a change of the account's credentials. */
  SessionRequired: {
    status: 403,
    message: 'This change needs the signed-in browser session; an identity token is not accepted for it',
  },
  /** The last sign-in with the credentials is older than RECENT_SIGN_IN_MS: sign in again (`signInUrl`). */
  ReauthenticationRequired: {
    status: 401,
    message: 'For your security, please sign in again to make this change',
  },
  /** The issuer's keys could not be fetched, so a bearer ID token cannot be checked now (not the caller's fault). */
  IssuerUnavailable: {
    status: 503,
    message: 'The sign-in service cannot be reached right now; please try again in a moment',
  },
  /**
   * A sign-in step failed with its SPEC §8 message. Never answered as JSON: the sign-in flow redirects to the login
   * error page with the failure (`?failed=`), so the status only classifies it.
   */
  SignInFailed: { status: 401, message: (failure: AuthFailure) => AUTH_FAILURES[failure] },
});

/** `PortalAuthErrors.SignInFailed` with its failure in the details (the flow reads it back) and its cause. */
export function signInFailed(failure: AuthFailure, cause?: unknown): DomainError<'SignInFailed'> {
  const error = withDetails(PortalAuthErrors.SignInFailed(failure), { failure });
  if (cause !== undefined) error.cause = cause;
  return error;
}

/** The SPEC §8 failure a sign-in step threw, if it was one. */
export function signInFailureOf(error: unknown): AuthFailure | undefined {
  if (!(error instanceof DomainError) || error.code !== 'SignInFailed') return undefined;
  const failure = error.details?.failure;
  return typeof failure === 'string' && isAuthFailure(failure) ? failure : undefined;
}
