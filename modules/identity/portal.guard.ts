import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../src/core/config/app-config.js';
import { isTrustedOrigin } from '../../src/core/http/cors.js';
import { markPrivateAnswer } from '../../src/core/http/private-answer.js';
import type { UserProfile } from './identity.contract.js';
import { PortalSessionService, SESSION_COOKIE } from './portal-session.service.js';

export type PortalRequest = FastifyRequest & { portalUser?: UserProfile; portalSessionId?: string };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every portal API (issue 10): a signed-in user from the `uapp_session` cookie, or an API client's ID token in
 * header `ciam_id_token` (SPEC §7.6), verified against the issuer's JWKS; otherwise 401 JSON. Cookie-authenticated
 * writes must come from this site (CSRF: the Origin header must be this server's origin or PUBLIC_BASE_URL).
 */
@Injectable()
export class PortalGuard implements CanActivate {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: PortalSessionService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<PortalRequest>();
    // Whatever this answers, a 401 included, is about one user: never stored (issue 25 item 7).
    markPrivateAnswer(request, context.switchToHttp().getResponse<FastifyReply>());
    const header = request.headers['ciam_id_token'];
    const idToken = Array.isArray(header) ? header[0] : header;
    if (idToken) {
      const user = await this.sessions.userFromIdToken(idToken);
      if (!user) throw new UnauthorizedException('Invalid identity token');
      request.portalUser = user;
      return true;
    }
    const sessionId = request.cookies[SESSION_COOKIE];
    const session = await this.sessions.find(sessionId);
    if (!session) throw new UnauthorizedException('Sign-in required');
    if (!SAFE_METHODS.has(request.method) && !isTrustedOrigin(request, this.config.publicBaseUrl)) {
      throw new ForbiddenException('Cross-site request refused');
    }
    request.portalUser = session.profile;
    request.portalSessionId = sessionId;
    return true;
  }
}
