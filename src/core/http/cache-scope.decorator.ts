import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { type CacheScope, DEFAULT_CACHE_SCOPE } from '../cache/cache-scope.js';

/** The request's cache scope (cache=false, nextRelease prefix), set by the cache-scope hook. */
export const RequestCacheScope = createParamDecorator(
  (_: unknown, context: ExecutionContext): CacheScope =>
    context.switchToHttp().getRequest<FastifyRequest>().cacheScope ?? DEFAULT_CACHE_SCOPE,
);
