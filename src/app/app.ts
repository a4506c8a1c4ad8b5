import 'reflect-metadata';
import {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type RequestListener,
  type ServerResponse,
  createServer,
} from 'node:http';
import type { INestApplication } from '@nestjs/common';
import fastifyMultipart from '@fastify/multipart';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { PinoNestLogger } from '../core/logging/pino-nest-logger.js';
import { cacheValidationMetadataLookups } from '../core/http/validation-metadata-cache.js';
import type { DestinationStream } from 'pino';
import { FILE_ROUTE } from '../../modules/files/index.js';
import { SEO_ROUTES } from '../../modules/seo/index.js';
import { FEED_ROUTES } from '../../modules/feeds/index.js';
import { BUILD_ROUTES, loadBuildInfo } from '../../modules/builds/index.js';
import {
  AUTHORIZATION_SERVER_METADATA_PATH,
  IdentityProviderService,
  SIGN_OUT_SCRIPT_HASH,
  authorizationServerMetadata,
  loopbackOrigin,
} from '../../modules/identity-provider/index.js';
import {
  OidcClientService,
  SignInFlow,
  isPrivatePagePath,
  registerAuthRoutes,
  registerCanonicalOrigin,
} from '../../modules/portal-auth/index.js';
import { GRAPHQL_ENDPOINT, TICKETS_UPLOAD_PATH } from '../../modules/tickets/index.js';
import { CONTENT_IMAGES_PATH } from '../../modules/media-library/index.js';
import { SERVICE_DESK_UPLOAD_ROUTE } from '../../modules/service-desk/index.js';
import { DRAFT_PROXY_ENDPOINT } from '../../modules/draft-proxy/index.js';
import { EditorAuthService } from '../../modules/editor-auth/index.js';
import { isEditorAreaPath } from '../../modules/editor-area/index.js';
import { registerXliffBodyParser } from '../../modules/translations/index.js';
import { registerNdjsonBodyParser } from '../../modules/catalogue-import/index.js';
import { PREVIEW_GATE_PAGE, PreviewGate } from '../../modules/preview-gate/index.js';
import { LayoutService, RoutingService, routingConfig } from '../../modules/routing/index.js';
import { AppModule } from './app.module.js';
import { DATA_CACHE, PAGE_CACHE } from '../core/cache/caches.js';
import type { SwrCache } from '../core/cache/swr-cache.js';
import type { LoadedConfig } from '../core/config/define-config.js';
import { coreConfig } from '../core/config/core.config.js';
import { corsConfig } from '../core/http/cors.config.js';
import { formsConfig } from '../../modules/forms/forms.config.js';
import { demoModeNotice } from '../core/config/demo-mode.js';
import type { DatabaseHandle } from '../core/database/database.js';
import { ApiExceptionFilter } from '../core/http/api-exception.filter.js';
import { parseCookieHeader } from '../core/http/cookies.js';
import { FieldErrorsValidationPipe } from '../core/http/validation-pipe.js';
import { guardRequests, registerInputGuard } from '../core/http/request-guard.js';
import { registerCookieCacheControl } from '../core/http/cookie-cache-control.js';
import { bypassesPageCache, registerCacheScopeHook, setsFlagCookie } from '../core/http/request-cache-scope.js';
import { RateLimitStore } from '../core/http/rate-limit-store.js';
import { registerRouteBodyLimits } from '../core/http/route-body-limit.js';
import { registerCors } from '../core/http/cors.js';
import { registerPrivateAnswers } from '../core/http/private-answer.js';
import { timingSafeEqual } from 'node:crypto';
import { type SecurityHeaderOptions, scriptHash, securityHeadersMiddleware } from '../core/http/security-headers.js';
import { CONSENT_GATE_SCRIPT } from '../shared/consent.js';
import { isEmptyError } from '../shared/errors.js';
import { createRootLogger, requestIdFor } from '../core/logging/logging.js';
import { PageCacheFastPath } from './page-cache/fast-path.js';
import type { PageKeyRules } from './page-cache/page-cache-key.js';
import { API_COMPRESSION, EncodedPages } from './page-cache/page-encoding.js';
import type { PageServices } from '../../modules/routing/page-services.contract.js';
import { mountApiDocs } from './api-docs.js';
import { PAGE_ROUTE, mountVike } from './vike.js';
import { isUpstreamFailure } from '../core/http-client/index.js';

