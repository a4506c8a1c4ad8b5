import { randomUUID } from 'node:crypto';

/**
 * The in-process loader lock of the stale-while-revalidate cache (SPEC §9), shared by both in-process backends:
 * one holder per key; a lock older than `lockTimeoutMs` counts as deadlocked and is taken over. Locks are released
 * by their holder (owner-checked), so a map of the keys being loaded right now stays small.
 */
export class LoaderLocks {
  private readonly held = new Map<string, { token: string; takenAt: number }>();

  acquire(key: string, lockTimeoutMs: number): string | undefined {
    const lock = this.held.get(key);
    if (lock && Date.now() - lock.takenAt < lockTimeoutMs) return undefined;
    const token = randomUUID();
    this.held.set(key, { token, takenAt: Date.now() });
    return token;
  }

  release(key: string, token: string): void {
    if (this.held.get(key)?.token === token) this.held.delete(key);
  }
}
