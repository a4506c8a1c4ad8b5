// What the portal pages receive from the server. Browser-safe: types and constants only; no token
// ever appears here.
import type { UserProfile } from '../identity-provider/identity.contract.js';
import type { PortalAccess, PortalServiceId, PortalServiceLinks } from './portal-services.contract.js';

/** SPEC §8 auth errors, by the code the callback passes to its error page (`?failed=<code>`). */
export const AUTH_FAILURES = {
  timeout: 'Authorization timed out',
  'state-mismatch': 'State mismatch',
  'no-code': 'Failed to acquire authorization code',
  exchange: 'Unable to exchange authorization for tokens',
  'no-access-token': 'Access token not found in response',
  'no-config': 'Configuration has not been set',
  'missing-params': 'missing params',
} as const;
export type AuthFailure = keyof typeof AUTH_FAILURES;

export function isAuthFailure(value: string | null | undefined): value is AuthFailure {
  return value !== null && value !== undefined && Object.hasOwn(AUTH_FAILURES, value);
}

/** The signed-in user as the UI shows it: the profile without ids the UI does not need. */
export type PortalUser = Pick<
  UserProfile,
  'firstName' | 'lastName' | 'fullName' | 'initials' | 'email' | 'companyName'
>;

export interface PortalViewPayloads {
  /**
   * `access` is `servicesFromRoles(roles)` (SPEC §4), derived on the server; `basePath` is `/{locale}/{portal}`;
   * `links` the configured addresses of the services outside this site.
   */
  dashboard: {
    user: PortalUser;
    access: PortalAccess;
    basePath: string;
    links: PortalServiceLinks;
    /** Numbers on tiles (issue 31: `serviceTickets`, the tickets waiting for the customer). */
    counts?: Partial<Record<PortalServiceId, number>>;
    /** The user answers tickets (issue 31): the dashboard links to the service desk. */
    serviceDeskAgent?: boolean;
  };
  /** The sign-in callback's error page (SPEC §8 login error; waits 30 s, then goes home: SPEC §6, §9). */
  'sign-in-failed': { failure: AuthFailure; message: string; homeHref: string; waitMs: number };
}

declare module '../routing/section-view.contract.js' {
  interface SectionViewPayloads {
    portal: PortalViewPayloads;
  }
}

/**
 * The site header asks who is signed in after hydration (public pages are cached and shared, so
 * their HTML never names anyone). `GET` answers 200 with this, or 204 when nobody is; always `private, no-store`.
 */
export const SIGNED_IN_USER_URL = '/api/auth/session';
