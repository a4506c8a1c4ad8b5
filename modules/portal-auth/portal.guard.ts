import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CORE_CONFIG, type CoreConfig } from '../../src/core/config/core.config.js';
import { isTrustedOrigin } from '../../src/core/http/cors.js';
import { markPrivateAnswer } from '../../src/core/http/private-answer.js';
import { ApiClientTokensService } from './api-client-tokens.service.js';
import { PortalAuthErrors } from './portal-auth.errors.js';
import type { UserProfile } from '../identity-provider/identity.contract.js';
import { PortalSessionService, SESSION_COOKIE } from './portal-session.service.js';
import { rememberPortalIdToken } from './upstream-id-token.js';

/** How the portal user of a request was authenticated (RecentSignInGuard reads it). */
export interface PortalAuth {
  via: 'session' | 'id-token';
  /** The last sign-in with the credentials (sessions only; undefined when the issuer did not say). */
  authenticatedAt?: Date;
}

export type PortalRequest = FastifyRequest & {
  portalUser?: UserProfile;
  portalSessionId?: string;
  portalAuth?: PortalAuth;
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every portal API: a signed-in user from the `uapp_session` cookie, or an ID token in header
 * `ciam_id_token` (SPEC §7.6), verified against the issuer's JWKS and accepted only while the portal session it was
 * issued with lives, or issued to an API client of API_CLIENT_IDS while its provider session lives
 * (docs/api.md); otherwise 401 JSON. Cookie-authenticated writes must come from this site (CSRF: the
 * Origin header must be this server's origin or PUBLIC_BASE_URL). The user is as the account is now (roles included).
 */
@Injectable()
export class PortalGuard implements CanActivate {
  constructor(
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
    private readonly sessions: PortalSessionService,
    private readonly apiClients: ApiClientTokensService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<PortalRequest>();
    // Whatever this answers, a 401 included, is about one user: never stored.
    markPrivateAnswer(request, context.switchToHttp().getResponse<FastifyReply>());
    const header = request.headers['ciam_id_token'];
    const idToken = Array.isArray(header) ? header[0] : header;
    if (idToken) {
      const user = (await this.sessions.userFromIdToken(idToken)) ?? (await this.apiClients.userFromIdToken(idToken));
      if (!user) throw PortalAuthErrors.InvalidIdentityToken();
      request.portalUser = user;
      request.portalAuth = { via: 'id-token' };
      rememberPortalIdToken(idToken);
      return true;
    }
    const sessionId = request.cookies[SESSION_COOKIE];
    const session = await this.sessions.find(sessionId);
    if (!session) throw PortalAuthErrors.SignInRequired();
    if (!SAFE_METHODS.has(request.method) && !isTrustedOrigin(request, this.config.publicBaseUrl)) {
      throw PortalAuthErrors.CrossSiteRequest();
    }
    request.portalUser = session.profile;
    request.portalSessionId = sessionId;
    request.portalAuth = { via: 'session', authenticatedAt: session.authenticatedAt };
    rememberPortalIdToken(session.idToken);
    return true;
  }
}
