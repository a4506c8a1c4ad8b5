import { Injectable } from '@nestjs/common';
import type { Cookies } from '../../src/core/http/cookies.js';
import type { SignedInViewerSource } from '../routing/index.js';
import { LOGIN_ROUTE } from './auth-routes.js';
import { PortalSessionService, SESSION_COOKIE } from './portal-session.service.js';

/** The portal session as routing sees it for role-protected pages (SPEC §4): the user's roles and the way in. */
@Injectable()
export class PortalViewerSource implements SignedInViewerSource {
  constructor(private readonly sessions: PortalSessionService) {}

  async rolesOf(cookies: Cookies): Promise<readonly string[] | undefined> {
    return (await this.sessions.find(cookies[SESSION_COOKIE]))?.profile.roles;
  }

  signInLocation(returnTo: string): string {
    return `${LOGIN_ROUTE}?returnTo=${encodeURIComponent(returnTo)}`;
  }
}
