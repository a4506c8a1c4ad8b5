import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DATA_CACHE } from '../../src/core/cache/caches.js';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import type { DatabaseHandle } from '../../src/core/database/database.js';
import { DATABASE_HANDLE } from '../../src/core/database/database.module.js';

export interface HealthResponse {
  status: 'ok' | 'degraded' | 'error';
  database: { status: 'up' | 'down'; kind: 'pglite' | 'postgres' };
  cache: { status: 'up' | 'down'; kind: 'memory' | 'redis' };
}

@Controller('health')
export class HealthController {
  constructor(
    @Inject(DATABASE_HANDLE) private readonly database: DatabaseHandle,
    @Inject(DATA_CACHE) private readonly cache: SwrCache,
  ) {}

  /** 200 while the database answers (the cache being down only degrades), 503 when it does not. */
  @Get()
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse> {
    const databaseUp = await this.database.ping().then(
      () => true,
      () => false,
    );
    const cacheStatus = this.cache.backend.status();
    void reply.header('cache-control', 'no-store');
    if (!databaseUp) void reply.status(HttpStatus.SERVICE_UNAVAILABLE);
    return {
      status: !databaseUp ? 'error' : cacheStatus === 'up' ? 'ok' : 'degraded',
      database: { status: databaseUp ? 'up' : 'down', kind: this.database.kind },
      cache: { status: cacheStatus, kind: this.cache.backend.kind },
    };
  }
}
