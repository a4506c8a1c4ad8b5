import { isIP } from 'node:net';
import { join, resolve } from 'node:path';

/** Every setting the server reads, typed and defaulted. Documented in README.md § Configuration. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  /** True when secrets fell back to their documented demo values. */
  demoMode: boolean;
  port: number;
  host: string;
  publicBaseUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  sessionSecret: string;
  editorPassword: string;
  /** SPEC §2.3/§6 preview-password gate: on for the whole public site (PREVIEW_PASSWORD_ENABLED) and its password. */
  previewGate: { enabled: boolean; password: string };
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Where pages of the wustec site redirect to (SPEC §2.3). */
  wustecExternalUrl: string;
  /** Host of the wustec site's own domain (seeded into its domain configuration). */
  wustecHost: string;
  /** Request header carrying the visitor's country from the hosting platform's geo lookup. */
  geoCountryHeader: string;
  /** Seed the demo content when the database is empty. */
  seedOnEmpty: boolean;
  /** A tag manager script loaded on public pages, except in technical areas and for testing visitors. */
  trackingScriptUrl: string | undefined;
  /** Where the image endpoint keeps resized images (issue 4: results cached on disk). */
  imageCacheDir: string;
  /**
   * Issue 13 item 2, images on a budget: the disk cache's byte cap (IMAGE_CACHE_MAX_BYTES, LRU eviction), renders
   * running at once (IMAGE_RENDER_CONCURRENCY) and waiting (IMAGE_RENDER_QUEUE; beyond that 503), and sharp's
   * decompression-bomb limit (IMAGE_MAX_INPUT_PIXELS).
   */
  images: { cacheMaxBytes: number; renderConcurrency: number; renderQueue: number; maxInputPixels: number };
  /** Issue 13 item 6: 404 counts kept in memory (NOT_FOUND_MAX_PATHS distinct paths), written every flushMs. */
  notFound: { maxPaths: number; flushMs: number };
  /**
   * Where ticket attachments are streamed to (issue 10 item 5; SPEC §9: at most 100 MB each): UPLOADS_DIR, else
   * `uploads` under DATA_DIR (issue 25: two instances with different data directories never share uploads).
   */
  uploadsDir: string;
  uploads: UploadLimits;
  cache: {
    /** Bounds of the in-process data cache: entries and total size (JSON length of the values). */
    maxEntries: number;
    maxBytes: number;
    ttlMs: number;
    lockTimeoutMs: number;
    /** Bounds of the in-process page cache: entries and total size (the rendered pages' bytes). */
    pageMaxEntries: number;
    pageMaxBytes: number;
    redisCommandTimeoutMs: number;
    /**
     * Issue 13 item 5: CACHE_CLEAR_SECRET, sent as `X-Cache-Secret`, lets a deploy script use `cache=clear` and
     * `cache=false` as an editor can (unset: only editors).
     */
    controlSecret: string | undefined;
    /** A visitor's `cache=false` renders anew at most this often per client and minute (CACHE_BYPASS_RATE_LIMIT). */
    visitorBypassPerMinute: number;
  };
  http: {
    requestTimeoutMs: number;
    connectionTimeoutMs: number;
    keepAliveTimeoutMs: number;
    bodyLimitBytes: number;
    /** SIGTERM: how long in-flight requests may run on before their connections are closed. */
    shutdownTimeoutMs: number;
  };
  /** SPEC §7.1: the server's outbound calls (src/core/http-client); HTTP_CLIENT_TIMEOUT_MS, default 10 s. */
  outboundHttp: { timeoutMs: number };
  /**
   * Issue 13 item 3: whom `X-Forwarded-For` is believed from (Fastify's `trustProxy`): `false` (the default: the
   * client address is the socket's peer), a list of proxy addresses/CIDRs, or the number of proxy hops.
   */
  trustProxy: TrustProxy;
  /**
   * Issue 25 item 1: CORS_ORIGINS, the exact origins (`https://host[:port]`) a browser may call the GraphQL
   * endpoints from with credentials; empty (the default): same origin only, no CORS header at all.
   */
  corsOrigins: readonly string[];
  forms: FormsConfig;
  mail: MailConfig;
  /** Issue 12: how long a user-admin invitation stays valid (USER_INVITE_TTL_DAYS, default 14 days). */
  userInviteTtlMs: number;
  oidc: OidcClientConfig;
  identityProvider: IdentityProviderConfig;
  signInThrottle: SignInThrottleConfig;
  wireFlow: WireFlowLinks;
}

