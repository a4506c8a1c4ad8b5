import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { NotFoundException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderPage } from 'vike/server';
import type { SwrCache } from '../core/cache/swr-cache.js';
import { toApiError } from '../core/http/api-exception.filter.js';
import { allowSameOriginFraming, allowScriptHashes } from '../core/http/security-headers.js';
import { PageRenderer, isBot } from '../../modules/routing/index.js';
import { PAGE_VARY, PRIVATE_PAGE_CACHE_CONTROL, cachedPageHeaders } from './page-cache/fast-path.js';
import { type PageKeyRules, pageCacheIdentity } from './page-cache/page-cache-key.js';
import type {
  FormPostState,
  PageServices,
  ServerPageContextInit,
} from '../../modules/routing/page-services.contract.js';
import { type RenderedPage, renderedPage } from './page-cache/rendered-page.js';
import { type EncodedPages, encodedEtag, matchesEtag, preferredEncoding } from './page-cache/page-encoding.js';
import { PROJECT_ROOT } from '../core/project-root.js';

export interface VikeMountOptions {
  mode: 'development' | 'production';
  /** What pages call on the server; the request's cache scope reaches them through the request context. */
  services: PageServices;
  pageCache: SwrCache;
  /** Compressed bodies of shared pages (the fast path's, so a page is compressed once per instance). */
  encodedPages: EncodedPages;
  /** Pages that are per user (the portal, the sign-in callback): never cached, `Cache-Control: private, no-store`. */
  isPrivatePath?: (pathname: string) => boolean;
  /**
   * Whether the request comes from a signed-in editor (checked before the page cache): then the page is rendered
   * for them alone, `Cache-Control: private, no-store` and `X-Robots-Tag: noindex`.
   */
  isEditorRequest?: (request: FastifyRequest) => Promise<boolean>;
  /** The preview-password page to show instead of the requested one, when the gate holds this request back. */
  previewGatePage?: (request: FastifyRequest) => string | undefined;
  /**
   * How the page-cache key names a page: what of the Host header chooses the site, and which query parameters the
   * page reads (RoutingService.siteKey and pageQueryKey).
   */
  pageKeyRules?: PageKeyRules;
  /**
   * Whether this request's `cache=false` skips the page cache (it also answers for visitors
   * within their rate limit); false renders nothing anew and serves the cached page.
   */
  bypassesPageCache?: (request: FastifyRequest) => boolean;
  /**
   * Whether the answer to this request sets a cookie (a query flag): such an answer may come from
   * the page cache but is never stored in it (and is sent private: src/core/http/cookie-cache-control.ts).
   */
  setsCookie?: (request: FastifyRequest) => boolean;
}

export const CLIENT_DIST = join(PROJECT_ROOT, 'dist/client');
export const SERVER_ENTRY = join(PROJECT_ROOT, 'dist/server/entry.mjs');
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The catch-all route that renders pages (every GET no other route answers). */
export const PAGE_ROUTE = '/*';

/**
 * Mounts Vike in Nest's Fastify instance (STACK-NOTES): Vite's dev middleware or the built client assets, then
 * one catch-all GET route that renders pages. Nest's `/api/*` routes are more specific and win.
 * Must run before `app.init()`.
 */
