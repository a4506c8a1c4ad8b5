import { join, resolve } from 'node:path';
import { defineConfig } from './define-config.js';
import { ConfigError } from './config-error.js';
import { EnvReader } from './env-reader.js';
import { type TrustProxy, parseTrustProxy } from './trust-proxy.js';

export type NodeEnv = 'development' | 'production' | 'test';
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const DEMO_SESSION_SECRET = 'demo-session-secret-not-for-production';
export const DEMO_EDITOR_PASSWORD = 'editor-demo';

const MIB = 1024 * 1024;

/** Where the data lives: the database (DATABASE_URL, else PGlite in DATA_DIR) and the uploads (UPLOADS_DIR). */
export interface StorageConfig {
  databaseUrl: string | undefined;
  dataDir: string;
  /**
   * Where ticket attachments are streamed to (SPEC §9: at most 100 MB each): UPLOADS_DIR, else `uploads` under
   * DATA_DIR (two instances with different data directories never share uploads).
   */
  uploadsDir: string;
}

/**
 * The server's own settings, which every part may read: where it listens and stores, its secrets (the two that
 * decide demo mode), logging, HTTP limits, caches. Each feature's settings are slices of their own
 * (`modules/<feature>/<feature>.config.ts`). Documented in docs/configuration.md.
 */
