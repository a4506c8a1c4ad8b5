import { Inject, Injectable, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CORE_CONFIG, type CoreConfig } from '../../src/core/config/core.config.js';
import { type OidcClientConfig, oidcClientConfig } from './oidc-client.config.js';
import { type IdentityProviderConfig, identityProviderConfig } from '../identity-provider/identity-provider.config.js';
import { type RoutingConfig, routingConfig } from '../routing/index.js';
import { COOKIE_DEFAULTS } from '../../src/core/http/cookies.js';
import { OidcClientService, type PendingSignIn } from './oidc-client.service.js';
import { signInFailureOf } from './portal-auth.errors.js';
import { LogoutHints } from '../identity-provider/index.js';
import { SESSION_COOKIE, PortalSessionService } from './portal-session.service.js';
import { localeOfPath, safeReturnTo } from './return-to.js';
import { SealedValue } from '../identity-provider/index.js';

/** The pending sign-in (sealed), alive for the 10 minutes a sign-in may take. */
export const PENDING_COOKIE = 'uapp_auth_pending';
const PENDING_MAX_AGE_S = 600;
export const LOGIN_ROUTE = '/api/auth/login';
export const BLANK_CALLBACK_ROUTE = '/blank-callback';

/**
 * The sign-in redirects: to the issuer with a sealed pending sign-in, and back from it with a new portal
 * session. Used by the login route (auth.controller.ts) and the callback and logout routes (auth-routes.ts); they
 * set cookies and redirect, and every failure ends on the callback page (`?failed=`), never in a JSON error.
 */
@Injectable()
export class SignInFlow {
  private readonly logger = new Logger('AuthRoutes');
  private readonly secure: boolean;
  private readonly pending: SealedValue<PendingSignIn>;
  /** Set when the site signs in at its own provider, which knows the site's logout hint (logout-hint.ts). */
  private readonly logoutHints: LogoutHints | undefined;

  constructor(
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
    @Inject(oidcClientConfig.KEY) private readonly oidcClient: OidcClientConfig,
    @Inject(identityProviderConfig.KEY) private readonly identityProvider: IdentityProviderConfig,
    @Inject(routingConfig.KEY) private readonly routes: RoutingConfig,
    private readonly oidc: OidcClientService,
    private readonly sessions: PortalSessionService,
  ) {
    this.secure = config.nodeEnv === 'production';
    this.pending = new SealedValue<PendingSignIn>(config.sessionSecret, 'uapp-pending-sign-in');
    this.logoutHints =
      oidcClient.issuer === identityProvider.issuer ? new LogoutHints(config.sessionSecret) : undefined;
  }

  /** `/{locale}/{portal}`: where a sign-in without (a safe) returnTo ends. */
  portalHome(locale: string): string {
    return `/${locale}/${this.routes.portalSegment}`;
  }

  /**
   * To the issuer's authorization endpoint; a sign-in that cannot start ends on the callback page. `forceLogin`
   *: the provider asks for the credentials again (prompt=login), before a sensitive change.
   */
  async begin(
    request: FastifyRequest,
    reply: FastifyReply,
    returnTo: string,
    silent: boolean,
    forceLogin = false,
  ): Promise<FastifyReply> {
    const locale = localeOfPath(returnTo);
    const redirectUri = silent ? `${origin(request)}${BLANK_CALLBACK_ROUTE}` : `${origin(request)}/${locale}/callback`;
    try {
      const { url, pending: state } = await this.oidc.startSignIn({ redirectUri, returnTo, silent, forceLogin });
      reply.setCookie(PENDING_COOKIE, await this.pending.seal(state), {
        ...COOKIE_DEFAULTS,
        httpOnly: true,
        secure: this.secure,
        maxAge: PENDING_MAX_AGE_S,
      });
      return reply.header('cache-control', 'no-store').redirect(url.href, 302);
    } catch (error) {
      const failure = signInFailureOf(error) ?? 'no-config';
      this.logger.error(`sign-in could not start: ${String(error)}`);
      return reply.header('cache-control', 'no-store').redirect(`/${locale}/callback?failed=${failure}`, 302);
    }
  }

  /** The provider's return to either callback: exchange, new session (a new id: rotation), back to returnTo. */
  async complete(request: FastifyRequest, reply: FastifyReply, locale: string): Promise<FastifyReply> {
    const url = new URL(request.url, origin(request));
    const state = await this.pending.open(request.cookies[PENDING_COOKIE]);
    this.clearCookie(reply, PENDING_COOKIE);
    void reply.header('cache-control', 'no-store');
    try {
      const tokens = await this.oidc.finishSignIn(url, state);
      // Rotation: whatever session the browser had is ended; the new one gets a new random id.
      await this.sessions.end(request.cookies[SESSION_COOKIE]);
      reply.setCookie(SESSION_COOKIE, await this.sessions.create(tokens, { forcedLogin: state?.forceLogin }), {
        ...COOKIE_DEFAULTS,
        httpOnly: true,
        secure: this.secure,
      });
      return reply.redirect(safeReturnTo(state?.returnTo, this.portalHome(locale)), 302);
    } catch (error) {
      const failure = signInFailureOf(error) ?? 'exchange';
      this.logger.warn(`sign-in failed: ${error instanceof Error ? error.message : String(error)}`);
      // A silent attempt that the provider could not complete without the user goes on interactively (SPEC §4).
      // The provider answers login_required / interaction_required as an error without a code (`no-code`); a
      // provider that does not answer within the auth timeout (SPEC §9) gets the interactive sign-in too.
      if (state?.silent && (failure === 'no-code' || failure === 'timeout')) {
        return this.begin(request, reply, state.returnTo, false);
      }
      return reply.redirect(`/${localeOfPath(state?.returnTo ?? `/${locale}`)}/callback?failed=${failure}`, 302);
    }
  }

  /**
   * Revokes and ends the portal session, then to the provider's end-session URL (or the home page). The URL names
   * the client and where to return, never the ID token (it would stay in the browser's history).
   */
  async signOut(request: FastifyRequest, reply: FastifyReply, locale: string): Promise<FastifyReply> {
    const home = `/${localeOfPath(`/${locale}`)}`;
    const ended = await this.sessions.end(request.cookies[SESSION_COOKIE]);
    this.clearCookie(reply, SESSION_COOKIE);
    void reply.header('cache-control', 'no-store');
    const endSession = ended
      ? await this.oidc.endSessionUrl(`${origin(request)}${home}`, await this.logoutHints?.issue())
      : undefined;
    return reply.redirect(endSession?.href ?? home, 302);
  }

  clearCookie(reply: FastifyReply, name: string): void {
    void reply.clearCookie(name, { ...COOKIE_DEFAULTS, httpOnly: true, secure: this.secure });
  }
}

function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