/**
 * Issue 25 item 3: the provider's sign-in throttle (password and TOTP steps), which an attacker cannot turn
 * against the owner: growing delays per account and client, a ceiling per account (and per address) that only
 * clients without a device cookie meet, and the device cookie a successful sign-in leaves.
 */
export interface SignInThrottleConfig {
  /** Failed attempts per account and client before delays start (SIGN_IN_FREE_FAILURES, default 5). */
  freeFailures: number;
  /** The first delay, doubled with every further failure (SIGN_IN_DELAY_BASE_SECONDS, default 1 s)... */
  delayBaseMs: number;
  /** ...up to this (SIGN_IN_DELAY_MAX_SECONDS, default 15 minutes). */
  delayMaxMs: number;
  /** Failures per account from clients without a device cookie per window; then they wait (default 20). */
  accountCeiling: number;
  /** Failures per client address, whatever the account, per window, without a device cookie (default 50). */
  addressCeiling: number;
  /** The ceilings' window (SIGN_IN_CEILING_WINDOW_SECONDS, default 15 minutes). */
  ceilingWindowMs: number;
  /** A device cookie with this many failures is trusted no more (SIGN_IN_DEVICE_MAX_FAILURES, default 10). */
  deviceMaxFailures: number;
  /** The device cookie's lifetime (SIGN_IN_DEVICE_COOKIE_DAYS, default 180 days). */
  deviceCookieMaxAgeMs: number;
}

/**
 * The applications the WIRE Flow page links out to (issue 12 item 6; SPEC §4 WIRE Flow user type): the cloud or
 * on-premises entry by the user's type, and the WIRE Mind, master data and learning hub tiles.
 */
export interface WireFlowLinks {
  cloudUrl: string;
  onPremUrl: string;
  wireMindUrl: string;
  masterDataUrl: string;
  learningHubUrl: string;
}

/** The site as an OpenID Connect client of the portal's issuer (issue 10; SPEC §4 sign-in flow, §7.7, §9). */
export interface OidcClientConfig {
  /** OIDC_ISSUER; defaults to the embedded provider at `${PUBLIC_BASE_URL}/oidc`. */
  issuer: string;
  clientId: string;
  /** Optional: without it the client is public (PKCE only, token_endpoint_auth_method none). */
  clientSecret: string | undefined;
  /** The customer-area path segment after the locale (SPEC §2.2 `{customer-area}`). */
  portalSegment: string;
  /** SPEC §9: auth timeout 5,000 ms. */
  timeoutMs: number;
  /** SPEC §9: a session is renewed (or ended) once expiry minus 180 s has passed. */
  renewalThresholdMs: number;
  /** SPEC §9: how long a failed sign-in waits before falling back to the site's home. */
  loginFailureWaitMs: number;
  /**
   * API_CLIENT_IDS (issue 26, docs/api.md): the OpenID clients whose ID tokens the portal API accepts in
   * `ciam_id_token` without a portal session of this site. With the embedded issuer it registers each of them (a
   * public native client, PKCE, loopback redirect) and the default is the demo client `uapp-api-client`; with
   * another issuer the operator registers the client there and lists its id (default: none).
   */
  apiClientIds: string[];
}

