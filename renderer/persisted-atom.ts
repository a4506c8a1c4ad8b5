import { type Atom, type WritableAtom, atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { checkedLocalStorage } from './persisted-storage.js';

export interface PersistedAtomOptions<T> {
  /** The localStorage key. */
  key: string;
  /** Names the value in the log line when a stored one is refused ('parts cart'). */
  label: string;
  /** What nothing stored, and a refused value, read as. */
  empty: T;
  /** Checks a stored string: the value to use and, when the stored one was refused, why (SPEC §8). */
  parse: (raw: string | null) => { value: T; error?: string };
}

export interface PersistedAtoms<T> {
  /** The value: `empty` on the server and until the stored one has been read; every change is stored. */
  value: WritableAtom<T, [T], void>;
  /** True once the stored value has been read; a change before that would replace what is stored. */
  loaded: Atom<boolean>;
}

/**
 * A value kept in localStorage for the comparison basket and the parts cart. Storage is read when the atom is
 * first mounted (`getOnInit: false`): in the browser after hydration, never on the server, so no visitor's state
 * reaches the shared, page-cached HTML and the first render matches it. Every read, including another tab's
 * change, goes through `parse`: an unparseable or wrongly shaped value is logged and reset in storage.
 */
export function persistedAtoms<T>(options: PersistedAtomOptions<T>): PersistedAtoms<T> {
  const storage = checkedLocalStorage(options.label, (raw) => {
    const { value, error } = options.parse(raw);
    return { raw: JSON.stringify(value), error };
  });
  const stored = atomWithStorage<T | null>(
    options.key,
    null,
    createJSONStorage(() => storage),
    {
      getOnInit: false,
    },
  );
  stored.debugLabel = `stored ${options.label}`;
  const value = atom(
    (get) => get(stored) ?? options.empty,
    (_get, set, next: T) => set(stored, next),
  );
  value.debugLabel = options.label;
  const loaded = atom((get) => get(stored) !== null);
  loaded.debugLabel = `${options.label} loaded`;
  return { value, loaded };
}
