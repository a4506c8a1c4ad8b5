import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { withDetails } from '../../src/core/errors/index.js';
import { LOGIN_ROUTE } from './sign-in-flow.js';
import { PortalAuthErrors } from './portal-auth.errors.js';
import type { PortalRequest } from './portal.guard.js';
import { safeReturnTo } from './return-to.js';

/** How recent the sign-in behind a change of password, second factor or e-mail must be. */
export const RECENT_SIGN_IN_MS = 10 * 60_000;

/**
 * A change of the account's credentials (password, second factor, e-mail) needs the session cookie (the
 * portal guard has checked its Origin) and a sign-in with the credentials within RECENT_SIGN_IN_MS; a bearer ID
 * token is refused. Otherwise the answer says how to sign in again: `signInUrl` asks the provider for the
 * credentials (prompt=login) and returns to the page the request came from. Runs after PortalGuard.
 */
@Injectable()
export class RecentSignInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<PortalRequest>();
    const auth = request.portalAuth;
    if (auth?.via !== 'session') throw PortalAuthErrors.SessionRequired();
    if (!auth.authenticatedAt || Date.now() - auth.authenticatedAt.getTime() > RECENT_SIGN_IN_MS) {
      throw withDetails(PortalAuthErrors.ReauthenticationRequired(), { signInUrl: reauthenticationUrl(request) });
    }
    return true;
  }
}

/** The sign-in that asks for the credentials again, back to the page of this site that sent the request. */
export function reauthenticationUrl(request: PortalRequest): string {
  let path: string | undefined;
  try {
    const referer = new URL(String(request.headers.referer ?? ''));
    if (referer.host === request.host) path = referer.pathname;
  } catch {
    path = undefined;
  }
  const returnTo = path === undefined ? '' : safeReturnTo(path, '');
  // Without a page to return to, the sign-in ends on the portal's dashboard.
  return `${LOGIN_ROUTE}?prompt=login${returnTo ? `&returnTo=${encodeURIComponent(returnTo)}` : ''}`;
}
