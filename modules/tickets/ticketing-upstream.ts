import { Inject, Injectable } from '@nestjs/common';
import { HttpClientFactory, type UpstreamGraphql, UpstreamGraphqlFactory } from '../../src/core/http-client/index.js';
import { CORE_CONFIG, type CoreConfig } from '../../src/core/config/core.config.js';
import { type UpstreamMonitor, UpstreamHealth, graphqlProbe } from '../health/index.js';
import { GraphqlTicketing } from './graphql-ticketing.js';
import { TicketsUpstreamProxy } from './tickets-upstream-proxy.js';
import { type TicketsConfig, ticketsConfig } from './tickets.config.js';

/**
 * The upstream ticketing service of the `graphql` source (TICKETING_URL, else SERVICE_INFO_URL): the port's adapter,
 * the browser's proxy and the health monitor, all of one upstream. Nothing exists in `builtin` mode. The client and
 * the monitor are shared with the service desk's adapter, so the agents' calls count against the same health entry.
 */
@Injectable()
export class TicketingUpstream {
  readonly adapter: GraphqlTicketing | undefined;
  readonly proxy: TicketsUpstreamProxy | undefined;
  readonly graphql: UpstreamGraphql | undefined;
  readonly monitor: UpstreamMonitor | undefined;

  constructor(
    @Inject(ticketsConfig.KEY) config: TicketsConfig,
    @Inject(CORE_CONFIG) core: CoreConfig,
    upstreams: UpstreamGraphqlFactory,
    http: HttpClientFactory,
    health: UpstreamHealth,
  ) {
    if (config.source.kind !== 'graphql') return;
    const { url } = config.source;
    // Without a user's token the upstream says 401: an answer, and that is all the probe asks.
    const monitor = health.monitor('ticketing', graphqlProbe(http, 'ticketing', url));
    this.monitor = monitor;
    this.graphql = upstreams.create({ name: 'ticketing', url });
    this.adapter = new GraphqlTicketing(this.graphql, monitor);
    const debug = core.logLevel === 'debug' || core.logLevel === 'trace';
    this.proxy = new TicketsUpstreamProxy(http.create('ticketing-proxy'), url, monitor, debug);
  }
}
