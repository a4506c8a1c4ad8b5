import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Logger } from '@nestjs/common';
import { BLANK_CALLBACK_ROUTE, PENDING_COOKIE, type SignInFlow } from './sign-in-flow.js';

export { BLANK_CALLBACK_ROUTE, LOGIN_ROUTE, PENDING_COOKIE } from './sign-in-flow.js';

const CALLBACK_PATH = /^\/([a-z]{2}(?:-[a-z]{2})?)\/callback$/;

/** The portal's paths that must never be cached: the callback and everything under `/{locale}/{portal}`. */
export function isPrivatePagePath(pathname: string, portalSegment: string): boolean {
  const [, locale, section] = pathname.split('/');
  return !!locale && (section === portalSegment || section === 'callback');
}

/**
 * The sign-in's routes outside the API, as plain Fastify routes and one hook registered before the page
 * catch-all: they set cookies and redirect, which a Vike page cannot. (`GET /api/auth/login` is a Nest route:
 * auth.controller.ts.) `/{locale}/callback` stays a page of the site: the hook below handles the provider's return
 * (code/state/error) and redirects, while the page itself (modules/portal-auth/portal.pages.ts) shows the
 * login error with the site's layout.
 */
export function registerAuthRoutes(fastify: FastifyInstance, flow: SignInFlow, portalSegment: string): void {
  const logger = new Logger('AuthRoutes');

  // SPEC §2.2 /blank-callback: the silent (prompt=none) return.
  // Without the provider's parameters there is nothing to complete: SPEC §8 'missing params'.
  fastify.get(BLANK_CALLBACK_ROUTE, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    if (!query.state || (!query.code && !query.error)) {
      logger.warn('sign-in callback: missing params');
      flow.clearCookie(reply, PENDING_COOKIE);
      return reply.header('cache-control', 'no-store').redirect('/en/callback?failed=missing-params', 302);
    }
    return flow.complete(request, reply, 'en');
  });

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
      flow.clearCookie(reply, PENDING_COOKIE);
      void reply.header('cache-control', 'no-store').redirect(`/${match[1]}/callback?failed=missing-params`, 302);
      return;
    }
    // The reply is sent here; `done` is called only if completing throws.
    flow.complete(request, reply, match[1]!).catch((error: unknown) => done(error as Error));
  });

  // SPEC §2.2 /{locale}/{portal}/logout: revoke, clear the session, end the provider's session.
  fastify.get(`/:locale/${portalSegment}/logout`, async (request, reply) => {
    const { locale } = request.params as { locale: string };
    return flow.signOut(request, reply, locale);
  });
}