export interface CreateAppOptions {
  /** Every configuration slice, read and validated (`loadConfig` in ./config.ts). */
  config: LoadedConfig;
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

/** The routes that take a multipart body (method and route URL); any other answers it with 415. */
const MULTIPART_ROUTES = new Set([
  `POST ${TICKETS_UPLOAD_PATH}`,
  `POST ${CONTENT_IMAGES_PATH}`,
  `POST ${SERVICE_DESK_UPLOAD_ROUTE}`,
]);

/** Builds the one server: Nest on Fastify with the API under /api and Vike rendering every other GET. */
export async function createApp(options: CreateAppOptions): Promise<UappApp> {
  const config = options.config.get(coreConfig);
  const { portalSegment } = options.config.get(routingConfig);
  const rootLogger = createRootLogger(config, options.logDestination);
  const demoNotice = demoModeNotice(config);
  if (demoNotice) rootLogger.warn(demoNotice);
  cacheValidationMetadataLookups();
  // README § Security: the same headers on every response, the page-cache fast path included.
  const security: SecurityHeaderOptions = {
    production: config.nodeEnv === 'production',
    trackingScriptUrl: config.trackingScriptUrl,
    recaptcha: options.config.get(formsConfig).recaptcha !== undefined,
    // Static inline scripts: the provider's sign-out form and every page's consent gate (SPEC §2.1).
    scriptHashes: [SIGN_OUT_SCRIPT_HASH, scriptHash(CONSENT_GATE_SCRIPT)],
    // The Vite dev server injects its own inline scripts without a nonce: there the policy only reports.
    reportOnly: options.vike === 'development',
  };
  // Helmet's headers, made once (security-headers.ts): the fast path, Fastify's hook and the provider share them.
  const securityHeaders = securityHeadersMiddleware(security);
  // Compressed pages: a quarter of the page cache's byte budget on top of it (README § Memory).
  const fastPath = new PageCacheFastPath(
    rootLogger.isLevelEnabled('info') ? rootLogger : undefined,
    securityHeaders,
    new EncodedPages(Math.floor(config.cache.pageMaxBytes / 4)),
  );
  const adapter = new FastifyAdapter({
    // Fresh page-cache hits are answered before Fastify; everything else goes on to it.
    serverFactory: (handler: RequestListener) => {
      const server = createServer(guardRequests(fastPath.wrap(handler)));
      // Fastify applies its timeouts only to servers it creates itself.
      server.keepAliveTimeout = config.http.keepAliveTimeoutMs;
      server.requestTimeout = config.http.requestTimeoutMs;
      server.setTimeout(config.http.connectionTimeoutMs);
      return server;
    },
    loggerInstance: rootLogger,
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'reqId' }),
    genReqId: requestIdFor,
    bodyLimit: config.http.bodyLimitBytes,
    requestTimeout: config.http.requestTimeoutMs,
    connectionTimeout: config.http.connectionTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    // X-Forwarded-For counts only from the configured proxies (off by default).
    // Fastify takes a hop count at run time (lib/request.js); its types know only a function for it.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    return503OnClosing: true,
    // A path Fastify cannot decode (`/%`) gets the app's JSON error, not Fastify's FST_ERR_BAD_URL.
    frameworkErrors: (_error: Error, request: FastifyRequest, reply: FastifyReply) => {
      void reply.code(400).header('content-type', 'application/json; charset=utf-8').send({
        statusCode: 400,
        code: 'BadUrl',
        message: 'The request path is not a valid URL',
        requestId: request.id,
      });
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(options.config, options.database, loadBuildInfo(options.vike)),
    adapter,
    {
      logger: new PinoNestLogger(rootLogger),
    },
  );
  // SPEC §2.2: /file/{slug} is a public URL, not an API route; Fastify prefers it to the page catch-all. So are
  // robots.txt and the sitemaps, at the root of every host, and the build files of SPEC §7.2
  // (/builds/latest.json, /builds/meta/{buildId}.json), which must never reach the pages.
  app.setGlobalPrefix('api', { exclude: [FILE_ROUTE, ...SEO_ROUTES, ...FEED_ROUTES, ...BUILD_ROUTES] });
  app.useGlobalPipes(new FieldErrorsValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }));
  app.useGlobalFilters(new ApiExceptionFilter());
  // No enableShutdownHooks(): main.ts owns SIGTERM/SIGINT (drain HTTP first, then app.close(), which runs the
  // shutdown hooks); Nest's own listener would close in parallel and re-raise the signal (exit 143).

  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  // First onRequest hook: every response (JSON, files, pages) carries the headers.
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    securityHeaders(request.raw, reply.raw);
    done();
  });
  // Cross-origin calls to the GraphQL endpoints, for the origins CORS_ORIGINS lists only.
  registerCors(fastify, {
    paths: [GRAPHQL_ENDPOINT, DRAFT_PROXY_ENDPOINT],
    origins: options.config.get(corsConfig).origins,
  });
  // Parses the Cookie header into `request.cookies` (onRequest) and writes `reply.setCookie` values on send.
  await fastify.register(fastifyCookie);
  // An answer that sets a cookie is never publicly cacheable (after the plugin's onSend writer).
  registerCookieCacheControl(fastify);
  // JSON and other text answers compressed for clients that accept it (pages compress themselves,
  // once per page: src/app/page-cache/page-encoding.ts; build files are precompressed: scripts/precompress.mjs).
  await fastify.register(fastifyCompress, API_COMPRESSION);
  // Ticket attachments and media-library images arrive as multipart streams (modules/tickets, modules/media-library;
  // limits set per request). Only the upload routes take multipart: every other route refuses it with 415.
  await fastify.register(fastifyMultipart);
  // Translated XLIFF documents arrive as XML text (modules/translations).
  registerXliffBodyParser(fastify);
  // Catalogue imports may arrive as NDJSON text (modules/catalogue-import).
  registerNdjsonBodyParser(fastify);
  // Routes with a body limit of their own (`@BodyLimit`, e.g. the page-view collector), applied as Nest adds them.
  registerRouteBodyLimits(fastify);
  fastify.addHook('preValidation', async (request, reply) => {
    if (request.isMultipart() && !MULTIPART_ROUTES.has(`${request.method} ${request.routeOptions.url}`)) {
      return reply.code(415).send({
        statusCode: 415,
        code: 'UnsupportedMediaType',
        message: 'Unsupported Media Type: multipart/form-data',
        requestId: request.id,
      });
    }
  });
  // Bodies nested too deep or holding lone surrogates are refused (400) before validation;
  // control characters too, except on pages, whose router answers them with the 400 (query) or 404 (path) page.
  registerInputGuard(fastify, { answersControlCharacters: (request) => request.routeOptions.url === PAGE_ROUTE });
  registerRequestHooks(fastify, rootLogger.isLevelEnabled('info'));
  // Whatever a signed-in API answers is `private, no-store` (the guards mark those requests).
  registerPrivateAnswers(fastify);
  const editorAuth = app.get(EditorAuthService);
  const previewGate = app.get(PreviewGate);
  const routing = app.get(RoutingService);
  const rateLimits = app.get(RateLimitStore);
  const layouts = app.get(LayoutService);
  registerCacheScopeHook(fastify, [app.get<SwrCache>(DATA_CACHE), app.get<SwrCache>(PAGE_CACHE)], {
    isTrusted: async (request) =>
      hasCacheSecret(request.headers['x-cache-secret'], config.cache.controlSecret) ||
      (await editorAuth.isEditor(request.cookies)),
    allowVisitorBypass: async (request) => {
      const limit = config.cache.visitorBypassPerMinute;
      if (limit === 0) return false;
      const { isBlocked } = await rateLimits.increment(request.ip, 60_000, limit, 0, 'cache-bypass');
      return !isBlocked;
    },
  });
  // The page-cache key holds the site and the query parameters the page itself reads.
  const pageKeyRules: PageKeyRules = {
    site: (host, path) => routing.siteKey(host, path),
    query: (host, path, search) => routing.pageQueryKey(host, path, search),
  };
  fastPath.attach(
    app.get<SwrCache>(PAGE_CACHE),
    (url, cookies) => editorAuth.mayBeEditor(cookies) || previewGate.blocks(url, cookies),
    pageKeyRules,
  );

  // The embedded OpenID provider at /oidc, a middleware (middie) ahead of Fastify's routes and body
  // parser, outside Nest's exception filter and validation pipe: its own responses and errors pass unchanged.
  // Middlewares run in an onRequest hook registered before ours: the provider's responses get the headers here.
  app.use('/oidc', (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    securityHeaders(request, response);
    next();
  });
  const provider = await app.get(IdentityProviderService).start();
  app.use('/oidc', provider);
  // RFC 8414 metadata of the issuer /oidc, with the provider's own security headers and caching.
  app.use(
    AUTHORIZATION_SERVER_METADATA_PATH,
    authorizationServerMetadata((request, response, next) => {
      securityHeaders(request, response);
      provider(request, response, next);
    }),
  );
  // The site calls its own provider at the address it listens on, never through PUBLIC_BASE_URL.
  app.get(OidcClientService).reachEmbeddedIssuerAt(() => loopbackOrigin(fastify.server.address()));

  const header = (headers: IncomingHttpHeaders, name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  // One instance for all requests: the request's cache scope travels in the request context, not in here.
  const services: PageServices = {
    resolveRoute: (pathname, search, headers) =>
      routing.resolve({
        pathname,
        search,
        host: header(headers, 'host'),
        cookies: parseCookieHeader(header(headers, 'cookie')),
        acceptLanguage: header(headers, 'accept-language'),
        geoCountry: header(headers, config.geoCountryHeader),
      }),
    chromeAt: (url) => layouts.chromeAt(url),
    reportError: (error, { url, requestId }) => {
      if (isUpstreamFailure(error)) {
        // Its health monitor and the HTTP client report the failure itself; the page says try again (503).
        rootLogger.warn({ reqId: requestId, url, cause: String(error) }, 'page failed: upstream unavailable');
        return 503;
      }
      if (isEmptyError(error)) return 500;
      const message =
        error instanceof Error
          ? error.message
          : typeof error === 'string'
            ? error
            : JSON.stringify(error).slice(0, 200);
      rootLogger.error({ err: error, reqId: requestId, url }, message ? `page failed: ${message}` : 'page failed');
      return 500;
    },
  };
  // Sign-in and portal pages at a loopback alias of PUBLIC_BASE_URL continue on its origin.
  registerCanonicalOrigin(fastify, config.publicBaseUrl, portalSegment);
  // The sign-in's callbacks and logout, before the page catch-all (modules/portal-auth/auth-routes.ts).
  registerAuthRoutes(fastify, app.get(SignInFlow), portalSegment);
  // README § REST API: the Swagger UI and the OpenAPI document, answered before the page catch-all.
  await mountApiDocs(app);
  const closeVike = await mountVike(app, {
    mode: options.vike,
    services,
    pageCache: app.get<SwrCache>(PAGE_CACHE),
    encodedPages: fastPath.encodedPages,
    isPrivatePath: (pathname) => isPrivatePagePath(pathname, portalSegment) || isEditorAreaPath(pathname),
    isEditorRequest: (request) => editorAuth.isEditor(request.cookies),
    pageKeyRules,
    bypassesPageCache,
    setsCookie: setsFlagCookie,
    // Checked before the page cache: no cached page slips past the gate.
    previewGatePage: (request) =>
      previewGate.blocks(request.url, request.cookies)
        ? `${PREVIEW_GATE_PAGE}/${encodeURIComponent(request.url.split(/[/?]/, 2)[1] ?? '')}`
        : undefined,
  });
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

/** The CACHE_CLEAR_SECRET header, compared in constant time; never true when no secret is configured. */
function hasCacheSecret(sent: string | string[] | undefined, secret: string | undefined): boolean {
  if (!secret || typeof sent !== 'string') return false;
  const [a, b] = [Buffer.from(sent), Buffer.from(secret)];
  return a.length === b.length && timingSafeEqual(a, b);
}

function registerRequestHooks(fastify: FastifyInstance, accessLog: boolean): void {
  // Callback-style hooks: no promise per request on the hot path.
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  // One access-log line per request (Fastify's own two lines are off); no hook at all when info is off.
  if (!accessLog) return;
  fastify.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}
