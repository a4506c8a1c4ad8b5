/** SPEC §9: route preloads limited to 5 at once. */
export const MAX_ROUTE_PRELOADS_AT_ONCE = 5;

export interface PreloadQueue {
  /** Preloads the URL once: now if fewer than the limit are running, else when one ends. */
  add(url: string): void;
  readonly running: number;
  readonly waiting: number;
}

/** A first-come queue running at most `limit` preloads at once; each URL is preloaded once, a failure only logged. */
export function createPreloadQueue(
  preload: (url: string) => Promise<void>,
  limit = MAX_ROUTE_PRELOADS_AT_ONCE,
): PreloadQueue {
  const seen = new Set<string>();
  const waiting: string[] = [];
  let running = 0;

  const pump = () => {
    while (running < limit && waiting.length > 0) {
      const url = waiting.shift()!;
      running += 1;
      preload(url)
        .catch((error: unknown) => console.warn(`uapp: preloading ${url} failed`, error))
        .finally(() => {
          running -= 1;
          pump();
        });
    }
  };

  return {
    add(url) {
      if (seen.has(url)) return;
      seen.add(url);
      waiting.push(url);
      pump();
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
