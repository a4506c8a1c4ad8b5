import type { CacheBackend, CacheEnvelope } from './cache-backend.js';
import { CACHE_KEY_PREFIXES, currentCacheScope } from './cache-scope.js';
import { collectCacheTags, tagCacheEntry } from './cache-tags.js';

export interface SwrCacheOptions {
  /** How long an entry counts as fresh (SPEC §9: 30 minutes). */
  ttlMs: number;
  /** How long after that a stale entry may still be served while one refresh runs. */
  staleMs: number;
  /** A loader lock older than this counts as deadlocked and is taken over (SPEC §9: 5 s). */
  lockTimeoutMs: number;
  /** How often a caller waiting on another instance's loader looks for its result. */
  pollIntervalMs?: number;
  onError?: (message: string, error: unknown) => void;
}

export type CacheOutcome = 'hit' | 'stale' | 'miss' | 'bypass';

export interface LoadOptions<T> {
  /** Values for which this returns false are handed out but not stored (e.g. a 404 page). */
  shouldStore?: (value: T) => boolean;
}

interface Inflight {
  promise: Promise<Loaded<unknown>>;
  startedAt: number;
}

/** A loaded value with the tags its loader recorded (cache-tags.ts). */
interface Loaded<T> {
  value: T;
  tags: string[];
  /** False when the loader's `shouldStore` kept it out of the cache: it was for that caller alone. */
  shareable?: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stale-while-revalidate on top of a cache backend (SPEC §9):
 * - a fresh entry is served as is;
 * - an expired entry is still served while exactly one refresh runs (one per key across instances on Redis);
 * - concurrent misses for a key wait on one loader; a lock older than `lockTimeoutMs` is taken over.
 * Reads follow the request's cache scope (`cache=false` bypasses, the release toggle prefixes the key), taken from
 * the request context, so callers never pass it; outside a request the default scope applies.
 * Each entry keeps the cache tags its loader recorded (cache-tags.ts); a hit hands them on to whatever is being
 * loaded around it (a data-cache hit inside a page render), and `invalidateTags` deletes by them.
 */
export class SwrCache {
  private readonly inflight = new Map<string, Inflight>();
  private readonly refreshing = new Set<string>();
  private readonly pollIntervalMs: number;

  constructor(
    readonly backend: CacheBackend,
    private readonly options: SwrCacheOptions,
  ) {
    this.pollIntervalMs = options.pollIntervalMs ?? 25;
  }

  async getOrLoad<T>(key: string, loader: () => Promise<T>, loadOptions: LoadOptions<T> = {}): Promise<T> {
    return (await this.getOrLoadWithOutcome(key, loader, loadOptions)).value;
  }

  async getOrLoadWithOutcome<T>(
    key: string,
    loader: () => Promise<T>,
    loadOptions: LoadOptions<T> = {},
  ): Promise<{ value: T; outcome: CacheOutcome }> {
    const scope = currentCacheScope();
    if (scope.bypass) return { value: await loader(), outcome: 'bypass' };
    const fullKey = scope.prefix + key;
    const entry = await this.read<T>(fullKey);
    if (entry) {
      if (entry.tags) tagCacheEntry(...entry.tags);
      if (entry.freshUntil > Date.now()) return { value: entry.value, outcome: 'hit' };
      this.refreshInBackground(fullKey, loader, loadOptions);
      return { value: entry.value, outcome: 'stale' };
    }
    // Callers that waited on another's loader get its tags too.
    const loaded = await this.loadOnce(fullKey, loader, loadOptions);
    tagCacheEntry(...loaded.tags);
    return { value: loaded.value, outcome: 'miss' };
  }

  /** Deletes the live key (whatever the request's scope: invalidations after a write are not scoped). */
  async delete(key: string): Promise<void> {
    await this.backend.delete(key);
  }

  /** Deletes the key in the live and the next-release key space. */
  async deleteInEveryScope(key: string): Promise<void> {
    await Promise.all(CACHE_KEY_PREFIXES.map((prefix) => this.backend.delete(prefix + key)));
  }

  /**
   * Deletes every entry built from content with any of these tags, in every key scope (and the entries that
   * carried too many tags to list). On Redis, on every instance at once.
   */
  async invalidateTags(tags: readonly string[]): Promise<void> {
    if (tags.length > 0) await this.backend.deleteTagged([...new Set(tags)]);
  }

