import type { CoreConfig } from '../config/core.config.js';

/**
 * @keyv/redis and node-redis (about 450 modules) are loaded only when REDIS_URL is set: an instance on the
 * in-process cache starts without them (bench/MEMORY.md, cold start).
 */
type KeyvRedis = typeof import('@keyv/redis');
let keyvRedis: KeyvRedis | undefined;

/** node-redis client as created below (RESP2, no modules). */
export type RedisConnection = ReturnType<typeof newClient>;

/** @keyv/redis, loaded by connectRedis: whoever holds a RedisConnection may use it. */
export function loadedKeyvRedis(): KeyvRedis {
  if (!keyvRedis) throw new Error('@keyv/redis is used before connectRedis loaded it');
  return keyvRedis;
}

function newClient(url: string) {
  return loadedKeyvRedis().createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 1_000,
      reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, 2_000),
    },
  });
}
export const REDIS_CONNECTION = Symbol('REDIS_CONNECTION');
const STARTUP_WAIT_MS = 1_500;

/**
 * A node-redis client that fails fast: no offline queue (a command while disconnected throws at once), a short
 * connect timeout, and endless background reconnects so the cache goes back to Redis when it returns.
 * Start-up waits briefly for the first connection but never fails because Redis is down.
 */
export async function connectRedis(
  config: CoreConfig,
  log: (message: string) => void,
): Promise<RedisConnection | undefined> {
  if (!config.redisUrl) return undefined;
  keyvRedis ??= await import('@keyv/redis');
  const client = newClient(config.redisUrl);
  // One line when Redis goes away and one when it is back, however long the outage and its reconnect attempts.
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log(`redis: ${error.message || error.name}; serving from the in-process cache until it is back`);
  });
  client.on('ready', () => {
    down = false;
    log('redis: connected');
  });
  const connecting = client.connect().catch(() => undefined);
  await Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, STARTUP_WAIT_MS).unref())]);
  return client;
}

export async function disconnectRedis(client: RedisConnection | undefined): Promise<void> {
  if (!client) return;
  try {
    client.destroy();
  } catch {
    // already closed
  }
}