/** The embedded OpenID provider under `${publicBaseUrl}/oidc` (issue 10, README § Identity provider). */
export interface IdentityProviderConfig {
  /** `${PUBLIC_BASE_URL}/oidc`. */
  issuer: string;
  /** The site's registered client (OIDC_CLIENT_ID, default `uapp-portal`). */
  clientId: string;
  /** OIDC_CLIENT_SECRET: when set the client authenticates with it (client_secret_basic/post), else a public client. */
  clientSecret: string | undefined;
}

/**
 * Every mail (forms, invitations, quote requests) is stored in the outbox; it is delivered when SMTP_URL is set
 * (issue 12: one mail module for every feature).
 */
export interface MailConfig {
  /** undefined: mails are stored but not sent (the demo mail viewer shows them). */
  smtpUrl: string | undefined;
  from: string;
  /**
   * `leaseMs` (FORMS_MAIL_LEASE_MS, default 2 minutes): how long a claimed mail is its sender's; a mail whose
   * sender died (kill -9) before marking it sent goes out again once the lease ends, with the same Message-ID.
   */
  outbox: { pollMs: number; retryBaseMs: number; maxAttempts: number; leaseMs: number };
  /** Recipient of the parts quote requests (PARTS_QUOTE_MAIL_TO, issue 12 item 5): the sales team. */
  partsQuoteTo: string;
}

/**
 * Issue 25 item 4: what one customer may put on the server's disk. "Pending" bytes are uploads no ticket has
 * claimed yet; "stored" bytes are all of them, pending included. Sizes in bytes.
 */
export interface UploadLimits {
  pendingPerUser: number;
  pendingPerCompany: number;
  storedPerUser: number;
  storedPerCompany: number;
  /** Uploads a user may start per window (UPLOAD_RATE_LIMIT per UPLOAD_RATE_WINDOW_SECONDS); beyond that 429. */
  ratePerWindow: number;
  rateWindowMs: number;
  /** Free bytes the upload directory's file system keeps; an upload that would go below answers 507. */
  minFreeDiskBytes: number;
}

/** Public forms (SPEC §1, §5, §7.8): rate limit, where their mails go, bot protection. */
export interface FormsConfig {
  /** Submissions accepted per client IP within `rateWindowMs` (across all forms). */
  rateLimit: number;
  rateWindowMs: number;
  /** Recipient of every submission's mail (MAIL_TO). */
  mailTo: string;
  /** reCAPTCHA Enterprise, on when site key, project and API key are all set. */
  recaptcha: { siteKey: string; projectId: string; apiKey: string; verifyUrl: string; minScore: number } | undefined;
  /** How long a whitepaper download link stays valid. */
  downloadTtlMs: number;
}

export const DEMO_SESSION_SECRET = 'demo-session-secret-not-for-production';
export const DEMO_EDITOR_PASSWORD = 'editor-demo';
export const DEMO_PREVIEW_PASSWORD = 'preview-demo';
export const APP_CONFIG = Symbol('APP_CONFIG');

const MIB = 1024 * 1024;
const GIB = 1024 * MIB;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Fastify's `trustProxy` as configured by TRUST_PROXY. */
export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY: empty, `false` or `off` trusts no proxy; a whole number is a hop count; otherwise a comma-separated
 * list of IPv4/IPv6 addresses or CIDRs. `true` (trust everybody) is refused: any client could then pick its IP.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || /^(false|off|no|0)$/i.test(value)) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 32) throw new ConfigError(`TRUST_PROXY hop count must be at most 32, got "${raw}"`);
    return hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    const prefixOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (family === 0 || !prefixOk || rest.length > 0) {
      throw new ConfigError(
        `TRUST_PROXY must be off, a hop count or a comma-separated list of addresses/CIDRs, got "${entry}"`,
      );
    }
  }
  return entries;
}

/**
 * CORS_ORIGINS: a comma-separated list of exact origins (scheme, host and port as a browser sends them in `Origin`;
 * no path, no wildcard). Empty by default.
 */
