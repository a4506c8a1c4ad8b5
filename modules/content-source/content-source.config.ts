import { defineConfig } from '../../src/core/config/define-config.js';

export const CONTENT_SOURCE_MODES = ['builtin', 'graphql'] as const;
export type ContentSourceMode = (typeof CONTENT_SOURCE_MODES)[number];

/**
 * Where pages, stories, media releases, navigation and the news feed come from (issue 33, docs/configuration.md):
 * this instance's own tables (`builtin`, the default) or another uapp's `/api/graphql/content` (`graphql`).
 */
export interface ContentSourceConfig {
  mode: ContentSourceMode;
  /** The upstream's content endpoint, e.g. `https://cms.example.com/api/graphql/content` (graphql mode). */
  url: string | undefined;
  /** An API key of the upstream with the scope `content:read` (graphql mode). */
  token: string | undefined;
  timeoutMs: number;
}

export const contentSourceConfig = defineConfig('contentSource', (env): ContentSourceConfig => {
  const mode = env.oneOf('CONTENT_SOURCE', CONTENT_SOURCE_MODES, 'builtin');
  const url = env.url('CONTENT_GRAPHQL_URL', ['https:', 'http:']);
  const token = env.string('CONTENT_GRAPHQL_TOKEN') || undefined;
  if (mode === 'graphql') {
    if (!url) env.fail('CONTENT_SOURCE=graphql needs CONTENT_GRAPHQL_URL (the source instance: …/api/graphql/content)');
    if (!token) env.fail('CONTENT_SOURCE=graphql needs CONTENT_GRAPHQL_TOKEN (an API key with the scope content:read)');
  }
  return {
    mode,
    url,
    token,
    timeoutMs: env.duration('CONTENT_GRAPHQL_TIMEOUT_MS', 5_000, 'ms', 100, 60_000),
  };
});