export async function mountVike(app: NestFastifyApplication, options: VikeMountOptions): Promise<() => Promise<void>> {
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  let close = async () => undefined as void;

  if (options.mode === 'development') {
    const { createServer } = await import('vite');
    const vite = await createServer({
      root: PROJECT_ROOT,
      server: { middlewareMode: true, hmr: { server: fastify.server } },
      appType: 'custom',
    });
    app.use(vite.middlewares);
    close = () => vite.close();
  } else {
    if (!existsSync(SERVER_ENTRY)) throw new Error('uapp: no production build in dist/ (run `npm run build`)');
    await import(pathToFileURL(SERVER_ENTRY).href);
    await mountBuildFiles(fastify);
  }

  const render = async (
    request: FastifyRequest,
    url = request.url,
    formPost?: FormPostState,
  ): Promise<RenderedPage> => {
    // No CSP nonce: pages are the same bytes for every visitor, their inline scripts allowed by hash (README § Security).
    const init: ServerPageContextInit & { urlOriginal: string; headersOriginal: unknown } = {
      urlOriginal: url,
      headersOriginal: request.headers,
      services: options.services,
      requestId: String(request.id),
      ...(formPost ? { formPost } : {}),
    };
    const pageContext = await renderPage(init);
    const response = pageContext.httpResponse;
    const body = await response.getBody();
    const ownCacheControl = response.headers.find(([name]) => name.toLowerCase() === 'cache-control')?.[1] ?? '';
    // A page that sets a cookie of its own is this visitor's too: never stored, never replayed to others.
    const setsCookie = response.headers.some(([name]) => name.toLowerCase() === 'set-cookie');
    // A view that apologises for an upstream service (issue 33) renders as a page and answers 503.
    const viewStatus = (pageContext as { data?: { status?: unknown } }).data?.status;
    return renderedPage(
      response.statusCode === 200 && viewStatus === 503 ? 503 : response.statusCode,
      response.headers,
      body,
      setsCookie || /\bprivate\b/i.test(ownCacheControl),
    );
  };

  // A form posted without JavaScript is shown again as its page (modules/forms/form-post.ts).
  let pageRenderer: PageRenderer | undefined;
  try {
    pageRenderer = app.get(PageRenderer, { strict: false });
  } catch {
    // An app without the forms module has nothing to show again.
  }
  pageRenderer?.register(async (request, reply, url, formPost, status) => {
    const page = await render(request, url, formPost);
    const shown = page.statusCode === 200 ? { ...page, statusCode: status } : page;
    // Sent as a page (security headers with its inline scripts' hashes, Vike's headers, Vary), for this visitor
    // alone: it holds what they typed.
    void sendPage(request, reply, shown, 'bypass', true, options.encodedPages);
  });

  fastify.route({
    method: ['GET', 'HEAD'],
    url: PAGE_ROUTE,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) {
        const path = request.url.split('?')[0];
        return reply
          .status(404)
          .send(toApiError(new NotFoundException(`No API route ${request.method} ${path}`), request.id));
      }
      if (isMissingFile(request.url)) return missingFile(request, reply);
      const gatePage = options.previewGatePage?.(request);
      if (gatePage) {
        // SPEC §2.3/§6: the whole site asks for the preview password first; the form is never cached.
        const form = await render(request, gatePage);
        return reply
          .status(form.statusCode === 200 ? 401 : form.statusCode)
          .headers({ 'cache-control': 'no-store', 'x-robots-tag': 'noindex', 'x-page-cache': 'bypass' })
          .type('text/html; charset=utf-8')
          .send(encodedBody(request, reply, form, options.encodedPages, false));
      }
      const editorRequest = (await options.isEditorRequest?.(request)) ?? false;
      const privatePage = editorRequest || (options.isPrivatePath?.(request.url.split('?', 1)[0]!) ?? false);
      const { key } = privatePage
        ? { key: undefined }
        : pageCacheIdentity(request.url, request.headers, request.cookies, options.pageKeyRules);
      const bypassed = key !== undefined && options.bypassesPageCache?.(request) === true;
      const cacheable = key !== undefined && !bypassed;
      const storable = options.setsCookie?.(request) !== true;
      const { value: page, outcome } = cacheable
        ? await options.pageCache.getOrLoadWithOutcome(key, () => render(request), {
            // Only plain 200 pages are shared; redirects and errors depend on more than the URL, a page that
            // calls itself private (an unlocked protected page) is this visitor's alone, and so is an answer that
            // sets a cookie.
            shouldStore: (rendered) => storable && rendered.statusCode === 200 && !rendered.private,
          })
        : { value: await render(request), outcome: 'bypass' as const };
      const privateAnswer = privatePage || page.private === true;
      if (editorRequest || page.private) void reply.header('x-robots-tag', 'noindex');
      if (editorRequest) allowSameOriginFraming(reply.raw);
      const shared = (cacheable || bypassed) && !page.private;
      return sendPage(request, reply, page, shared ? outcome : 'private', privateAnswer, options.encodedPages);
    },
  });
  return close;
}

/** How the build's files are sent: their .br and .gz copies (scripts/precompress.mjs), chosen by Accept-Encoding. */
const BUILD_FILE_OPTIONS = {
  index: false,
  decorateReply: false,
  preCompressed: true,
  setHeaders: (res: { header: (name: string, value: string) => unknown }, path: string) => {
    // Hashed file names under /assets never change: cache them for a year.
    void res.header(
      'cache-control',
      path.includes(`${join('dist', 'client', 'assets')}`) ? IMMUTABLE : 'public, max-age=3600',
    );
  },
} as const;

/**
 * The built client files. /assets (some 250 hashed files with their compressed copies) is one wildcard route, not a
 * route per file: those made the router's start-up work grow with the build (issue 32, item 6: cold start). A
 * file missing there gets the same plain 404 as any missing file. The few files beside /assets keep a route each,
 * so every other path still reaches the pages.
 */
