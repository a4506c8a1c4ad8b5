import type { CacheBackend, CacheEnvelope } from './cache-backend.js';

/**
 * Redis first; while Redis is down or failing, the in-process store answers so the site keeps serving
 * (from the database and the local store). Each call checks Redis again, so it is used as soon as it returns.
 */
export class FailoverBackend implements CacheBackend {
  readonly kind = 'redis' as const;
  private lastFailureLoggedAt = 0;

  constructor(
    private readonly primary: CacheBackend,
    private readonly fallback: CacheBackend,
    private readonly onFailure: (error: unknown) => void,
  ) {}

  status(): 'up' | 'down' {
    return this.primary.status();
  }

  get<T>(key: string): Promise<CacheEnvelope<T> | undefined> {
    return this.either((b) => b.get<T>(key));
  }

  set<T>(key: string, envelope: CacheEnvelope<T>, storeTtlMs: number, loadStartedAt?: number): Promise<void> {
    return this.either((b) => b.set(key, envelope, storeTtlMs, loadStartedAt));
  }

  delete(key: string): Promise<void> {
    return this.both((b) => b.delete(key));
  }

  deleteTagged(tags: readonly string[]): Promise<void> {
    return this.both((b) => b.deleteTagged(tags));
  }

  clear(): Promise<void> {
    return this.both((b) => b.clear());
  }

  acquireLock(key: string, lockTimeoutMs: number): Promise<string | undefined> {
    return this.either((b) => b.acquireLock(key, lockTimeoutMs));
  }

  async releaseLock(key: string, token: string): Promise<void> {
    // The token came from whichever backend granted it; releasing on both is safe (owner-checked).
    await this.both((b) => b.releaseLock(key, token));
  }

  private async either<T>(run: (backend: CacheBackend) => Promise<T>): Promise<T> {
    if (this.primary.status() === 'up') {
      try {
        return await run(this.primary);
      } catch (error) {
        this.report(error);
      }
    }
    return run(this.fallback);
  }

  private async both(run: (backend: CacheBackend) => Promise<void>): Promise<void> {
    await run(this.fallback);
    try {
      await run(this.primary);
    } catch (error) {
      this.report(error);
    }
  }

  private report(error: unknown): void {
    // Redis known to be down: its connection logged that once (redis-connection.ts), each cache need not.
    if (this.primary.status() === 'down') return;
    // One line per 10 s at most while Redis fails commands, not one per request.
    if (Date.now() - this.lastFailureLoggedAt < 10_000) return;
    this.lastFailureLoggedAt = Date.now();
    this.onFailure(error);
  }
}
