import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False during server rendering and hydration, true after: for content that only the browser can build. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