async function mountBuildFiles(fastify: FastifyInstance): Promise<void> {
  await fastify.register(
    async (assets) => {
      assets.setNotFoundHandler(missingFile);
      await assets.register(fastifyStatic, {
        ...BUILD_FILE_OPTIONS,
        root: join(CLIENT_DIST, 'assets'),
        prefix: '/',
        wildcard: true,
      });
    },
    { prefix: '/assets' },
  );
  await fastify.register(fastifyStatic, {
    ...BUILD_FILE_OPTIONS,
    root: CLIENT_DIST,
    prefix: '/',
    wildcard: false,
    globIgnore: ['assets/**'],
  });
}

/**
 * A file that is not there: a plain 404. A stale chunk must fail fast so the reload guard can act (SPEC §4); a
 * locale redirect to a page would hand the browser HTML for a script.
 */
function missingFile(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.status(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not Found');
}

/**
 * Paths that name files or other servers' areas, never pages: the build's assets and ids, the
 * OpenID provider, and a file name at the root (`/favicon.ico`, `/apple-touch-icon.png`). What exists there is
 * answered before the catch-all (static files, Nest routes, the provider); what reaches it is missing.
 */
const FILE_PATH = /^\/(?:(?:assets|builds|oidc)(?:[/?]|$)|[^/?]+\.[A-Za-z0-9]{1,12}(?:\?|$))/;

/**
 * The Vite dev server's own paths (`/@vite/client`, `/@fs/…`, `/__vite_ping`, also
 * percent-encoded), which Vike refuses to render (a 500 with a stack in the log). In development Vite's middleware
 * answers them before this route; in production they are missing files. No page path starts with `@` or `__vite`.
 */
const VITE_DEV_PATH = /^\/(?:@|__vite)/;

function isViteDevPath(url: string): boolean {
  const path = url.split('?', 1)[0]!;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Not decodable: compared as sent.
  }
  return VITE_DEV_PATH.test(decoded);
}

function isMissingFile(url: string): boolean {
  return FILE_PATH.test(url) || isViteDevPath(url);
}

/** Headers of Vike's response that the server sets itself. */
export const OWN_HEADERS = new Set(['cache-control', 'content-security-policy']);

/**
 * The page's body as this client accepts it, with the headers that go with it, and the page's
 * inline scripts allowed by hash in the response's policy.
 */
function encodedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  page: RenderedPage,
  encodedPages: EncodedPages,
  shared: boolean,
): Buffer {
  allowScriptHashes(reply.raw, page.scriptHashes);
  const { body, encoding } = encodedPages.body(page, request.headers['accept-encoding'], shared);
  if (encoding) {
    void reply.header('content-encoding', encoding);
    if (page.statusCode === 200) void reply.header('etag', encodedEtag(page.etag, encoding));
  }
  void reply.header('vary', PAGE_VARY);
  return body;
}

function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: RenderedPage,
  outcome: string,
  privatePage: boolean,
  encodedPages: EncodedPages,
): FastifyReply {
  if (page.statusCode >= 400 && isBot(request.headers['user-agent'])) {
    // SPEC §2.5/§8: crawlers get no error page, only the status; the error is logged.
    request.log.error(
      { statusCode: page.statusCode, url: request.url, userAgent: request.headers['user-agent'] },
      'error page withheld from bot',
    );
    return reply
      .status(page.statusCode)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(String(page.statusCode));
  }
  if (page.statusCode === 200) {
    void reply.headers(cachedPageHeaders(page, outcome));
    if (matchesEtag(request.headers['if-none-match'], page.etag)) {
      // The browser keeps its copy and the policy it came with (a 304 would update the stored headers).
      reply.raw.removeHeader('content-security-policy');
      void reply.header('etag', encodedEtag(page.etag, preferredEncoding(request.headers['accept-encoding'])));
      return reply.status(304).send();
    }
  } else {
    void reply.header('x-page-cache', outcome).header('cache-control', 'no-store');
  }
  // A per-user page: no browser or proxy keeps it, not even for revalidation.
  if (privatePage) void reply.header('cache-control', PRIVATE_PAGE_CACHE_CONTROL);
  for (const [name, value] of page.headers) {
    // Vike's own caching advice and its script-only policy are replaced by ours (src/core/http/security-headers.ts).
    if (!OWN_HEADERS.has(name.toLowerCase())) void reply.header(name, value);
  }
  const body = encodedBody(request, reply, page, encodedPages, outcome !== 'private' && page.statusCode === 200);
  // Error pages depend on the visitor's language too (the redirect to a locale, the 404's language).
  if (page.statusCode !== 200) void reply.header('vary', `${PAGE_VARY}, Accept-Language`);
  return reply.status(page.statusCode).send(body);
}
