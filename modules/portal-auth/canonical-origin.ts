import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLoopbackHost } from '../../src/core/config/core.config.js';
import { LOGIN_ROUTE } from './sign-in-flow.js';

/**
 * The provider accepts only the redirect URIs of PUBLIC_BASE_URL, and the portal's cookies belong to
 * one host. A visitor who opens the portal at a loopback alias of that address (`http://127.0.0.1:4200` when it is
 * `http://localhost:4200`, the address the server's own log names) is sent to the same path on the public origin
 * before the sign-in starts, so the whole flow (and the session cookie) happens there.
 *
 * Only for loopback aliases: the same scheme and port, both host names this machine's own (localhost, 127.x.y.z,
 * ::1). Never an open redirect: the target origin is the configured one, and the path is one of ours. Any other
 * host (a brand site's, or the app's own behind a proxy) is left alone.
 */
export function loopbackAliasOf(canonical: URL, protocol: string, host: string): boolean {
  let requested: URL;
  try {
    requested = new URL(`${protocol}://${host}`);
  } catch {
    return false;
  }
  return (
    requested.protocol === canonical.protocol &&
    requested.port === canonical.port &&
    requested.hostname !== canonical.hostname &&
    isLoopbackHost(requested.hostname) &&
    isLoopbackHost(canonical.hostname)
  );
}

/** A locale's URL code as the site's paths spell it (`en`, `de-ch`); never `api`. */
const LOCALE_SEGMENT = /^[a-z]{2}(?:-[a-z]{2})?$/;

/**
 * `/api/auth/login` and the portal's pages (`/{locale}/{portal}` and below, logout included). Not the portal API:
 * an API client with a token may call it at any address.
 */
export function startsSignIn(pathname: string, portalSegment: string): boolean {
  if (pathname === LOGIN_ROUTE) return true;
  const [, locale, section] = pathname.split('/');
  return !!locale && LOCALE_SEGMENT.test(locale) && section === portalSegment;
}

export function registerCanonicalOrigin(fastify: FastifyInstance, publicBaseUrl: string, portalSegment: string): void {
  const canonical = new URL(publicBaseUrl);
  // Nothing to do unless the public address is a loopback one: then the aliases are this machine's other names.
  if (!isLoopbackHost(canonical.hostname)) return;
  // Callback-style and synchronous: no promise per request (hot path).
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    const pathname = request.url.split('?', 1)[0]!;
    if (!startsSignIn(pathname, portalSegment) || !loopbackAliasOf(canonical, request.protocol, request.host)) {
      return done();
    }
    void reply.header('cache-control', 'no-store').redirect(`${canonical.origin}${request.url}`, 302);
  });
}
