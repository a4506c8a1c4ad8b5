import { defineErrors } from '../../src/core/errors/index.js';

/** Why a signed-in request may still not make a sensitive change (issue 25; README Conventions: Errors). */
export const PortalAuthErrors = defineErrors({
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
});