  /** Deletes everything: for changes whose dependants are not known (a feature flag, `cache=clear`). */
  async clear(): Promise<void> {
    await this.backend.clear();
  }

  private async read<T>(key: string): Promise<CacheEnvelope<T> | undefined> {
    try {
      return await this.backend.get<T>(key);
    } catch (error) {
      this.options.onError?.(`cache read failed for ${key}`, error);
      return undefined;
    }
  }

  private async write<T>(
    key: string,
    { value, tags }: Loaded<T>,
    loadOptions: LoadOptions<T>,
    loadStartedAt: number,
  ): Promise<void> {
    if (loadOptions.shouldStore && !loadOptions.shouldStore(value)) return;
    const envelope: CacheEnvelope<T> = {
      value,
      freshUntil: Date.now() + this.options.ttlMs,
      ...(tags.length > 0 ? { tags } : {}),
    };
    try {
      await this.backend.set(key, envelope, this.options.ttlMs + this.options.staleMs, loadStartedAt);
    } catch (error) {
      this.options.onError?.(`cache write failed for ${key}`, error);
    }
  }

  /** One loader per key in this process; a loader running longer than the lock timeout is taken over. */
  private loadOnce<T>(key: string, loader: () => Promise<T>, loadOptions: LoadOptions<T>): Promise<Loaded<T>> {
    const running = this.inflight.get(key);
    if (running && Date.now() - running.startedAt < this.options.lockTimeoutMs) {
      // A value its own caller did not store (a redirect whose Location carries that request's query, an answer
      // that sets a cookie) is not handed to the callers waiting on the key: each of them loads its own.
      return (running.promise as Promise<Loaded<T>>).then((loaded) =>
        loaded.shareable === false ? collectCacheTags(loader) : loaded,
      );
    }
    const promise = this.loadUnderLock(key, loader, loadOptions);
    const inflight = { promise, startedAt: Date.now() };
    this.inflight.set(key, inflight);
    const forget = () => {
      if (this.inflight.get(key) === inflight) this.inflight.delete(key);
    };
    promise.then(forget, forget);
    return promise;
  }

  /** Across instances: whoever holds the backend lock loads; the others wait for its result or for the lock to lapse. */
  private async loadUnderLock<T>(
    key: string,
    loader: () => Promise<T>,
    loadOptions: LoadOptions<T>,
  ): Promise<Loaded<T>> {
    for (;;) {
      const token = await this.tryLock(key);
      if (token !== undefined) {
        try {
          const startedAt = Date.now();
          const loaded = await collectCacheTags(loader);
          if (loadOptions.shouldStore && !loadOptions.shouldStore(loaded.value)) return { ...loaded, shareable: false };
          await this.write(key, loaded, loadOptions, startedAt);
          return loaded;
        } finally {
          await this.unlock(key, token);
        }
      }
      await sleep(this.pollIntervalMs);
      const entry = await this.read<T>(key);
      if (entry) return { value: entry.value, tags: entry.tags ?? [] };
    }
  }

  private refreshInBackground<T>(key: string, loader: () => Promise<T>, loadOptions: LoadOptions<T>): void {
    if (this.refreshing.has(key) || this.inflight.has(key)) return;
    this.refreshing.add(key);
    void (async () => {
      const token = await this.tryLock(key);
      if (token === undefined) return; // another instance refreshes it
      try {
        const startedAt = Date.now();
        await this.write(key, await collectCacheTags(loader), loadOptions, startedAt);
      } catch (error) {
        // The stale value keeps being served; the next request after this one tries again.
        this.options.onError?.(`cache refresh failed for ${key}`, error);
      } finally {
        await this.unlock(key, token);
      }
    })().finally(() => this.refreshing.delete(key));
  }

  private async tryLock(key: string): Promise<string | undefined> {
    try {
      return await this.backend.acquireLock(key, this.options.lockTimeoutMs);
    } catch (error) {
      // No lock service: load without one rather than fail the request.
      this.options.onError?.(`cache lock failed for ${key}`, error);
      return '';
    }
  }

  private async unlock(key: string, token: string): Promise<void> {
    if (token === '') return;
    await this.backend.releaseLock(key, token).catch((error: unknown) => {
      this.options.onError?.(`cache unlock failed for ${key}`, error);
    });
  }
}
