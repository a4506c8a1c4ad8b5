import { ConfigError } from '../config/config-error.js';
import { defineConfig } from '../config/define-config.js';

/**
 * CORS_ORIGINS: a comma-separated list of exact origins (scheme, host and port as a browser sends them in `Origin`;
 * no path, no wildcard). Empty by default.
 */
export function parseCorsOrigins(raw: string | undefined): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return entries.map((entry) => {
    let parsed: URL | undefined;
    try {
      parsed = new URL(entry);
    } catch {
      parsed = undefined;
    }
    // An origin is all a browser compares: anything more (a path, a trailing slash, `*`) would never match.
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== entry) {
      throw new ConfigError(`CORS_ORIGINS must list origins such as https://app.example.com, got "${entry}"`);
    }
    return entry;
  });
}

/**
 * The exact origins a browser may call the GraphQL endpoints from with credentials; empty (the default): same origin
 * only, no CORS header at all.
 */
export interface CorsConfig {
  origins: readonly string[];
}

export const corsConfig = defineConfig('cors', (env): CorsConfig => ({
  origins: env.parse(() => parseCorsOrigins(env.env.CORS_ORIGINS), []),
}));
