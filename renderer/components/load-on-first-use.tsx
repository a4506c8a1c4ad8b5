import { type ComponentType, createElement, useEffect, useState } from 'react';
import { ChunkLoader } from '../chunk-loader.js';

/** A component whose code comes from a chunk of its own, fetched the first time the page needs it. */
export interface LoadedOnFirstUse<P extends object> {
  /**
   * Renders nothing until `wanted` is first true (a panel's open state, say), then fetches the chunk and renders
   * the component; once loaded it stays rendered, so the component's own closed state decides what shows.
   */
  Component: ComponentType<P & { wanted: boolean }>;
  /** Starts fetching the chunk early (a pointer over the button that opens the panel, say). */
  preload(): void;
}

/**
 * The comparison basket, the news feed, the share modal and the search suggestions load when first
 * used, not with every page. `load` must be `() => import('…').then(...)` of the component's module: the `import()`
 * is what makes the bundler split it into a chunk of its own.
 *
 * A chunk that fails to load (a tab opened before a deploy) renders nothing: Vite's preload helper reports it to
 * the chunk-reload guard (chunk-reload.ts), and the next time the panel is wanted the chunk is asked for again.
 * No React.lazy: its rejection would be thrown into the render and take the page down without an error boundary.
 */
export function loadOnFirstUse<P extends object>(load: () => Promise<ComponentType<P>>): LoadedOnFirstUse<P> {
  const chunk = new ChunkLoader(load);

  function Deferred({ wanted, ...props }: P & { wanted: boolean }) {
    const [component, setComponent] = useState<ComponentType<P> | undefined>(() => chunk.loaded);
    useEffect(() => {
      if (!wanted || component) return;
      let mounted = true;
      chunk.load().then(
        (next) => mounted && setComponent(() => next),
        () => undefined,
      );
      return () => {
        mounted = false;
      };
    }, [wanted, component]);
    return component ? createElement(component, props as unknown as P) : null;
  }

  return {
    Component: Deferred,
    preload: () => void chunk.load().catch(() => undefined),
  };
}
