import type { AddressInfo } from 'node:net';
import { type UappApp, createApp } from '../../src/app/app.js';
import { coreOf, loadConfig } from '../../src/app/config.js';
import type { CoreConfig } from '../../src/core/config/core.config.js';
import type { LoadedConfig } from '../../src/core/config/define-config.js';
import { openDatabase } from '../../src/core/database/database.js';
import { freePort } from './free-port.js';
import { LogCapture } from './log-capture.js';
import { type DatabaseKind, type TestDatabase, createTestDatabase } from './test-database.js';

export interface TestApp extends UappApp {
  /** The core slice (public base URL, secrets, storage); `settings` has every slice. */
  config: CoreConfig;
  settings: LoadedConfig;
  database: TestDatabase;
  /** Base URL when started with `listen: true`. */
  baseUrl: string;
  /** The app's log lines from the level given as `logs` (empty without it: the log is silent). */
  logs: LogCapture;
  stop(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  database?: DatabaseKind;
  listen?: boolean;
  /**
   * Listen on this port (implies `listen`), with PUBLIC_BASE_URL `http://127.0.0.1:{port}` unless `env` sets it:
   * the embedded OpenID provider's issuer (`{PUBLIC_BASE_URL}/oidc`) is then the address the test calls.
   */
  port?: number;
  /** As `port`, on a port found free at start: for suites that cannot await a port first (`useBrowserSuite`). */
  embeddedIssuer?: boolean;
  /** Keep the app's log lines from this level in `TestApp.logs` (SPEC §8 messages); silent otherwise. */
  logs?: 'debug' | 'info' | 'warn' | 'error';
  /**
   * A second instance on another app's PostgreSQL database (opened anew, as another process would): `stop`
   * closes this handle and leaves the database to its owner.
   */
  sharedDatabase?: TestDatabase;
}

/** The whole app (API and rendered pages from the production build) on a fresh database. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const port = options.port ?? (options.embeddedIssuer ? await freePort() : undefined);
  const publicBase = port ? { PUBLIC_BASE_URL: `http://127.0.0.1:${port}` } : {};
  const settings = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: options.logs ?? 'silent',
    PORT: '0',
    CACHE_CLEAR_SECRET: TEST_CACHE_SECRET,
    ...publicBase,
    ...options.env,
  });
  const database = options.sharedDatabase
    ? await secondHandleOn(options.sharedDatabase)
    : await createTestDatabase(options.database ?? 'pglite');
  const logs = new LogCapture();
  const uapp = await createApp({
    config: settings,
    database: database.handle,
    vike: 'production',
    logDestination: logs,
  });
  let baseUrl = '';
  if (options.listen || port) {
    await uapp.app.listen({ port: port ?? 0, host: '127.0.0.1' });
    const address = uapp.app.getHttpServer().address() as AddressInfo;
    baseUrl = `http://127.0.0.1:${address.port}`;
  }
  return {
    ...uapp,
    config: coreOf(settings),
    settings,
    database,
    baseUrl,
    logs,
    stop: async () => {
      await uapp.close();
      await database.dispose();
    },
  };
}

async function secondHandleOn(shared: TestDatabase): Promise<TestDatabase> {
  if (!shared.url) throw new Error('a shared database must be PostgreSQL');
  const handle = await openDatabase({ databaseUrl: shared.url });
  return { handle, url: shared.url, dispose: () => handle.close() };
}

/**
 * The CACHE_CLEAR_SECRET every test app runs with, and the header that sends it: with it `cache=false` and
 * `cache=clear` act on every cache, as for an editor; without it they are a visitor's.
 */
export const TEST_CACHE_SECRET = 'test-cache-secret';
export const TRUSTED_CACHE_FLAGS: Readonly<Record<string, string>> = { 'x-cache-secret': TEST_CACHE_SECRET };
