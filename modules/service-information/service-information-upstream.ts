import { Inject, Injectable } from '@nestjs/common';
import {
  HttpClientFactory,
  type UpstreamGraphql,
  UpstreamGraphqlError,
  UpstreamGraphqlFactory,
} from '../../src/core/http-client/index.js';
import { UpstreamHealth, graphqlPing, monitoredUpstream } from '../health/index.js';
import { currentPortalIdToken } from '../portal-auth/index.js';
import { type ServiceInformationConfig, serviceInformationConfig } from './service-information.config.js';
import { ServiceInformationErrors } from './service-information.errors.js';

/** The health probe waits this long for any answer from the upstream. */
export const PROBE_TIMEOUT_MS = 2_000;

/** The statuses by which the upstream refuses a query (the caller's problem, not the upstream's). */
export type ServiceInformationRefusal = 400 | 403 | 404;

/** Turns a refusal of the upstream into the feature's own error (its message is the upstream's first error). */
export type RefusalMapper = (status: ServiceInformationRefusal, message: string) => Error;

/** One call to the service-information upstream as the request's signed-in user. */
export interface ServiceInformationClient {
  request<T>(document: string, variables: Record<string, unknown>, refused: RefusalMapper): Promise<T>;
}

const isRefusal = (status: number | undefined): status is ServiceInformationRefusal =>
  status === 400 || status === 403 || status === 404;

/**
 * The SPEC §7.6 service-information endpoint (SERVICE_INFO_URL): one client for the inventory and the product
 * information, reported by `/api/health` as `service-information`. Nothing exists in `builtin` mode (no URL).
 */
@Injectable()
export class ServiceInformationUpstream {
  readonly client: ServiceInformationClient | undefined;

  constructor(
    @Inject(serviceInformationConfig.KEY) config: ServiceInformationConfig,
    upstreams: UpstreamGraphqlFactory,
    http: HttpClientFactory,
    health: UpstreamHealth,
  ) {
    if (!config.url) return;
    const probe = http.create('service-information-probe', { timeoutMs: PROBE_TIMEOUT_MS });
    // Without a user's token the upstream says 401: an answer, and that is all the probe asks.
    const monitor = health.monitor('service-information', graphqlPing(probe, config.url));
    const upstream = monitoredUpstream(upstreams.create({ name: 'service-information', url: config.url }), monitor);
    this.client = { request: (document, variables, refused) => asUser(upstream, document, variables, refused) };
  }
}

/**
 * The call with the user's ID token in `ciam_id_token` (SPEC §7.6), as GraphqlTicketing makes it: the upstream
 * decides what the user may see; its refusals keep their meaning, anything else (no answer, a 5xx, an answer
 * without data) is ServiceInformationUnavailable (503).
 */
async function asUser<T>(
  upstream: UpstreamGraphql,
  document: string,
  variables: Record<string, unknown>,
  refused: RefusalMapper,
): Promise<T> {
  const idToken = currentPortalIdToken();
  // Without the user's token the upstream would answer 401 for sure; that is a wiring fault here, not theirs.
  if (!idToken) throw ServiceInformationErrors.ServiceInformationUnavailable();
  try {
    return await upstream.request<T>(document, variables, { idToken });
  } catch (error) {
    if (error instanceof UpstreamGraphqlError && isRefusal(error.status)) throw refused(error.status, error.message);
    throw ServiceInformationErrors.ServiceInformationUnavailable();
  }
}
