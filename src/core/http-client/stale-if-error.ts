import { LRUCache } from 'lru-cache';
import { type UpstreamCallOptions, type UpstreamGraphql, isRefusedQuery } from './upstream-graphql.js';

export interface StaleIfErrorOptions {
  /** How long a good answer may stand in for a failing upstream (the page cache's stale window). */
  ttlMs: number;
  /** The memory all kept answers may take, counted as their JSON length (a bound on what visitors' paths can grow). */
  maxBytes: number;
}

/**
 * The upstream's client keeping the last good answer of each anonymous query (document, variables, headers) and
 * answering with it while the upstream fails (stale-if-error, issue 33): a portal page, never cached itself, still gets
 * its navigation and layout when the content service is down. A refused query (400, 403, 404, 409) is an answer and passes on;
 * a user's call (with an ID token) is never kept, so nothing of one user reaches another.
 */
export function staleIfError(upstream: UpstreamGraphql, options: StaleIfErrorOptions): UpstreamGraphql {
  const answers = new LRUCache<string, { data: unknown }>({
    ttl: options.ttlMs,
    maxSize: options.maxBytes,
    sizeCalculation: (_value, key) => key.length,
  });
  return {
    url: upstream.url,
    async request<T>(document: string, variables?: Record<string, unknown>, call?: UpstreamCallOptions): Promise<T> {
      if (call?.idToken) return upstream.request<T>(document, variables, call);
      const key = JSON.stringify([document, variables ?? {}, call?.headers ?? {}]);
      try {
        const data = await upstream.request<T>(document, variables, call);
        const size = key.length + (JSON.stringify(data)?.length ?? 0);
        if (size <= options.maxBytes) answers.set(key, { data }, { size });
        return data;
      } catch (error) {
        const kept = isRefusedQuery(error) ? undefined : answers.get(key);
        if (!kept) throw error;
        return kept.data as T;
      }
    },
  };
}
