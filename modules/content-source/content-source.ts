import type { FactoryProvider, InjectionToken, Type } from '@nestjs/common';
import { STALE_WINDOW_MS } from '../../src/core/cache/caches.js';
import {
  HttpClientFactory,
  type UpstreamGraphql,
  UpstreamGraphqlFactory,
  staleIfError,
} from '../../src/core/http-client/index.js';
import { UpstreamHealth, graphqlProbe, monitoredUpstream } from '../health/index.js';
import { type ContentSourceConfig, contentSourceConfig } from './content-source.config.js';

/**
 * A feature's content port (issue 33) bound to its adapter by CONTENT_SOURCE: the feature's own service (`builtin`)
 * or its GraphQL adapter over the upstream's `/api/graphql/content` (`graphql`). Everything that renders injects
 * `token` and never learns which one it got.
 *
 * Nest calls lifecycle hooks (onModuleInit, …) per provider token: in builtin mode the service is under two tokens, so
 * a builtin adapter must not have hooks of its own (its module registers what it needs; see NavigationModule).
 */
export function contentSourceProvider<Port>(
  token: InjectionToken,
  builtin: Type<Port>,
  graphql: (upstream: UpstreamGraphql, ...dependencies: never[]) => Port,
  /** More of what the graphql adapter needs (e.g. DATA_CACHE), handed to it after the upstream, in this order. */
  dependencies: InjectionToken[] = [],
): FactoryProvider<Port> {
  return {
    provide: token,
    inject: [
      contentSourceConfig.KEY,
      builtin,
      UpstreamGraphqlFactory,
      HttpClientFactory,
      UpstreamHealth,
      ...dependencies,
    ],
    useFactory: (
      config: ContentSourceConfig,
      own: Port,
      upstreams: UpstreamGraphqlFactory,
      http: HttpClientFactory,
      health: UpstreamHealth,
      ...more: unknown[]
    ) =>
      config.mode === 'graphql' ? graphql(contentUpstream(config, upstreams, http, health), ...(more as never[])) : own,
  };
}

/** One client per instance: every feature's adapter shares it (its logger is `UpstreamGraphql:content`). */
const clients = new WeakMap<ContentSourceConfig, UpstreamGraphql>();

/** What the last good answers may take in memory while they wait to stand in for a failing upstream. */
const STALE_ANSWERS_MAX_BYTES = 16 * 1024 * 1024;

/**
 * The upstream content service's client (graphql mode only: the config refuses to start without its URL), reporting
 * its failures to `/api/health` as `content` (logged once a minute, not per request). While the upstream fails, a
 * query it answered before gets that answer again for the page cache's stale window (stale-if-error): pages never
 * cached themselves (the portal's) keep their navigation and layout.
 */
export function contentUpstream(
  config: ContentSourceConfig,
  upstreams: UpstreamGraphqlFactory,
  http: HttpClientFactory,
  health: UpstreamHealth,
): UpstreamGraphql {
  let client = clients.get(config);
  if (!client) {
    // The config slice refused to start without them in graphql mode.
    const url = config.url!;
    const monitor = health.monitor('content', graphqlProbe(http, 'content', url));
    client = staleIfError(
      monitoredUpstream(
        upstreams.create({ name: 'content', url, token: config.token, timeoutMs: config.timeoutMs }),
        monitor,
      ),
      { ttlMs: STALE_WINDOW_MS, maxBytes: STALE_ANSWERS_MAX_BYTES },
    );
    clients.set(config, client);
  }
  return client;
}
