import 'reflect-metadata';
import type { Server } from 'node:http';
import { ConfigError } from '../core/config/config-error.js';
import type { CoreConfig } from '../core/config/core.config.js';
import { coreOf, loadConfig } from './config.js';
import { wustecConfig } from '../../modules/routing/wustec.config.js';
import { type DataDirLock, DataDirLockedError, lockDataDir } from '../core/database/data-dir-lock.js';
import { type DatabaseHandle, openDatabase } from '../core/database/database.js';
import { isDatabaseEmpty, seedDemoContent, seedMissingModules } from './seed.js';
import { createRootLogger } from '../core/logging/logging.js';
import { HttpActivity, drainCounted } from './graceful-shutdown.js';

/** Errors whose message is the whole story for the operator: printed as one line, exit code 1. */
function isOperatorError(error: unknown): error is Error {
  return error instanceof ConfigError || error instanceof DataDirLockedError;
}

async function openAndPrepare(
  config: CoreConfig,
  seed: 'if-empty' | 'always',
  wustecHost: string,
): Promise<{ database: DatabaseHandle; lock?: DataDirLock }> {
  const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.dataDir });
  await database.migrate();
  if (seed === 'always' || (config.seedOnEmpty && (await isDatabaseEmpty(database.db)))) {
    await seedDemoContent(database.db, { wustecHost });
  } else if (config.seedOnEmpty) {
    await seedMissingModules(database.db);
  }
  return { database, lock };
}

/**
 * `npm run keys:rotate [-- --keep=N]`: adds a new signing key to the database (it signs once each instance has
 * restarted) and keeps the N newest keys (default 3, at least 2) in the JWKS for verification.
 */
async function rotateKeys(config: CoreConfig): Promise<void> {
  const { SigningKeysRepository, SigningKeysService } = await import('../../modules/identity-provider/index.js');
  const keep = Number(process.argv.find((arg) => arg.startsWith('--keep='))?.slice('--keep='.length) ?? 3);
  const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.dataDir });
  try {
    await database.migrate();
    const service = new SigningKeysService(new SigningKeysRepository(database.db), config);
    const { kid, removed } = await service.rotate({ keep: Number.isInteger(keep) ? keep : 3 });
    process.stdout.write(
      `uapp: new signing key ${kid}${removed.length ? `; removed ${removed.join(', ')}` : ''}. Restart the servers to sign with it.\n`,
    );
  } finally {
    await database.close();
    lock?.release();
  }
}

async function main(): Promise<void> {
  const loaded = loadConfig();
  const config = coreOf(loaded);
  const log = createRootLogger(config);
  if (process.argv.includes('--rotate-keys')) return rotateKeys(config);
  const seedOnly = process.argv.includes('--seed-only');
  const preparing = openAndPrepare(config, seedOnly ? 'always' : 'if-empty', loaded.get(wustecConfig).host);
  if (seedOnly) {
    const { database, lock } = await preparing;
    log.info({ database: database.kind }, 'demo content seeded');
    await database.close();
    lock?.release();
    return;
  }
  const vikeMode = process.env.UAPP_VIKE_MODE === 'development' ? 'development' : 'production';
  // React and Vike pick their production code paths from NODE_ENV; the production bundle always wants them.
  // (Demo mode vs strict secrets is decided above from the NODE_ENV the operator set.)
  if (vikeMode === 'production') process.env.NODE_ENV = 'production';
  // The app's code loads while the database starts (PGlite compiles its WebAssembly off the main thread, a server
  // connection waits on the network): a cold start overlaps the two instead of adding them (issue 32, item 6).
  const [{ database, lock }, { createApp }] = await Promise.all([preparing, import('./app.js')]);
  const uapp = await createApp({ config: loaded, database, vike: vikeMode });
  const server = uapp.app.getHttpServer() as Server;
  const activity = new HttpActivity(server);
  await uapp.app.listen({ port: config.port, host: config.host });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const startedAt = performance.now();
    // One line as the shutdown starts and one when it is done, saying what there was to drain.
    const { requestsInFlight, connectionsOpen } = activity.snapshot();
    log.info(
      { signal, requestsInFlight, connectionsOpen, timeoutMs: config.http.shutdownTimeoutMs },
      `shutting down: ${requestsInFlight} ${plural(requestsInFlight, 'request')} in flight, ` +
        `${connectionsOpen} ${plural(connectionsOpen, 'connection')} open (${signal})`,
    );
    // Stop accepting and finish what is in flight first: the database and the outbox are still there for it.
    const drain = await drainCounted(server, activity, config.http.shutdownTimeoutMs);
    if (drain.outcome === 'timed-out') {
      log.warn(
        { timeoutMs: config.http.shutdownTimeoutMs, cutOff: drain.requestsCutOff },
        'requests cut off at shutdown',
      );
    }
    // Then the app: the mail outbox waits for the mail it is sending, caches and Redis close.
    const app = await uapp.close().then(
      () => 'closed' as const,
      (error: unknown) => {
        log.error({ err: error }, 'error while closing the app');
        return 'failed' as const;
      },
    );
    const db = await database.close().then(
      () => 'closed' as const,
      () => 'failed' as const,
    );
    lock?.release();
    const durationMs = Math.round(performance.now() - startedAt);
    log.info(
      { signal, ...drain, outbox: app, cache: app, database: db, durationMs, drainMs: drain.durationMs },
      `stopped after ${durationMs} ms: ${drain.requestsFinished} ${plural(drain.requestsFinished, 'request')} ` +
        `finished, ${drain.requestsCutOff} cut off, ${drain.connectionsClosed} ` +
        `${plural(drain.connectionsClosed, 'connection')} closed; outbox and caches ${app}, database ${db}`,
    );
    process.exit(0);
  };
  // Installed before the 'listening' line: whoever waits for that line may signal at once, and a signal without
  // a handler would end the process on the spot.
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  log.info(
    { url: config.publicBaseUrl, database: database.kind, cache: config.redisUrl ? 'redis' : 'memory', vike: vikeMode },
    'uapp is listening',
  );
}

const plural = (count: number, word: string) => (count === 1 ? word : `${word}s`);

main().catch((error: unknown) => {
  if (isOperatorError(error)) {
    // A ConfigError names each bad variable on a line of its own.
    process.stderr.write(
      error.message
        .split('\n')
        .map((line) => `uapp: ${line}\n`)
        .join(''),
    );
  } else {
    process.stderr.write(`uapp: failed to start: ${(error as Error)?.stack ?? String(error)}\n`);
  }
  process.exit(1);
});
