import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type CacheScope,
  NEXT_RELEASE_COOKIE,
  NEXT_RELEASE_PREFIX,
  cacheFlagFrom,
  nextReleaseFrom,
} from '../cache/cache-scope.js';
import type { SwrCache } from '../cache/swr-cache.js';
import { readCookie, serializeCookie } from './cookies.js';

declare module 'fastify' {
  interface FastifyRequest {
    cacheScope: CacheScope;
  }
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const TESTING_COOKIE = 'uapp_is-testing';

/**
 * Applies the query flags of SPEC §1/§2.3 before any route runs: `cache=clear` empties the caches, `cache=false`
 * bypasses them for this request, `?nextRelease` sets or clears the release cookie and the key prefix.
 */
export function registerCacheScopeHook(fastify: FastifyInstance, caches: SwrCache[]): void {
  fastify.decorateRequest('cacheScope', null as unknown as CacheScope);
  // Callback style (no promise per request): this runs for every request, including page-cache hits.
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const flag = cacheFlagFrom(query.cache);
    const cookieValue = readCookie(request.headers.cookie, NEXT_RELEASE_COOKIE);
    const nextRelease = nextReleaseFrom(query, cookieValue);
    if ('nextRelease' in query) {
      void reply.header(
        'set-cookie',
        nextRelease
          ? serializeCookie(NEXT_RELEASE_COOKIE, 'true', { maxAgeSeconds: ONE_YEAR_SECONDS })
          : serializeCookie(NEXT_RELEASE_COOKIE, '', { maxAgeSeconds: 0 }),
      );
    }
    if ('testing' in query) {
      // SPEC §2.3: testing=true marks a test visitor (no tracking scripts); testing=false ends it.
      void reply.header(
        'set-cookie',
        query.testing === 'true'
          ? serializeCookie(TESTING_COOKIE, 'true', { maxAgeSeconds: ONE_YEAR_SECONDS })
          : serializeCookie(TESTING_COOKIE, '', { maxAgeSeconds: 0 }),
      );
    }
    request.cacheScope = { bypass: flag === 'bypass', prefix: nextRelease ? NEXT_RELEASE_PREFIX : '' };
    if (flag !== 'clear') return done();
    Promise.all(caches.map((cache) => cache.clear())).then(
      () => done(),
      (error: unknown) => done(error as Error),
    );
  });
}
