import { createHash, randomFillSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Where a response keeps its nonce: a property of its own, not a WeakMap entry. V8's young-generation collector
 * keeps the entries of a long-lived WeakMap alive until a full collection, so a per-response entry would carry
 * every response (and all it references) into the old generation: that was most of a page render's GC cost.
 */
const NONCE = Symbol('uapp.cspNonce');
type WithNonce = ServerResponse & { [NONCE]?: string };

const NONCE_BYTES = 16;
/** Random bytes for nonces, drawn from the CSPRNG a page at a time: one system call per 256 nonces, not per one. */
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let noncePoolOffset = noncePool.length;

function freshNonce(): string {
  if (noncePoolOffset === noncePool.length) {
    randomFillSync(noncePool);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.toString('base64url', noncePoolOffset, noncePoolOffset + NONCE_BYTES);
  // Used bytes are overwritten at once: no nonce stays in memory longer than its response.
  noncePool.fill(0, noncePoolOffset, noncePoolOffset + NONCE_BYTES);
  noncePoolOffset += NONCE_BYTES;
  return nonce;
}

/** The response's own nonce (128 random bits), made on first use: the CSP header and the page share it. */
export function cspNonceOf(response: ServerResponse): string {
  return ((response as WithNonce)[NONCE] ??= freshNonce());
}

/** Script types that hold data, not code: the browser never runs them, so CSP need not allow them. */
const DATA_SCRIPT_TYPE = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The CSP hash sources (`sha256-…`) of the inline scripts a rendered page runs. Pages carry no
 * nonce: a page's bytes are then the same for every visitor, so the page cache keeps them compressed once, and each
 * response allows exactly the inline scripts of its page by their hashes. Scripts with `src` are allowed by `'self'`.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes!) || DATA_SCRIPT_TYPE.test(attributes!) || body === '') continue;
    hashes.add(scriptHash(body!));
  }
  return [...hashes];
}

/** The CSP hash source (`sha256-…`) of one inline script's body. */
export function scriptHash(body: string): string {
  return `sha256-${createHash('sha256').update(body).digest('base64')}`;
}

const SCRIPT_SRC_SELF = "script-src 'self'";

/** Adds a page's inline-script hashes to the response's policy (set by the security-headers hook before). */
export function allowScriptHashes(response: ServerResponse, hashes: readonly string[]): void {
  if (hashes.length === 0) return;
  const sources = hashes.map((hash) => `'${hash}'`).join(' ');
  for (const name of ['content-security-policy', 'content-security-policy-report-only']) {
    const policy = response.getHeader(name);
    if (typeof policy === 'string')
      response.setHeader(name, policy.replace(SCRIPT_SRC_SELF, `${SCRIPT_SRC_SELF} ${sources}`));
  }
}

/**
 * An editor's pages may be framed by this site's own pages: the content editor shows the draft preview beside its
 * form in an iframe. Everyone else's pages stay unframeable (`frame-ancestors 'none'`, `X-Frame-Options: DENY`).
 */
export function allowSameOriginFraming(response: ServerResponse): void {
  for (const name of ['content-security-policy', 'content-security-policy-report-only']) {
    const policy = response.getHeader(name);
    if (typeof policy === 'string')
      response.setHeader(
        name,
        policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'").replace(/frame-src /, "frame-src 'self' "),
      );
  }
  if (response.hasHeader('x-frame-options')) response.setHeader('x-frame-options', 'SAMEORIGIN');
}

export interface SecurityHeaderOptions {
  production: boolean;
  /** TRACKING_SCRIPT_URL: its origin may load scripts, images and send data. */
  trackingScriptUrl: string | undefined;
  /** reCAPTCHA configured: Google's script, frame and verification calls are allowed. */
  recaptcha: boolean;
  /** Static inline scripts allowed by hash (the OpenID provider's sign-out page submits its form). */
  scriptHashes?: string[];
  /** Only report violations (the Vite dev server injects scripts without nonces). */
  reportOnly?: boolean;
}

const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];
const VIDEO_FRAMES = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * The headers of every response (README § Security): a Content-Security-Policy with a per-response script nonce,
 * no plugins, no `<base>`, no framing; nosniff, strict-origin-when-cross-origin referrers; HSTS in production.
 */