export function parseCorsOrigins(raw: string | undefined): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return entries.map((entry) => {
    let parsed: URL | undefined;
    try {
      parsed = new URL(entry);
    } catch {
      parsed = undefined;
    }
    // An origin is all a browser compares: anything more (a path, a trailing slash, `*`) would never match.
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== entry) {
      throw new ConfigError(`CORS_ORIGINS must list origins such as https://app.example.com, got "${entry}"`);
    }
    return entry;
  });
}

/** A configuration the server cannot start with; its message is one line meant for the operator. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function integer(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function url(env: NodeJS.ProcessEnv, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => p + '//').join(' or ')}`);
  }
  return raw;
}

function fraction(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 1) {
    throw new ConfigError(`${name} must be a number between 0 and 1, got "${raw}"`);
  }
  return value;
}

/** A plain mail address (no display name), so a typo fails at start rather than at the first quote request. */
function mailAddress(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = (env[name] ?? '').trim() || fallback;
  if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(value)) {
    throw new ConfigError(`${name} must be a mail address such as sales@example.com, got "${value}"`);
  }
  return value;
}

function loadMailConfig(env: NodeJS.ProcessEnv): MailConfig {
  return {
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    from: env.MAIL_FROM || 'Kudex Group website <no-reply@kudex.example>',
    outbox: {
      pollMs: integer(env, 'FORMS_OUTBOX_POLL_MS', 5_000, 10),
      retryBaseMs: integer(env, 'FORMS_MAIL_RETRY_BASE_MS', 30_000, 1),
      maxAttempts: integer(env, 'FORMS_MAIL_MAX_ATTEMPTS', 8, 1, 100),
      // Longer than the worst SMTP exchange (connect 10 s + greeting 10 s + socket 30 s), or two senders overlap.
      leaseMs: integer(env, 'FORMS_MAIL_LEASE_MS', 2 * 60_000, 1_000),
    },
    partsQuoteTo: mailAddress(env, 'PARTS_QUOTE_MAIL_TO', 'sales@kudex.example'),
  };
}

function loadFormsConfig(env: NodeJS.ProcessEnv): FormsConfig {
  const recaptchaVars = ['RECAPTCHA_SITE_KEY', 'RECAPTCHA_PROJECT_ID', 'RECAPTCHA_API_KEY'] as const;
  const recaptchaSet = recaptchaVars.filter((name) => env[name]);
  if (recaptchaSet.length > 0 && recaptchaSet.length < recaptchaVars.length) {
    const missing = recaptchaVars.filter((name) => !env[name]);
    throw new ConfigError(`bot protection needs ${missing.join(' and ')} too (or none of the RECAPTCHA_* variables)`);
  }
  return {
    rateLimit: integer(env, 'FORMS_RATE_LIMIT', 10, 1),
    rateWindowMs: integer(env, 'FORMS_RATE_WINDOW_SECONDS', 600, 1) * 1000,
    mailTo: env.MAIL_TO || 'service@kudex.example',
    recaptcha:
      recaptchaSet.length === recaptchaVars.length
        ? {
            siteKey: env.RECAPTCHA_SITE_KEY!,
            projectId: env.RECAPTCHA_PROJECT_ID!,
            apiKey: env.RECAPTCHA_API_KEY!,
            verifyUrl: (
              url(env, 'RECAPTCHA_VERIFY_URL', ['http:', 'https:']) ?? 'https://recaptchaenterprise.googleapis.com/v1'
            ).replace(/\/+$/, ''),
            minScore: fraction(env, 'RECAPTCHA_MIN_SCORE', 0.5),
          }
        : undefined,
    downloadTtlMs: 24 * 60 * 60_000,
  };
}

