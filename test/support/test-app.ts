import { type AddressInfo, createServer } from 'node:net';
import { type UappApp, createApp } from '../../src/app/app.js';
import { type AppConfig, loadConfig } from '../../src/core/config/app-config.js';
import { type DatabaseKind, type TestDatabase, createTestDatabase } from './test-database.js';

export interface TestApp extends UappApp {
  config: AppConfig;
  database: TestDatabase;
  /** Base URL when started with `listen: true`. */
  baseUrl: string;
  stop(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  database?: DatabaseKind;
  listen?: boolean;
  /**
   * Listen on a free port that PUBLIC_BASE_URL names, so the embedded OpenID provider's issuer
   * (PUBLIC_BASE_URL + /oidc) is this very app: needed to sign in through it. Implies `listen`.
   */
  embeddedIssuer?: boolean;
}

/** A port free right now, for an app whose PUBLIC_BASE_URL must name its own address (the embedded issuer). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The whole app (API and rendered pages from the production build) on a fresh database. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const port = options.embeddedIssuer ? await freePort() : 0;
  const issuerEnv = options.embeddedIssuer ? { PUBLIC_BASE_URL: `http://127.0.0.1:${port}` } : {};
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: String(port),
    ...issuerEnv,
    ...options.env,
  });
  const database = await createTestDatabase(options.database ?? 'pglite');
  const uapp = await createApp({ config, database: database.handle, vike: 'production' });
  let baseUrl = '';
  if (options.listen || options.embeddedIssuer) {
    // PORT 0 unless the test fixed it (e.g. to make PUBLIC_BASE_URL, the embedded issuer's base, this address).
    await uapp.app.listen({ port: config.port, host: '127.0.0.1' });
    const address = uapp.app.getHttpServer().address() as AddressInfo;
    baseUrl = `http://127.0.0.1:${address.port}`;
  }
  return {
    ...uapp,
    config,
    database,
    baseUrl,
    stop: async () => {
      await uapp.close();
      await database.dispose();
    },
  };
}
