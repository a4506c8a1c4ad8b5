import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Logger } from '@nestjs/common';
import type { AppConfig } from '../../src/core/config/app-config.js';
import { COOKIE_DEFAULTS } from '../../src/core/http/cookies.js';
import { AuthFlowError, type OidcClientService, type PendingSignIn } from './oidc-client.service.js';
import { SESSION_COOKIE, type PortalSessionService } from './portal-session.service.js';
import { localeOfPath, safeReturnTo } from './return-to.js';

/** The pending sign-in (sealed), alive for the 10 minutes a sign-in may take. */
export const PENDING_COOKIE = 'uapp_auth_pending';
const PENDING_MAX_AGE_S = 600;
export const LOGIN_ROUTE = '/api/auth/login';
export const BLANK_CALLBACK_ROUTE = '/blank-callback';
const CALLBACK_PATH = /^\/([a-z]{2}(?:-[a-z]{2})?)\/callback$/;

export interface AuthRouteDeps {
  config: AppConfig;
  oidc: OidcClientService;
  sessions: PortalSessionService;
  pending: { seal(value: PendingSignIn): string; open(sealed: string | undefined): PendingSignIn | undefined };
}

/** The portal's paths that must never be cached: the callback and everything under `/{locale}/{portal}`. */
export function isPrivatePagePath(pathname: string, portalSegment: string): boolean {
  const [, locale, section] = pathname.split('/');
  return !!locale && (section === portalSegment || section === 'callback');
}

/**
 * The sign-in redirects (issue 10), as plain Fastify routes and one hook registered before the page catch-all: they
 * set cookies and redirect, which a Vike page cannot, and pass no JSON error filter. `/{locale}/callback` stays a
 * page of the site: the hook below handles the provider's return (code/state/error) and redirects, while the page
 * itself (modules/identity/portal-section.resolver.ts) shows the login error with the site's layout.
 */
export function registerAuthRoutes(fastify: FastifyInstance, deps: AuthRouteDeps): void {
  const { config, oidc, sessions, pending } = deps;
  const logger = new Logger('AuthRoutes');
  const secure = config.nodeEnv === 'production';
  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
  const portalHome = (locale: string) => `/${locale}/${config.oidc.portalSegment}`;

  const setSession = (reply: FastifyReply, sessionId: string) =>
    reply.setCookie(SESSION_COOKIE, sessionId, { ...COOKIE_DEFAULTS, httpOnly: true, secure });
  const clearCookie = (reply: FastifyReply, name: string) =>
    reply.clearCookie(name, { ...COOKIE_DEFAULTS, httpOnly: true, secure });

  const begin = async (request: FastifyRequest, reply: FastifyReply, returnTo: string, silent: boolean) => {
    const locale = localeOfPath(returnTo);
    const redirectUri = silent ? `${origin(request)}${BLANK_CALLBACK_ROUTE}` : `${origin(request)}/${locale}/callback`;
    try {
      const { url, pending: state } = await oidc.startSignIn({ redirectUri, returnTo, silent });
      reply.setCookie(PENDING_COOKIE, pending.seal(state), {
        ...COOKIE_DEFAULTS,
        httpOnly: true,
        secure,
        maxAge: PENDING_MAX_AGE_S,
      });
      return reply.header('cache-control', 'no-store').redirect(url.href, 302);
    } catch (error) {
      const failure = error instanceof AuthFlowError ? error.failure : 'no-config';
      logger.error(`sign-in could not start: ${String(error)}`);
      return reply.header('cache-control', 'no-store').redirect(`/${locale}/callback?failed=${failure}`, 302);
    }
  };

  /** The provider's return to either callback: exchange, new session (a new id: rotation), back to returnTo. */
  const complete = async (request: FastifyRequest, reply: FastifyReply, locale: string) => {
    const url = new URL(request.url, origin(request));
    const state = pending.open(request.cookies[PENDING_COOKIE]);
    clearCookie(reply, PENDING_COOKIE);
    void reply.header('cache-control', 'no-store');
    try {
      const tokens = await oidc.finishSignIn(url, state);
      // Rotation: whatever session the browser had is ended; the new one gets a new random id.
      await sessions.end(request.cookies[SESSION_COOKIE]);
      setSession(reply, await sessions.create(tokens));
      return reply.redirect(safeReturnTo(state?.returnTo, portalHome(locale)), 302);
    } catch (error) {
      const failure = error instanceof AuthFlowError ? error.failure : 'exchange';
      logger.warn(`sign-in failed: ${error instanceof Error ? error.message : String(error)}`);
      // A silent attempt that the provider could not complete without the user goes on interactively (SPEC §4).
      if (state?.silent && failure === 'no-code') return begin(request, reply, state.returnTo, false);
      return reply.redirect(`/${localeOfPath(state?.returnTo ?? `/${locale}`)}/callback?failed=${failure}`, 302);
    }
  };

  // GET /api/auth/login?returnTo=/en/portal[&prompt=none]: to the issuer's authorization endpoint.
  fastify.get(LOGIN_ROUTE, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const returnTo = safeReturnTo(query.returnTo, portalHome(localeOfPath(query.returnTo ?? '')));
    return begin(request, reply, returnTo, query.prompt === 'none');
  });

  // SPEC §2.2 /blank-callback: the silent (prompt=none) return.
  fastify.get(BLANK_CALLBACK_ROUTE, async (request, reply) => complete(request, reply, 'en'));

  // SPEC §2.2 /{locale}/callback: the provider's return is handled here; the bare page is the error page.
  // Callback-style and synchronous up to the match: no promise for the other requests (hot path).
  fastify.addHook('preHandler', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    const queryIndex = request.url.indexOf('?');
    const match =
      request.method === 'GET' && queryIndex > 0 ? CALLBACK_PATH.exec(request.url.slice(0, queryIndex)) : null;
    if (!match) return done();
    const query = new URLSearchParams(request.url.slice(queryIndex + 1));
    // Our own error page (`?failed=`), or a visit without the provider's parameters: the page answers.
    if (query.has('failed') || (!query.has('code') && !query.has('state') && !query.has('error'))) return done();
    if (!query.has('state') || (!query.has('code') && !query.has('error'))) {
      logger.warn('sign-in callback: missing params');
      clearCookie(reply, PENDING_COOKIE);
      void reply.header('cache-control', 'no-store').redirect(`/${match[1]}/callback?failed=missing-params`, 302);
      return;
    }
    // The reply is sent here; `done` is called only if completing throws.
    complete(request, reply, match[1]!).catch((error: unknown) => done(error as Error));
  });

  // SPEC §2.2 /{locale}/{portal}/logout: revoke, clear the session, end the provider's session.
  fastify.get(`/:locale/${config.oidc.portalSegment}/logout`, async (request, reply) => {
    const { locale } = request.params as { locale: string };
    const home = `/${localeOfPath(`/${locale}`)}`;
    const idToken = await sessions.end(request.cookies[SESSION_COOKIE]);
    clearCookie(reply, SESSION_COOKIE);
    void reply.header('cache-control', 'no-store');
    const endSession = idToken ? await oidc.endSessionUrl(idToken, `${origin(request)}${home}`) : undefined;
    return reply.redirect(endSession?.href ?? home, 302);
  });
}
