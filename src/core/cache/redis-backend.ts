import { randomUUID } from 'node:crypto';
import type { Cache } from 'cache-manager';
import type { CacheBackend, CacheEnvelope } from './cache-backend.js';

/** The slice of node-redis the backend needs (kept small so the lock logic stays readable). */
export interface RedisLockClient {
  readonly isReady: boolean;
  set(key: string, value: string, options: { NX: true; PX: number }): Promise<string | null>;
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
}

const RELEASE_IF_OWNER = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export class RedisUnavailableError extends Error {
  override readonly name = 'RedisUnavailableError';
}

/**
 * Redis through cache-manager (over @keyv/redis), shared by all instances. Every command fails fast: when the
 * client is not connected it throws at once (offline queue disabled), and a command that hangs is abandoned
 * after `commandTimeoutMs`. The loader lock is `SET NX PX` with a 5 s expiry, so a crashed holder's lock lapses.
 */
export class RedisBackend implements CacheBackend {
  readonly kind = 'redis' as const;

  constructor(
    private readonly cache: Cache,
    private readonly client: RedisLockClient,
    private readonly namespace: string,
    private readonly commandTimeoutMs: number,
  ) {}

  status(): 'up' | 'down' {
    return this.client.isReady ? 'up' : 'down';
  }

  async get<T>(key: string): Promise<CacheEnvelope<T> | undefined> {
    return (await this.command(() => this.cache.get<CacheEnvelope<T>>(key))) ?? undefined;
  }

  async set<T>(key: string, envelope: CacheEnvelope<T>, storeTtlMs: number): Promise<void> {
    await this.command(() => this.cache.set(key, envelope, storeTtlMs));
  }

  async delete(key: string): Promise<void> {
    await this.command(() => this.cache.del(key));
  }

  async clear(): Promise<void> {
    await this.command(() => this.cache.clear(), this.commandTimeoutMs * 20);
  }

  async acquireLock(key: string, lockTimeoutMs: number): Promise<string | undefined> {
    const token = randomUUID();
    const answer = await this.command(() => this.client.set(this.lockKey(key), token, { NX: true, PX: lockTimeoutMs }));
    return answer === 'OK' ? token : undefined;
  }

  async releaseLock(key: string, token: string): Promise<void> {
    await this.command(() => this.client.eval(RELEASE_IF_OWNER, { keys: [this.lockKey(key)], arguments: [token] }));
  }

  private lockKey(key: string): string {
    return `${this.namespace}:lock:${key}`;
  }

  private async command<T>(run: () => Promise<T>, timeoutMs = this.commandTimeoutMs): Promise<T> {
    if (!this.client.isReady) throw new RedisUnavailableError('Redis is not connected');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new RedisUnavailableError(`Redis did not answer within ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    try {
      return await Promise.race([run(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