function loadSignInThrottleConfig(env: NodeJS.ProcessEnv): SignInThrottleConfig {
  return {
    freeFailures: integer(env, 'SIGN_IN_FREE_FAILURES', 5, 1, 1_000),
    delayBaseMs: integer(env, 'SIGN_IN_DELAY_BASE_SECONDS', 1, 1, 3_600) * 1000,
    delayMaxMs: integer(env, 'SIGN_IN_DELAY_MAX_SECONDS', 15 * 60, 1, 24 * 3_600) * 1000,
    accountCeiling: integer(env, 'SIGN_IN_ACCOUNT_CEILING', 20, 1),
    addressCeiling: integer(env, 'SIGN_IN_ADDRESS_CEILING', 50, 1),
    ceilingWindowMs: integer(env, 'SIGN_IN_CEILING_WINDOW_SECONDS', 15 * 60, 1, 24 * 3_600) * 1000,
    deviceMaxFailures: integer(env, 'SIGN_IN_DEVICE_MAX_FAILURES', 10, 1),
    deviceCookieMaxAgeMs: integer(env, 'SIGN_IN_DEVICE_COOKIE_DAYS', 180, 1, 400) * 24 * 60 * 60_000,
  };
}

function loadUploadLimits(env: NodeJS.ProcessEnv): UploadLimits {
  return {
    pendingPerUser: integer(env, 'UPLOAD_PENDING_MAX_BYTES_PER_USER', 200 * MIB, 1),
    pendingPerCompany: integer(env, 'UPLOAD_PENDING_MAX_BYTES_PER_COMPANY', 500 * MIB, 1),
    storedPerUser: integer(env, 'UPLOAD_STORED_MAX_BYTES_PER_USER', 2 * GIB, 1),
    storedPerCompany: integer(env, 'UPLOAD_STORED_MAX_BYTES_PER_COMPANY', 10 * GIB, 1),
    ratePerWindow: integer(env, 'UPLOAD_RATE_LIMIT', 20, 1),
    rateWindowMs: integer(env, 'UPLOAD_RATE_WINDOW_SECONDS', 60, 1, 86_400) * 1000,
    minFreeDiskBytes: integer(env, 'UPLOAD_MIN_FREE_DISK_BYTES', GIB, 0),
  };
}

/** The API client the embedded provider registers by default (docs/api.md). */
export const DEMO_API_CLIENT_ID = 'uapp-api-client';

/**
 * API_CLIENT_IDS: comma-separated client ids; unset means the demo client with the embedded issuer and none with
 * another one; empty means none. The site's own client is refused: its ID tokens are bearer tokens only while the
 * portal session holding them lives (issue 25).
 */
export function parseApiClientIds(raw: string | undefined, embeddedIssuer: boolean, siteClientId: string): string[] {
  if (raw === undefined) return embeddedIssuer ? [DEMO_API_CLIENT_ID] : [];
  const ids = [
    ...new Set(
      raw
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    ),
  ];
  for (const id of ids) {
    if (!/^[\w.:-]{1,100}$/.test(id)) {
      throw new ConfigError(`API_CLIENT_IDS must list client ids (letters, digits, . _ : -), got "${id}"`);
    }
    if (id === siteClientId) {
      throw new ConfigError(`API_CLIENT_IDS must not list the site's own client (OIDC_CLIENT_ID ${id})`);
    }
  }
  return ids;
}

function loadOidcConfig(env: NodeJS.ProcessEnv, publicBaseUrl: string): OidcClientConfig {
  const portalSegment = env.PORTAL_SEGMENT || 'portal';
  if (!/^[a-z0-9][a-z0-9-]*$/.test(portalSegment)) {
    throw new ConfigError('PORTAL_SEGMENT must be one lower-case path segment (letters, digits, hyphens)');
  }
  const embeddedIssuer = `${publicBaseUrl}/oidc`;
  const issuer = (url(env, 'OIDC_ISSUER', ['http:', 'https:']) ?? embeddedIssuer).replace(/\/+$/, '');
  const clientId = env.OIDC_CLIENT_ID || 'uapp-portal';
  return {
    issuer,
    clientId,
    clientSecret: env.OIDC_CLIENT_SECRET || undefined,
    portalSegment,
    timeoutMs: integer(env, 'OIDC_TIMEOUT_MS', 5_000, 100, 60_000),
    renewalThresholdMs: 180_000,
    loginFailureWaitMs: 30_000,
    apiClientIds: parseApiClientIds(env.API_CLIENT_IDS, issuer === embeddedIssuer, clientId),
  };
}

