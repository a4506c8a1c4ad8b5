import 'reflect-metadata';
import { type INestApplication, ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { Logger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { RoutingService } from '../modules/routing/index.js';
import { AppModule } from './app.module.js';
import { DATA_CACHE, PAGE_CACHE } from './cache/caches.js';
import type { SwrCache } from './cache/swr-cache.js';
import type { AppConfig } from './config/app-config.js';
import type { DatabaseHandle } from './database/database.js';
import { ApiExceptionFilter } from './http/api-exception.filter.js';
import { registerCacheScopeHook } from './http/request-cache-scope.js';
import { createRootLogger, requestIdFor } from './logging.js';
import type { PageServices } from './page-services.js';
import { mountVike } from './vike.js';

export interface CreateAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** `development` mounts Vite's dev middleware, `production` the built bundle. */
  vike: 'development' | 'production';
  logDestination?: DestinationStream;
}

export interface UappApp {
  app: NestFastifyApplication;
  fastify: FastifyInstance;
  /** Stops the app (Nest shutdown hooks, Redis, Vite) but leaves the database open for its owner. */
  close(): Promise<void>;
}

/** Builds the one server: Nest on Fastify with the API under /api and Vike rendering every other GET. */
export async function createApp(options: CreateAppOptions): Promise<UappApp> {
  const { config } = options;
  const rootLogger = createRootLogger(config, options.logDestination);
  const adapter = new FastifyAdapter({
    loggerInstance: rootLogger,
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'reqId' }),
    genReqId: requestIdFor,
    bodyLimit: config.http.bodyLimitBytes,
    requestTimeout: config.http.requestTimeoutMs,
    connectionTimeout: config.http.connectionTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    trustProxy: true,
    return503OnClosing: true,
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, options.database, rootLogger),
    adapter,
    {
      bufferLogs: true,
    },
  );
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix('api');
  app.useGlobalPipes(new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }));
  app.useGlobalFilters(new ApiExceptionFilter());
  app.enableShutdownHooks();

  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  registerRequestHooks(fastify);
  registerCacheScopeHook(fastify, [app.get<SwrCache>(DATA_CACHE), app.get<SwrCache>(PAGE_CACHE)]);

  const routing = app.get(RoutingService);
  const services: PageServices = {
    resolveRoute: (pathname, scope) => routing.resolve(pathname, scope),
  };
  const closeVike = await mountVike(app, { mode: options.vike, services, pageCache: app.get<SwrCache>(PAGE_CACHE) });
  await app.init();
  return {
    app,
    fastify,
    close: async () => {
      await closeVike();
      await (app as INestApplication).close();
    },
  };
}

function registerRequestHooks(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    void reply.header('x-request-id', request.id);
  });
  // One access-log line per request (Fastify's own two lines are off).
  fastify.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}
