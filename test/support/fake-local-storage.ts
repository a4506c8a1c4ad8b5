import { vi } from 'vitest';

/**
 * An in-memory `window.localStorage` for unit tests of persisted atoms (which run in Node), stubbed as the global
 * `window` until `vi.unstubAllGlobals()`. `changeInAnotherTab` writes as another tab would: the value changes and
 * this window gets the `storage` event.
 */
export function fakeLocalStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const localStorage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, String(value)),
    removeItem: (key: string) => void values.delete(key),
  };
  const listeners = new Set<(event: StorageEvent) => void>();
  const window = {
    localStorage,
    addEventListener: (type: string, listener: (event: StorageEvent) => void) => {
      if (type === 'storage') listeners.add(listener);
    },
    removeEventListener: (type: string, listener: (event: StorageEvent) => void) => {
      if (type === 'storage') listeners.delete(listener);
    },
  };
  vi.stubGlobal('window', window);
  return {
    window,
    listenerCount: () => listeners.size,
    changeInAnotherTab(key: string, newValue: string | null) {
      if (newValue === null) values.delete(key);
      else values.set(key, newValue);
      // Only the fields persisted-storage.ts reads.
      const event = { key, newValue, storageArea: localStorage } as unknown as StorageEvent;
      for (const listener of listeners) listener(event);
    },
  };
}
