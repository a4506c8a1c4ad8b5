import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  NEXT_RELEASE_COOKIE,
  NEXT_RELEASE_PREFIX,
  cacheFlagFrom,
  nextReleaseFrom,
  runWithCacheScope,
} from '../cache/cache-scope.js';
import type { SwrCache } from '../cache/swr-cache.js';
import { COOKIE_DEFAULTS } from './cookies.js';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const TESTING_COOKIE = 'uapp_is-testing';

/**
 * Applies the query flags of SPEC §1/§2.3 before any route runs: `cache=clear` empties the caches, `cache=false`
 * bypasses them for this request, `?nextRelease` sets or clears the release cookie and the key prefix. The scope
 * goes into the request context (nestjs-cls), where the caches read it: for Nest controllers and for the Vike page
 * route (a plain Fastify route no Nest enhancer sees) alike. Registered after @fastify/cookie (`request.cookies`).
 */
export function registerCacheScopeHook(fastify: FastifyInstance, caches: SwrCache[]): void {
  // Callback style (no promise per request): this runs for every request, including page-cache hits.
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const flag = cacheFlagFrom(query.cache);
    const nextRelease = nextReleaseFrom(query, request.cookies[NEXT_RELEASE_COOKIE]);
    if ('nextRelease' in query) setFlagCookie(reply, NEXT_RELEASE_COOKIE, nextRelease);
    // SPEC §2.3: testing=true marks a test visitor (no tracking scripts); testing=false ends it.
    if ('testing' in query) setFlagCookie(reply, TESTING_COOKIE, query.testing === 'true');
    const scope = { bypass: flag === 'bypass', prefix: nextRelease ? NEXT_RELEASE_PREFIX : '' } as const;
    // Everything after this hook runs inside the context: the remaining hooks and the handler start from `done`,
    // and Fastify carries the async context across body parsing (an AsyncResource around the content parser).
    runWithCacheScope(scope, () => {
      if (flag !== 'clear') return done();
      Promise.all(caches.map((cache) => cache.clear())).then(
        () => done(),
        (error: unknown) => done(error as Error),
      );
    });
  });
}

/** A flag cookie on for a year, or removed (empty and Max-Age=0). */
function setFlagCookie(reply: FastifyReply, name: string, on: boolean): void {
  void reply.setCookie(name, on ? 'true' : '', { ...COOKIE_DEFAULTS, maxAge: on ? ONE_YEAR_SECONDS : 0 });
}
