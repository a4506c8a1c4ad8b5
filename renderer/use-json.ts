import { useEffect, useState } from 'react';

export interface JsonState<T> {
  data: T | undefined;
  error: boolean;
  loading: boolean;
}

/**
 * GETs JSON from our own API when `url` is set (after a visitor's action, never for the first render), and again
 * whenever it changes; a response for an older URL is dropped.
 */
export function useJson<T>(url: string | null): JsonState<T> {
  const [state, setState] = useState<{ url: string; data?: T; error?: boolean } | null>(null);
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    fetch(url, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<T>;
      })
      .then(
        (data) => setState({ url, data }),
        () => {
          if (!controller.signal.aborted) setState({ url, error: true });
        },
      );
    return () => controller.abort();
  }, [url]);
  const current = url !== null && state?.url === url ? state : null;
  return { data: current?.data, error: current?.error === true, loading: url !== null && current === null };
}
