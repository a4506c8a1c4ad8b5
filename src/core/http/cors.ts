import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSameOrigin } from './same-origin.js';

export interface CorsOptions {
  /** The paths (without query) that answer cross-origin calls at all: the GraphQL endpoints. */
  paths: readonly string[];
  /** CORS_ORIGINS: the exact origins allowed there; empty: none (same origin only). */
  origins: readonly string[];
}

/** Headers a cross-origin caller may send: JSON bodies and the API client's ID token (SPEC §7.6). */
const ALLOWED_HEADERS = 'content-type, ciam_id_token';
const PREFLIGHT_MAX_AGE_SECONDS = '600';

/** Requests from a listed origin on a CORS path: they pass the Origin check of cookie-authenticated calls. */
const granted = new WeakSet<FastifyRequest>();

/**
 * CORS for the GraphQL endpoints only, and only for the origins CORS_ORIGINS lists. graphql-yoga's
 * own CORS (which echoed any Origin with credentials) is off; without a listed origin no response carries an
 * `Access-Control-*` header and a preflight finds no route. Queries and mutations go by POST only (a cookie never
 * authenticates a GraphQL GET), so the preflight grants POST alone.
 */
export function registerCors(fastify: FastifyInstance, options: CorsOptions): void {
  if (options.origins.length === 0) return;
  const paths = new Set(options.paths);
  const origins = new Set(options.origins);
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (!paths.has(request.url.split('?', 1)[0]!)) return done();
    // The answer depends on the Origin from now on: no shared cache may hand one origin's answer to another.
    void reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (!origin || !origins.has(origin)) return done();
    granted.add(request);
    void reply.header('access-control-allow-origin', origin).header('access-control-allow-credentials', 'true');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      void reply
        .header('access-control-allow-methods', 'POST')
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', PREFLIGHT_MAX_AGE_SECONDS)
        .header('cache-control', 'no-store')
        .code(204)
        .send();
      return;
    }
    done();
  });
}

/**
 * The Origin check of cookie-authenticated calls (CSRF): this server's origin, PUBLIC_BASE_URL's, or an origin
 * CORS_ORIGINS lists on a path that answers it (see `registerCors`).
 */
export function isTrustedOrigin(request: FastifyRequest, publicBaseUrl: string): boolean {
  return isSameOrigin(request, publicBaseUrl) || granted.has(request);
}
