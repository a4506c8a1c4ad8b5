import { defineConfig } from '../../src/core/config/define-config.js';
import { UPSTREAM_URL_SCHEMES, refusePlainHttpInProduction } from '../../src/core/config/upstream-url.js';

/**
 * SPEC §7.6 service-information endpoint (issue 33): unset, the inventory and the product information answer from
 * this server's tables (`builtin`); set, from the upstream's GraphQL schema (the one `/api/tickets-proxy` serves).
 */
export interface ServiceInformationConfig {
  url: string | undefined;
}

export const serviceInformationConfig = defineConfig('serviceInformation', (env): ServiceInformationConfig => ({
  url: refusePlainHttpInProduction(env, 'SERVICE_INFO_URL', env.url('SERVICE_INFO_URL', UPSTREAM_URL_SCHEMES)),
}));
