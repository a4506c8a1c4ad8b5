import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type CacheFlag,
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

/** Who may steer the caches. */
export interface CacheControlAccess {
  /** A signed-in editor (or the configured secret): `cache=clear` empties, `cache=false` bypasses every cache. */
  isTrusted(request: FastifyRequest): Promise<boolean>;
  /**
   * A visitor's `cache=false`, counted per client: true while within the limit (the page is rendered anew from the
   * data caches), false beyond it (the flag is ignored).
   */
  allowVisitorBypass(request: FastifyRequest): Promise<boolean>;
}

/**
 * Marks a request whose `cache=false` skips the page cache (the page route reads it, src/app/vike.ts). A property
 * of the request, not a WeakSet entry: those live until a full collection (security-headers.ts, NONCE).
 */
const PAGE_CACHE_BYPASS = Symbol('uapp.pageCacheBypass');
/** Marks a request whose answer sets a flag cookie (`?testing`, `?nextRelease`): never stored in the page cache. */
const SETS_FLAG_COOKIE = Symbol('uapp.setsFlagCookie');
type MarkedRequest = IncomingMessage & { [PAGE_CACHE_BYPASS]?: true; [SETS_FLAG_COOKIE]?: true };

export function bypassesPageCache(request: FastifyRequest): boolean {
  return (request.raw as MarkedRequest)[PAGE_CACHE_BYPASS] === true;
}

/**
 * The answer to this request sets a cookie of its own (a query flag): it is this visitor's, so
 * the page route stores nothing from it (it may still answer from the cache), and the Cache-Control of every
 * answer with a Set-Cookie is made private (cookie-cache-control.ts).
 */
export function setsFlagCookie(request: FastifyRequest): boolean {
  return (request.raw as MarkedRequest)[SETS_FLAG_COOKIE] === true;
}

/**
 * Applies the query flags of SPEC §1/§2.3 before any route runs, and decides what they may do:
 * from an editor (or with the secret) `cache=clear` empties the caches and `cache=false` bypasses them all; from
 * anyone else `cache=clear` is ignored and `cache=false` skips only the page cache, within a per-client rate
 * limit, so it never makes the server query the database at the rate a visitor asks. `?nextRelease` sets or
 * clears the release cookie and the key prefix. The scope goes into the request context (nestjs-cls), where the
 * caches read it: for Nest controllers and for the Vike page route alike. Registered after @fastify/cookie.
 */
export function registerCacheScopeHook(fastify: FastifyInstance, caches: SwrCache[], access: CacheControlAccess): void {
  // Callback style (no promise per request) when no cache flag is given: this runs for every request.
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const flag = cacheFlagFrom(query.cache);
    const nextRelease = nextReleaseFrom(query, request.cookies[NEXT_RELEASE_COOKIE]);
    if ('nextRelease' in query) setFlagCookie(request, reply, NEXT_RELEASE_COOKIE, nextRelease);
    // SPEC §2.3: testing=true marks a test visitor (no tracking scripts); testing=false ends it. The first value
    // counts, as for the layout and the page-cache key (modules/routing/page-variant.ts).
    if ('testing' in query) setFlagCookie(request, reply, TESTING_COOKIE, firstValue(query.testing) === 'true');
    const prefix = nextRelease ? NEXT_RELEASE_PREFIX : '';
    if (flag === 'use') return runWithCacheScope({ bypass: false, prefix }, () => done());
    allowedFlag(request, flag, access).then(
      (allowed) => {
        if (allowed !== 'use') (request.raw as MarkedRequest)[PAGE_CACHE_BYPASS] = true;
        // Everything after this hook runs inside the context: the remaining hooks and the handler start from
        // `done`, and Fastify carries the async context across body parsing.
        runWithCacheScope({ bypass: allowed === 'bypass', prefix }, () => {
          if (allowed !== 'clear') return done();
          Promise.all(caches.map((cache) => cache.clear())).then(
            () => done(),
            (error: unknown) => done(error as Error),
          );
        });
      },
      (error: unknown) => done(error as Error),
    );
  });
}

/**
 * What the flag may do for this request: the flag itself for the trusted; for a visitor, `cache=false` becomes a
 * page-cache-only bypass ('page') within the limit, and everything else is ignored ('use').
 */
async function allowedFlag(
  request: FastifyRequest,
  flag: Exclude<CacheFlag, 'use'>,
  access: CacheControlAccess,
): Promise<CacheFlag | 'page'> {
  if (await access.isTrusted(request)) return flag;
  if (flag === 'bypass' && (await access.allowVisitorBypass(request))) return 'page';
  return 'use';
}

/** A flag cookie on for a year, or removed (empty and Max-Age=0). */
function setFlagCookie(request: FastifyRequest, reply: FastifyReply, name: string, on: boolean): void {
  (request.raw as MarkedRequest)[SETS_FLAG_COOKIE] = true;
  void reply.setCookie(name, on ? 'true' : '', { ...COOKIE_DEFAULTS, maxAge: on ? ONE_YEAR_SECONDS : 0 });
}

function firstValue(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}
