import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * A route's own body limit, below the global BODY_LIMIT_BYTES (413 above it): Fastify checks it while reading the
 * body, before parsing it, so an endpoint that takes a few hundred bytes never reads a megabyte. Nest has no
 * option for it, so the limit travels in the route's config and `registerRouteBodyLimits` applies it.
 */
export const BodyLimit = (bytes: number): MethodDecorator => RouteConfig({ bodyLimit: bytes });

/** Applies `@BodyLimit` to the routes Nest registers afterwards (call it before `app.init()`). */
export function registerRouteBodyLimits(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route: RouteOptions) => {
    const limit = (route.config as { bodyLimit?: unknown } | undefined)?.bodyLimit;
    if (typeof limit === 'number') route.bodyLimit = limit;
  });
}
