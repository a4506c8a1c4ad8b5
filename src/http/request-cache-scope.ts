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

/**
 * Applies the query flags of SPEC §1/§2.3 before any route runs: `cache=clear` empties the caches, `cache=false`
 * bypasses them for this request, `?nextRelease` sets or clears the release cookie and the key prefix.
 */
export function registerCacheScopeHook(fastify: FastifyInstance, caches: SwrCache[]): void {
  fastify.decorateRequest('cacheScope', null as unknown as CacheScope);
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
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
    if (flag === 'clear') await Promise.all(caches.map((cache) => cache.clear()));
    request.cacheScope = { bypass: flag === 'bypass', prefix: nextRelease ? NEXT_RELEASE_PREFIX : '' };
  });
}