/** Hosts that only this machine can reach (the demo secrets are acceptable there). */
export function isLoopbackHost(host: string): boolean {
  const value = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return value === 'localhost' || value === '::1' || /^127(?:\.\d{1,3}){3}$/.test(value);
}

/** Where the data lives: the database (DATABASE_URL, else PGlite in DATA_DIR) and the uploads (UPLOADS_DIR). */
export type StorageConfig = Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'uploadsDir'>;

/**
 * The storage settings alone, resolved as the server resolves them: `npm run backup` and `npm run restore` read
 * these and nothing else, so they need none of the server's secrets.
 */
export function loadStorageConfig(env: NodeJS.ProcessEnv = process.env): StorageConfig {
  return {
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir: resolve(env.DATA_DIR || './data'),
    uploadsDir: resolve(env.UPLOADS_DIR || join(env.DATA_DIR || './data', 'uploads')),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const logLevel = (env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info')) as AppConfig['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  if (nodeEnv === 'production') {
    const missing = ['SESSION_SECRET', 'EDITOR_PASSWORD'].filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new ConfigError(
        `NODE_ENV=production requires ${missing.join(' and ')} to be set (see README § Configuration)`,
      );
    }
  }
  const previewGateEnabled = env.PREVIEW_PASSWORD_ENABLED === 'true';
  if (nodeEnv === 'production' && previewGateEnabled && !env.PREVIEW_PASSWORD) {
    throw new ConfigError('PREVIEW_PASSWORD_ENABLED=true in production requires PREVIEW_PASSWORD to be set');
  }
  const sessionSecret = env.SESSION_SECRET || DEMO_SESSION_SECRET;
  const editorPassword = env.EDITOR_PASSWORD || DEMO_EDITOR_PASSWORD;
  if (env.SESSION_SECRET && env.SESSION_SECRET.length < 32) {
    throw new ConfigError('SESSION_SECRET must be at least 32 characters long');
  }

  // Outside production only this machine can reach the server by default (issue: demo secrets on a public
  // interface); a public interface there needs real secrets.
  const host = env.HOST || (nodeEnv === 'production' ? '0.0.0.0' : '127.0.0.1');
  if (!isLoopbackHost(host) && (!env.SESSION_SECRET || !env.EDITOR_PASSWORD)) {
    throw new ConfigError(
      `HOST=${host} listens beyond this machine and needs SESSION_SECRET and EDITOR_PASSWORD set (no demo secrets)`,
    );
  }
  const publicBaseUrl = (url(env, 'PUBLIC_BASE_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(
    /\/+$/,
    '',
  );
  return {
    nodeEnv,
    demoMode: !env.SESSION_SECRET || !env.EDITOR_PASSWORD,
    port,
    host,
    publicBaseUrl,
    ...loadStorageConfig(env),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    sessionSecret,
    editorPassword,
    previewGate: { enabled: previewGateEnabled, password: env.PREVIEW_PASSWORD || DEMO_PREVIEW_PASSWORD },
    logLevel,
    seedOnEmpty: env.SEED_ON_EMPTY !== 'false',
    trackingScriptUrl: url(env, 'TRACKING_SCRIPT_URL', ['https:', 'http:']),
    imageCacheDir: resolve(env.IMAGE_CACHE_DIR || join(env.DATA_DIR || './data', 'image-cache')),
    images: {
      cacheMaxBytes: integer(env, 'IMAGE_CACHE_MAX_BYTES', 256 * MIB, 1024),
      renderConcurrency: integer(env, 'IMAGE_RENDER_CONCURRENCY', 2, 1, 64),
      renderQueue: integer(env, 'IMAGE_RENDER_QUEUE', 8, 0, 1000),
      maxInputPixels: integer(env, 'IMAGE_MAX_INPUT_PIXELS', 40_000_000, 1),
    },
    notFound: {
      maxPaths: integer(env, 'NOT_FOUND_MAX_PATHS', 1_000, 1),
      flushMs: integer(env, 'NOT_FOUND_FLUSH_MS', 30_000, 100),
    },
    uploads: loadUploadLimits(env),
    wustecExternalUrl: (url(env, 'WUSTEC_EXTERNAL_URL', ['http:', 'https:']) ?? 'https://www.wustec.example').replace(
      /\/+$/,
      '',
    ),
    wustecHost: (env.WUSTEC_HOST || 'wustec.localhost').toLowerCase(),
    geoCountryHeader: (env.GEO_COUNTRY_HEADER || 'x-vercel-ip-country').toLowerCase(),
    cache: {
      maxEntries: integer(env, 'CACHE_MAX_ENTRIES', 400, 1),
      maxBytes: integer(env, 'CACHE_MAX_BYTES', 16 * MIB, MIB),
      ttlMs: integer(env, 'CACHE_TTL_MS', 30 * 60_000, 1),
      lockTimeoutMs: 5_000,
      pageMaxEntries: integer(env, 'PAGE_CACHE_MAX_ENTRIES', 2_000, 1),
      pageMaxBytes: integer(env, 'PAGE_CACHE_MAX_BYTES', 32 * MIB, MIB),
      redisCommandTimeoutMs: integer(env, 'REDIS_COMMAND_TIMEOUT_MS', 250, 10),
      controlSecret: env.CACHE_CLEAR_SECRET || undefined,
      visitorBypassPerMinute: integer(env, 'CACHE_BYPASS_RATE_LIMIT', 30, 0),
    },
    http: {
      requestTimeoutMs: 30_000,
      connectionTimeoutMs: 10_000,
      keepAliveTimeoutMs: 72_000,
      bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 1_048_576, 1024),
      shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    },
    outboundHttp: { timeoutMs: integer(env, 'HTTP_CLIENT_TIMEOUT_MS', 10_000, 100, 120_000) },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
    forms: loadFormsConfig(env),
    mail: loadMailConfig(env),
    userInviteTtlMs: integer(env, 'USER_INVITE_TTL_DAYS', 14, 1, 365) * 24 * 60 * 60 * 1000,
    oidc: loadOidcConfig(env, publicBaseUrl),
    wireFlow: {
      cloudUrl: url(env, 'WIRE_FLOW_CLOUD_URL', ['https:', 'http:']) ?? 'https://wireflow.kudex.example/app',
      onPremUrl: url(env, 'WIRE_FLOW_ONPREM_URL', ['https:', 'http:']) ?? 'https://wireflow.kudex.example/on-premises',
      wireMindUrl: url(env, 'WIRE_MIND_URL', ['https:', 'http:']) ?? 'https://wiremind.kudex.example',
      masterDataUrl:
        url(env, 'WIRE_MIND_MASTER_DATA_URL', ['https:', 'http:']) ?? 'https://wiremind.kudex.example/master-data',
      learningHubUrl: url(env, 'LEARNING_HUB_URL', ['https:', 'http:']) ?? 'https://learn.kudex.example',
    },
    identityProvider: {
      issuer: `${publicBaseUrl}/oidc`,
      clientId: env.OIDC_CLIENT_ID || 'uapp-portal',
      clientSecret: env.OIDC_CLIENT_SECRET || undefined,
    },
    signInThrottle: loadSignInThrottleConfig(env),
  };
}