export function helmetOptions(
  options: SecurityHeaderOptions,
  nonceOf: (response: ServerResponse) => string = cspNonceOf,
): HelmetOptions {
  const tracking = options.trackingScriptUrl ? [new URL(options.trackingScriptUrl).origin] : [];
  const recaptcha = options.recaptcha;
  const nonce = (_request: IncomingMessage, response: ServerResponse) => `'nonce-${nonceOf(response)}'`;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      reportOnly: options.reportOnly ?? false,
      directives: {
        'default-src': ["'self'"],
        'script-src': [
          "'self'",
          nonce,
          ...(options.scriptHashes ?? []).map((hash) => `'${hash}'`),
          ...tracking,
          ...(recaptcha ? RECAPTCHA_SCRIPTS : []),
        ],
        'script-src-attr': ["'none'"],
        // React's style attributes and the OpenID provider's <style>: styles cannot run code.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'media-src': ["'self'", 'https:'],
        'connect-src': ["'self'", ...tracking, ...(recaptcha ? ['https://www.google.com/recaptcha/'] : [])],
        'frame-src': [...VIDEO_FRAMES, ...(recaptcha ? RECAPTCHA_FRAMES : [])],
        'worker-src': ["'self'", 'blob:'],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        ...(options.production ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // Images and files may be embedded by the group's other sites and by mail clients.
    crossOriginResourcePolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    xContentTypeOptions: true,
  };
}

/**
 * The build's hashed scripts and stylesheets (`/assets/….js|css`) are never documents: a policy, framing or opener
 * header means nothing on them (a worker script would be the exception, and the site has none). They carry only
 * what applies to a subresource: nosniff (a script must be served as one), the referrer policy (a stylesheet's
 * own requests use it) and HSTS. That is about 1 KB less per file, with a page's dozen of them,
 * and no nonce drawn for each.
 */
const SUBRESOURCE_HEADERS: ReadonlySet<string> = new Set([
  'x-content-type-options',
  'referrer-policy',
  'strict-transport-security',
]);
const BUILD_SUBRESOURCE = /^\/assets\/[^?#]*\.(?:js|css)(?:[?#]|$)/;

export function isBuildSubresource(url: string | undefined): boolean {
  return url !== undefined && BUILD_SUBRESOURCE.test(url);
}

/** Stands for the response's nonce in the headers helmet made once (it is not base64url: it never occurs by chance). */
const NONCE_MARKER = '<uapp-nonce>';

/**
 * The headers of every response, made by helmet once: helmet builds the same headers for every request except the
 * nonce, and building them per request (walking the directives) cost about 4 % of a page render (bench/README.md).
 * Each response gets the recorded headers with its own nonce put in.
 */
export function securityHeadersMiddleware(
  options: SecurityHeaderOptions,
): (req: IncomingMessage, res: ServerResponse) => void {
  const recorded = new Map<string, string | number | readonly string[]>();
  const removed = new Set<string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      recorded.set(name.toLowerCase(), value);
      removed.delete(name.toLowerCase());
    },
    removeHeader: (name: string) => {
      recorded.delete(name.toLowerCase());
      removed.add(name.toLowerCase());
    },
    getHeader: (name: string) => recorded.get(name.toLowerCase()),
  };
  helmet(helmetOptions(options, () => NONCE_MARKER))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    () => undefined,
  );
  const fixed = [...recorded].filter(([, value]) => !String(value).includes(NONCE_MARKER));
  const withNonce = [...recorded]
    .filter(([, value]) => String(value).includes(NONCE_MARKER))
    .map(([name, value]) => [name, String(value).split(NONCE_MARKER)] as const);
  const subresource = fixed.filter(([name]) => SUBRESOURCE_HEADERS.has(name));
  return (request, response) => {
    if (isBuildSubresource(request.url)) {
      for (const [name, value] of subresource) response.setHeader(name, value);
      return;
    }
    for (const name of removed) response.removeHeader(name);
    for (const [name, value] of fixed) response.setHeader(name, value);
    if (withNonce.length === 0) return;
    const nonce = cspNonceOf(response);
    for (const [name, parts] of withNonce) response.setHeader(name, parts.join(nonce));
  };
}
