import { defineConfig } from '../../src/core/config/define-config.js';

/** 404 counts kept in memory (NOT_FOUND_MAX_PATHS distinct paths), written every flushMs (NOT_FOUND_FLUSH_MS). */
export interface RedirectsConfig {
  notFound: { maxPaths: number; flushMs: number };
}

export const redirectsConfig = defineConfig('redirects', (env): RedirectsConfig => ({
  notFound: {
    maxPaths: env.int('NOT_FOUND_MAX_PATHS', 1_000, 1),
    flushMs: env.duration('NOT_FOUND_FLUSH_MS', 30_000, 'ms', 100),
  },
}));
