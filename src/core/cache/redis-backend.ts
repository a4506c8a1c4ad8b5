import { randomUUID } from 'node:crypto';
import type { Cache } from 'cache-manager';
import type { CacheBackend, CacheEnvelope } from './cache-backend.js';
import { CLOCK_SKEW_MARGIN_MS, INVALIDATION_MEMORY_MS, OVERFLOW_TAG } from './cache-tags.js';

/** The slice of node-redis the backend needs (kept small so the lock logic stays readable). */
export interface RedisLockClient {
  readonly isReady: boolean;
  set(key: string, value: string, options: { NX: true; PX: number }): Promise<string | null>;
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
}

const RELEASE_IF_OWNER = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * KEYS: the sets of the entry's tags, then their invalidation marks (as many). Adds the entry's key (ARGV[2]) to
 * each set and sets its expiry to the entry's store TTL (ARGV[1]): every entry of a cache has the same store TTL,
 * so a set outlives all of its members. Returns 1 when a mark is at or after ARGV[3] (the load started before
 * that invalidation): the caller drops the entry. Atomic with TAKE_TAGGED, so either the invalidation finds the
 * key in a set or the writer finds its mark.
 */
const INDEX_UNDER_TAGS = `local n = #KEYS / 2 local stale = 0
for i = 1, n do redis.call('sadd', KEYS[i], ARGV[2]) redis.call('pexpire', KEYS[i], ARGV[1])
  local at = redis.call('get', KEYS[n + i]) if at and tonumber(at) >= tonumber(ARGV[3]) then stale = 1 end end
return stale`;

/**
 * KEYS: tag sets, then their invalidation marks. Returns the sets' members and deletes the sets (the caller
 * deletes the entries they name); marks each tag invalidated at ARGV[1] for ARGV[2] ms.
 */
const TAKE_TAGGED = `local n = #KEYS / 2 local keys = {}
for i = 1, n do for _, key in ipairs(redis.call('smembers', KEYS[i])) do keys[#keys + 1] = key end
  redis.call('del', KEYS[i]) redis.call('set', KEYS[n + i], ARGV[1], 'PX', ARGV[2]) end
return keys`;

/** The mark every invalidation sets: what carries OVERFLOW_TAG depends on any tag. */
const ANY_TAG = '~any~';

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

  async set<T>(key: string, envelope: CacheEnvelope<T>, storeTtlMs: number, loadStartedAt?: number): Promise<void> {
    await this.command(() => this.cache.set(key, envelope, storeTtlMs));
    const tags = envelope.tags ?? [];
    if (tags.length === 0) return;
    // Overflowing entries are dropped by any invalidation: checked against the mark every invalidation sets.
    const marks = tags.map((tag) => this.markKey(tag === OVERFLOW_TAG ? ANY_TAG : tag));
    const since = loadStartedAt === undefined ? Number.MAX_SAFE_INTEGER : loadStartedAt - CLOCK_SKEW_MARGIN_MS;
    let stale: unknown;
    try {
      stale = await this.command(() =>
        this.client.eval(INDEX_UNDER_TAGS, {
          keys: [...tags.map((tag) => this.tagSetKey(tag)), ...marks],
          arguments: [String(Math.max(1, Math.ceil(storeTtlMs))), key, String(since)],
        }),
      );
    } catch (error) {
      // An entry no invalidation could find must not stay: it would outlive the next publication.
      await this.cache.del(key).catch(() => undefined);
      throw error;
    }
    if (stale === 1) await this.command(() => this.cache.del(key));
  }

  async delete(key: string): Promise<void> {
    await this.command(() => this.cache.del(key));
  }

  async deleteTagged(tags: readonly string[]): Promise<void> {
    const all = [...tags, OVERFLOW_TAG];
    const keys = await this.command(() =>
      this.client.eval(TAKE_TAGGED, {
        keys: [
          ...all.map((tag) => this.tagSetKey(tag)),
          ...all.map((tag) => this.markKey(tag === OVERFLOW_TAG ? ANY_TAG : tag)),
        ],
        arguments: [String(Date.now()), String(INVALIDATION_MEMORY_MS)],
      }),
    );
    const unique = [...new Set(keys as string[])];
    if (unique.length > 0) await this.command(() => this.cache.mdel(unique), this.commandTimeoutMs * 20);
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

  /**
   * The set of the keys carrying a tag, shared by all instances. Within the store's namespace (`<ns>::`), so
   * `clear` empties the index with the entries; no cache key starts with `~tag~`.
   */
  private tagSetKey(tag: string): string {
    return `${this.namespace}::~tag~:${tag}`;
  }

  /** When a tag was last invalidated (for INVALIDATION_MEMORY_MS). */
  private markKey(tag: string): string {
    return `${this.namespace}::~invalidated~:${tag}`;
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
