import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../src/core/http/access.decorators.js';
import { ApiErrors, BAD_QUERY_ERROR } from '../../src/core/http/openapi.js';
import { DATA_CACHE } from '../../src/core/cache/caches.js';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import type { DatabaseHandle } from '../../src/core/database/database.js';
import { DATABASE_HANDLE } from '../../src/core/database/database.module.js';
import { UpstreamHealth, type UpstreamStatus } from './upstream-health.js';

class DatabaseHealth {
  @ApiProperty({ enum: ['up', 'down'] })
  status!: 'up' | 'down';

  @ApiProperty({ enum: ['pglite', 'postgres'] })
  kind!: 'pglite' | 'postgres';
}

class CacheHealth {
  @ApiProperty({ enum: ['up', 'down'] })
  status!: 'up' | 'down';

  @ApiProperty({ enum: ['memory', 'redis'] })
  kind!: 'memory' | 'redis';
}

class UpstreamHealthEntry {
  @ApiProperty({ example: 'ticketing' })
  name!: string;

  @ApiProperty({
    enum: ['up', 'degraded', 'down'],
    description: '`degraded`: it answers, but a call failed within the last minute; `down`: it does not answer',
  })
  status!: UpstreamStatus;

  @ApiProperty({ required: false, description: 'The last failure (a call or the probe)' })
  lastError?: string;

  @ApiProperty({ required: false, format: 'date-time' })
  lastErrorAt?: string;
}

export class HealthResponse {
  @ApiProperty({
    enum: ['ok', 'degraded', 'error'],
    description: '`degraded`: the cache or an upstream service is not up, the site still works',
  })
  status!: 'ok' | 'degraded' | 'error';

  @ApiProperty({ type: DatabaseHealth })
  database!: DatabaseHealth;

  @ApiProperty({ type: CacheHealth })
  cache!: CacheHealth;

  @ApiProperty({
    type: [UpstreamHealthEntry],
    description: 'The configured upstream services (issue 33: TICKETING_URL, ...); empty when everything is built in',
  })
  upstreams!: UpstreamHealthEntry[];
}

const HEALTHY: HealthResponse = {
  status: 'ok',
  database: { status: 'up', kind: 'postgres' },
  cache: { status: 'up', kind: 'redis' },
  upstreams: [{ name: 'ticketing', status: 'up' }],
};

@ApiTags('Operations')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    @Inject(DATABASE_HANDLE) private readonly database: DatabaseHandle,
    @Inject(DATA_CACHE) private readonly cache: SwrCache,
    private readonly upstreamHealth: UpstreamHealth,
  ) {}

  /** 200 while the database answers (the cache or an upstream being down only degrades), 503 when it does not. */
  @Get()
  @ApiOperation({ summary: 'Health check for load balancers', description: 'Public; never cached.' })
  @ApiOkResponse({ type: HealthResponse, description: 'The database answers', example: HEALTHY })
  @ApiServiceUnavailableResponse({ type: HealthResponse, description: 'The database does not answer' })
  @ApiErrors(BAD_QUERY_ERROR)
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse> {
    const databaseUp = await this.database.ping().then(
      () => true,
      () => false,
    );
    const cacheStatus = this.cache.backend.status();
    const upstreams = await this.upstreamHealth.reports();
    const allUp = cacheStatus === 'up' && upstreams.every((upstream) => upstream.status === 'up');
    void reply.header('cache-control', 'no-store');
    if (!databaseUp) void reply.status(HttpStatus.SERVICE_UNAVAILABLE);
    return {
      status: !databaseUp ? 'error' : allUp ? 'ok' : 'degraded',
      database: { status: databaseUp ? 'up' : 'down', kind: this.database.kind },
      cache: { status: cacheStatus, kind: this.cache.backend.kind },
      upstreams,
    };
  }
}
