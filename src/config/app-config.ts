import { resolve } from 'node:path';

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
  cache: {
    maxEntries: number;
    ttlMs: number;
    lockTimeoutMs: number;
    pageMaxEntries: number;
    redisCommandTimeoutMs: number;
  };
  http: { requestTimeoutMs: number; connectionTimeoutMs: number; keepAliveTimeoutMs: number; bodyLimitBytes: number };
}

export const DEMO_SESSION_SECRET = 'demo-session-secret-not-for-production';
export const DEMO_EDITOR_PASSWORD = 'editor-demo';
export const APP_CONFIG = Symbol('APP_CONFIG');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

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
  const sessionSecret = env.SESSION_SECRET || DEMO_SESSION_SECRET;
  const editorPassword = env.EDITOR_PASSWORD || DEMO_EDITOR_PASSWORD;
  if (env.SESSION_SECRET && env.SESSION_SECRET.length < 32) {
    throw new ConfigError('SESSION_SECRET must be at least 32 characters long');
  }

  return {
    nodeEnv,
    demoMode: !env.SESSION_SECRET || !env.EDITOR_PASSWORD,
    port,
    host: env.HOST || '0.0.0.0',
    publicBaseUrl: (url(env, 'PUBLIC_BASE_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir: resolve(env.DATA_DIR || './data'),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    sessionSecret,
    editorPassword,
    logLevel,
    seedOnEmpty: env.SEED_ON_EMPTY !== 'false',
    trackingScriptUrl: url(env, 'TRACKING_SCRIPT_URL', ['https:', 'http:']),
    wustecExternalUrl: (url(env, 'WUSTEC_EXTERNAL_URL', ['http:', 'https:']) ?? 'https://www.wustec.example').replace(
      /\/+$/,
      '',
    ),
    wustecHost: (env.WUSTEC_HOST || 'wustec.localhost').toLowerCase(),
    geoCountryHeader: (env.GEO_COUNTRY_HEADER || 'x-vercel-ip-country').toLowerCase(),
    cache: {
      maxEntries: integer(env, 'CACHE_MAX_ENTRIES', 400, 1),
      ttlMs: integer(env, 'CACHE_TTL_MS', 30 * 60_000, 1),
      lockTimeoutMs: 5_000,
      pageMaxEntries: integer(env, 'PAGE_CACHE_MAX_ENTRIES', 2_000, 1),
      redisCommandTimeoutMs: integer(env, 'REDIS_COMMAND_TIMEOUT_MS', 250, 10),
    },
    http: {
      requestTimeoutMs: 30_000,
      connectionTimeoutMs: 10_000,
      keepAliveTimeoutMs: 72_000,
      bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 1_048_576, 1024),
    },
  };
}
