import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What an answer that sets a cookie is sent with, unless it is private already. */
export const COOKIE_RESPONSE_CACHE_CONTROL = 'private, no-store';

/** Directives that let a shared cache (a CDN, a proxy) keep an answer. */
const SHARED_CACHING = /\b(public|s-maxage)\b/i;
const NOT_SHARED = /\b(private|no-store)\b/i;

/**
 * An answer that sets a cookie is this visitor's, never publicly cacheable: a shared cache would
 * hand the cookie (a test-visitor flag, the release toggle, a session) to everyone after them. Whatever a route
 * set, an answer with Set-Cookie leaves with `private, no-store` unless it already says `private` or `no-store`
 * without allowing shared caches. An onSend hook, registered after @fastify/cookie so the cookies
 * `reply.setCookie` queued are in the headers by then.
 */
export function registerCookieCacheControl(fastify: FastifyInstance): void {
  fastify.addHook(
    'onSend',
    (
      _request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      done: (error: null, payload: unknown) => void,
    ) => {
      if (reply.getHeader('set-cookie') !== undefined) {
        const cacheControl = String(reply.getHeader('cache-control') ?? '');
        if (SHARED_CACHING.test(cacheControl) || !NOT_SHARED.test(cacheControl)) {
          void reply.header('cache-control', COOKIE_RESPONSE_CACHE_CONTROL);
        }
      }
      done(null, payload);
    },
  );
}