export interface CoreConfig extends StorageConfig {
  nodeEnv: NodeEnv;
  /** True when secrets fell back to their documented demo values. */
  demoMode: boolean;
  port: number;
  host: string;
  publicBaseUrl: string;
  redisUrl: string | undefined;
  sessionSecret: string;
  editorPassword: string;
  logLevel: LogLevel;
  /** Request header carrying the visitor's country from the hosting platform's geo lookup. */
  geoCountryHeader: string;
  /** Seed the demo content when the database is empty. */
  seedOnEmpty: boolean;
  /** A tag manager script loaded on public pages, except in technical areas and for testing visitors. */
  trackingScriptUrl: string | undefined;
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
     * CACHE_CLEAR_SECRET, sent as `X-Cache-Secret`, lets a deploy script use `cache=clear` and `cache=false` as an
     * editor can (unset: only editors).
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
   * Whom `X-Forwarded-For` is believed from (Fastify's `trustProxy`): `false` (the default: the client address is
   * the socket's peer), a list of proxy addresses/CIDRs, or the number of proxy hops.
   */
  trustProxy: TrustProxy;
}

export function readNodeEnv(env: EnvReader): NodeEnv {
  const raw = env.env.NODE_ENV;
  return raw === 'production' ? 'production' : raw === 'test' ? 'test' : 'development';
}

/** PUBLIC_BASE_URL without its trailing slashes, by default `http://localhost:{PORT}` (slices derive URLs from it). */
export function readPublicBaseUrl(env: EnvReader): string {
  const port = env.int('PORT', 3000, 0, 65535);
  return (env.url('PUBLIC_BASE_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/+$/, '');
}

export function readStorage(env: EnvReader): StorageConfig {
  const dataDir = env.env.DATA_DIR || './data';
  return {
    databaseUrl: env.url('DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir: resolve(dataDir),
    uploadsDir: resolve(env.env.UPLOADS_DIR || join(dataDir, 'uploads')),
  };
}

/**
 * The storage settings alone, resolved as the server resolves them: `npm run backup` and `npm run restore` read
 * these and nothing else, so they need none of the server's secrets.
 */
export function loadStorageConfig(env: NodeJS.ProcessEnv = process.env): StorageConfig {
  const reader = new EnvReader(env);
  const storage = readStorage(reader);
  if (reader.errors.length > 0) throw new ConfigError(reader.errors.join('\n'));
  return storage;
}

/** Hosts that only this machine can reach (the demo secrets are acceptable there). */
export function isLoopbackHost(host: string): boolean {
  const value = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return value === 'localhost' || value === '::1' || /^127(?:\.\d{1,3}){3}$/.test(value);
}

/** The secrets, with the refusals that keep demo values out of production and off public interfaces. */
function readSecrets(env: EnvReader, nodeEnv: NodeEnv, host: string) {
  const { SESSION_SECRET, EDITOR_PASSWORD } = env.env;
  const missing = [!SESSION_SECRET && 'SESSION_SECRET', !EDITOR_PASSWORD && 'EDITOR_PASSWORD'].filter(Boolean);
  if (nodeEnv === 'production' && missing.length > 0) {
    env.fail(`NODE_ENV=production requires ${missing.join(' and ')} to be set (see README § Configuration)`);
  } else if (!isLoopbackHost(host) && missing.length > 0) {
    // Outside production only this machine can reach the server by default; a public interface needs real
    // secrets. (In production the line above already names what is missing.)
    env.fail(
      `HOST=${host} listens beyond this machine and needs SESSION_SECRET and EDITOR_PASSWORD set (no demo secrets)`,
    );
  }
  if (SESSION_SECRET && SESSION_SECRET.length < 32) env.fail('SESSION_SECRET must be at least 32 characters long');
  return {
    demoMode: missing.length > 0,
    sessionSecret: SESSION_SECRET || DEMO_SESSION_SECRET,
    editorPassword: EDITOR_PASSWORD || DEMO_EDITOR_PASSWORD,
  };
}

export const coreConfig = defineConfig('core', (env): CoreConfig => {
  const nodeEnv = readNodeEnv(env);
  const logLevel = env.oneOf('LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'warn' : 'info');
  const host = env.env.HOST || (nodeEnv === 'production' ? '0.0.0.0' : '127.0.0.1');
  return {
    nodeEnv,
    port: env.int('PORT', 3000, 0, 65535),
    host,
    publicBaseUrl: readPublicBaseUrl(env),
    ...readSecrets(env, nodeEnv, host),
    ...readStorage(env),
    redisUrl: env.url('REDIS_URL', ['redis:', 'rediss:']),
    logLevel,
    seedOnEmpty: env.env.SEED_ON_EMPTY !== 'false',
    trackingScriptUrl: env.url('TRACKING_SCRIPT_URL', ['https:', 'http:']),
    geoCountryHeader: (env.env.GEO_COUNTRY_HEADER || 'x-vercel-ip-country').toLowerCase(),
    cache: {
      maxEntries: env.int('CACHE_MAX_ENTRIES', 400, 1),
      maxBytes: env.bytes('CACHE_MAX_BYTES', 16 * MIB, MIB),
      ttlMs: env.duration('CACHE_TTL_MS', 30 * 60_000, 'ms', 1),
      lockTimeoutMs: 5_000,
      pageMaxEntries: env.int('PAGE_CACHE_MAX_ENTRIES', 2_000, 1),
      pageMaxBytes: env.bytes('PAGE_CACHE_MAX_BYTES', 32 * MIB, MIB),
      redisCommandTimeoutMs: env.duration('REDIS_COMMAND_TIMEOUT_MS', 250, 'ms', 10),
      controlSecret: env.env.CACHE_CLEAR_SECRET || undefined,
      visitorBypassPerMinute: env.int('CACHE_BYPASS_RATE_LIMIT', 30, 0),
    },
    http: {
      requestTimeoutMs: 30_000,
      connectionTimeoutMs: 10_000,
      keepAliveTimeoutMs: 72_000,
      bodyLimitBytes: env.bytes('BODY_LIMIT_BYTES', 1_048_576, 1024),
      shutdownTimeoutMs: env.duration('SHUTDOWN_TIMEOUT_MS', 10_000, 'ms', 0, 600_000),
    },
    outboundHttp: { timeoutMs: env.duration('HTTP_CLIENT_TIMEOUT_MS', 10_000, 'ms', 100, 120_000) },
    trustProxy: env.parse(() => parseTrustProxy(env.env.TRUST_PROXY), false),
  };
});

/** The core slice's injection token. */
export const CORE_CONFIG = coreConfig.KEY;
