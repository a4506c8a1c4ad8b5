import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { NEXT_RELEASE_COOKIE } from '../../core/cache/cache-scope.js';
import { LruBackend } from '../../core/cache/lru-backend.js';
import type { SwrCache } from '../../core/cache/swr-cache.js';
import { type Cookies, parseCookieHeader } from '../../core/http/cookies.js';
import { allowScriptHashes } from '../../core/http/security-headers.js';
import { requestIdFor } from '../../core/logging/logging.js';
import type { RenderedPage } from './rendered-page.js';
import { EncodedPages, encodedEtag, matchesEtag, preferredEncoding } from './page-encoding.js';
import { type PageKeyRules, pageCacheIdentity } from './page-cache-key.js';

/**
 * A shared cache (a CDN in front of the instances) may hold a public page for a minute and serve
 * it stale for ten more while it revalidates in the background; browsers always revalidate (`max-age=0`, cheap
 * with the ETag). The page cache here is the source of truth and is cleared by editors; a CDN cannot be, so its
 * freshness is short.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** Anything rendered for one person (portal, editor, a session cookie): no browser or proxy keeps it. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-store';
/**
 * What a page's bytes depend on besides the URL (host, path, query): cookies (modules/routing/page-variant.ts), and
 * the encoding. Accept-Language only chooses where a redirect goes, and redirects are not cached.
 */
export const PAGE_VARY = 'Cookie, Accept-Encoding';

/** Headers of a 200 page, from the page cache or not (the normal route in src/vike.ts sends the same). */
export function cachedPageHeaders(page: RenderedPage, outcome: string): Record<string, string> {
  return {
    'x-page-cache': outcome,
    vary: PAGE_VARY,
    etag: page.etag,
    'cache-control': outcome === 'private' ? PRIVATE_PAGE_CACHE_CONTROL : PUBLIC_PAGE_CACHE_CONTROL,
  };
}

/** A cached page's response headers, built once per entry. */
interface PreparedPage {
  headers: Record<string, string | number>;
}

/** Query flags and cookies that need the full pipeline (cache flags, release toggle, testing). */
const NEEDS_PIPELINE = /[?&](cache|nextRelease|testing)(=|&|$)/;

/**
 * Fresh page-cache hits answered at the HTTP server, before Fastify and Nest: a hit costs a Map lookup and the
 * write, so a cached page is nearly as cheap as static bytes (bench/README.md). Everything else — misses, stale
 * entries, cache flags, the release toggle, private sessions, Redis mode — goes to Fastify, which handles it fully.
 */
export class PageCacheFastPath {
  private backend: LruBackend | undefined;
  /** The response headers of each cached page, built once per entry instead of per hit. */
  private readonly prepared = new WeakMap<RenderedPage, PreparedPage>();

  /**
   * Requests the pipeline must see although their page may be cached: cookies that may belong to a personal
   * session (a well-formed editor token), and pages behind the preview-password gate.
   */
  private needsPipeline: (url: string, cookies: Cookies) => boolean = () => false;
  private keyRules: PageKeyRules | undefined;

  /**
   * @param securityHeaders sets the headers every response carries (src/core/http/security-headers.ts), with the
   *   response's own CSP nonce.
   */
  constructor(
    private readonly accessLog: Logger | undefined,
    private readonly securityHeaders: (request: IncomingMessage, response: ServerResponse) => void = () => undefined,
    /** Compressed bodies of shared pages, shared with the Fastify page route (src/app/vike.ts). */
    readonly encodedPages = new EncodedPages(16 * 1024 * 1024),
  ) {}

  /** Called once the page cache exists (after Nest created it); until then every request takes the pipeline. */
  attach(
    pageCache: SwrCache,
    needsPipeline: (url: string, cookies: Cookies) => boolean,
    keyRules?: PageKeyRules,
  ): void {
    this.backend = pageCache.backend instanceof LruBackend ? pageCache.backend : undefined;
    this.needsPipeline = needsPipeline;
    this.keyRules = keyRules;
  }

  wrap(handler: RequestListener): RequestListener {
    return (request, response) => {
      if (!this.tryServe(request, response)) handler(request, response);
    };
  }

  private tryServe(request: IncomingMessage, response: ServerResponse): boolean {
    const backend = this.backend;
    const url = request.url ?? '/';
    if (!backend || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    if (url.startsWith('/api') || url.startsWith('/assets/') || NEEDS_PIPELINE.test(url)) return false;
    const cookies = parseCookieHeader(request.headers.cookie);
    if (cookies[NEXT_RELEASE_COOKIE] === 'true' || this.needsPipeline(url, cookies)) return false;
    // The same key as the page route's (src/app/vike.ts): the page's own query parameters only.
    const { key } = pageCacheIdentity(url, request.headers, cookies, this.keyRules);
    const entry = key === undefined ? undefined : backend.getSync<RenderedPage>(key);
    if (!entry || entry.freshUntil <= Date.now()) return false;

    const page = entry.value;
    const requestId = requestIdFor(request);
    const notModified = matchesEtag(request.headers['if-none-match'], page.etag);
    this.securityHeaders(request, response);
    if (notModified) {
      // As in src/app/vike.ts: the browser's copy keeps the policy it came with.
      response.removeHeader('content-security-policy');
      const etag = encodedEtag(page.etag, preferredEncoding(request.headers['accept-encoding']));
      response.writeHead(304, { 'x-request-id': requestId, ...cachedPageHeaders(page, 'hit'), etag });
      response.end();
    } else {
      const prepared = this.prepare(page);
      const { body, encoding } = this.encodedPages.body(page, request.headers['accept-encoding'], true);
      // The page's inline scripts are allowed by their hashes (README § Security).
      allowScriptHashes(response, page.scriptHashes);
      response.setHeader('x-request-id', requestId);
      response.writeHead(200, {
        ...prepared.headers,
        ...(encoding ? { 'content-encoding': encoding, etag: encodedEtag(page.etag, encoding) } : {}),
        'content-length': body.length,
      });
      response.end(request.method === 'HEAD' ? undefined : body);
    }
    this.accessLog?.info(
      { reqId: requestId, method: request.method, url, statusCode: notModified ? 304 : 200, pageCache: 'hit' },
      'request',
    );
    return true;
  }

  private prepare(page: RenderedPage): PreparedPage {
    let prepared = this.prepared.get(page);
    if (!prepared) {
      const headers: Record<string, string | number> = { ...cachedPageHeaders(page, 'hit') };
      // Vike's caching advice and script-only policy are replaced (as in src/app/vike.ts).
      for (const [name, value] of page.headers) {
        if (!/^(cache-control|content-security-policy)$/i.test(name)) headers[name] = value;
      }
      prepared = { headers };
      this.prepared.set(page, prepared);
    }
    return prepared;
  }
}
