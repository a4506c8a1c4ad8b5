import type { FactoryProvider, InjectionToken, Type } from '@nestjs/common';
import { type UpstreamGraphql, UpstreamGraphqlFactory } from '../../src/core/http-client/index.js';
import { type ContentSourceConfig, contentSourceConfig } from './content-source.config.js';

/**
 * A feature's content port (issue 33) bound to its adapter by CONTENT_SOURCE: the feature's own service (`builtin`)
 * or its GraphQL adapter over the upstream's `/api/graphql/content` (`graphql`). Everything that renders injects
 * `token` and never learns which one it got.
 */
export function contentSourceProvider<Port>(
  token: InjectionToken,
  builtin: Type<Port>,
  graphql: (upstream: UpstreamGraphql) => Port,
): FactoryProvider<Port> {
  return {
    provide: token,
    inject: [contentSourceConfig.KEY, builtin, UpstreamGraphqlFactory],
    useFactory: (config: ContentSourceConfig, own: Port, upstreams: UpstreamGraphqlFactory) =>
      config.mode === 'graphql' ? graphql(contentUpstream(config, upstreams)) : own,
  };
}

/** One client per instance: every feature's adapter shares it (its logger is `UpstreamGraphql:content`). */
const clients = new WeakMap<ContentSourceConfig, UpstreamGraphql>();

/** The upstream content service's client (graphql mode only: the config refuses to start without its URL). */
export function contentUpstream(config: ContentSourceConfig, upstreams: UpstreamGraphqlFactory): UpstreamGraphql {
  let client = clients.get(config);
  if (!client) {
    // The config slice refused to start without them in graphql mode.
    client = upstreams.create({ name: 'content', url: config.url!, token: config.token, timeoutMs: config.timeoutMs });
    clients.set(config, client);
  }
  return client;
}
