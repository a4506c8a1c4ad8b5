// Storage for jotai's atomWithStorage over window.localStorage (STYLE: persisted atoms handle unparseable storage
// by resetting). atomWithStorage reads it when its atom is first mounted: in the browser after hydration, never on
// the server, so the shared, page-cached HTML holds no visitor's state and the first render matches it.

/** Checks a stored string: the one to use (null: nothing stored) and, when the stored one was refused, why. */
export type StoredStringCheck = (raw: string | null) => { raw: string | null; error?: string };

/** jotai's string storage, the argument of createJSONStorage (jotai/utils does not export its type). */
export interface CheckedStringStorage {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
  removeItem: (key: string) => void;
  subscribe: (key: string, callback: (value: string | null) => void) => () => void;
}

function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // No window (server) or storage disabled: nothing is read or kept.
    return undefined;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorageOrUndefined()?.removeItem(key);
    else localStorageOrUndefined()?.setItem(key, value);
  } catch {
    // Private mode or a full quota: the value lives for this page load only.
  }
}

/**
 * localStorage whose every read, on mount and from another tab's `storage` event (cross-tab sync), goes through
 * `check`: a refused value is logged and replaced in storage by what `check` returns (null: removed).
 */
export function checkedLocalStorage(label: string, check: StoredStringCheck): CheckedStringStorage {
  const checked = (key: string, raw: string | null) => {
    const result = check(raw);
    if (result.error !== undefined) {
      console.error(`[${label}] ${result.error}; reset`);
      write(key, result.raw);
    }
    return result.raw;
  };
  return {
    getItem: (key) => {
      let raw: string | null = null;
      try {
        raw = localStorageOrUndefined()?.getItem(key) ?? null;
      } catch {
        // Storage disabled: nothing stored.
      }
      return checked(key, raw);
    },
    setItem: (key, value) => write(key, value),
    removeItem: (key) => write(key, null),
    subscribe: (key, callback) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key === key && event.storageArea === localStorageOrUndefined()) {
          callback(checked(key, event.newValue));
        }
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

/**
 * An atomWithStorage storage for a value stored as the bare string rather than JSON (createJSONStorage would
 * quote it and so change a stored format visitors already have). Reads give null when nothing is stored, so an
 * atom whose initial value is `undefined` tells 'not read yet' from 'nothing stored'.
 */
export function plainStringStorage(strings: CheckedStringStorage) {
  return {
    getItem: (key: string): string | null => strings.getItem(key),
    setItem: (key: string, value: string | null | undefined): void =>
      value == null ? strings.removeItem(key) : strings.setItem(key, value),
    removeItem: (key: string): void => strings.removeItem(key),
    subscribe: (key: string, callback: (value: string | null) => void) => strings.subscribe(key, callback),
  };
}
