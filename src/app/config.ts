import { type CoreConfig, coreConfig } from '../core/config/core.config.js';
import { type ConfigSlice, type LoadedConfig, loadSlices } from '../core/config/define-config.js';
import { corsConfig } from '../core/http/cors.config.js';
import { cacheWebhooksConfig } from '../../modules/cache-webhooks/index.js';
import { filesConfig } from '../../modules/files/files.config.js';
import { formsConfig } from '../../modules/forms/forms.config.js';
import { identityProviderConfig } from '../../modules/identity-provider/identity-provider.config.js';
import { oidcClientConfig } from '../../modules/portal-auth/oidc-client.config.js';
import { dashboardLinksConfig } from '../../modules/portal-auth/dashboard-links.config.js';
import { signInThrottleConfig } from '../../modules/identity-provider/sign-in-throttle.config.js';
import { mailConfig } from '../../modules/mail/mail.config.js';
import { productsConfig } from '../../modules/products/products.config.js';
import { previewGateConfig } from '../../modules/preview-gate/preview-gate.config.js';
import { redirectsConfig } from '../../modules/redirects/redirects.config.js';
import { contentSourceConfig } from '../../modules/content-source/content-source.config.js';
import { contentAuthoringConfig } from '../../modules/content-authoring/content-authoring.config.js';
import { routingConfig } from '../../modules/routing/routing.config.js';
import { wustecConfig } from '../../modules/routing/wustec.config.js';
import { ticketsConfig } from '../../modules/tickets/tickets.config.js';
import { serviceInformationConfig } from '../../modules/service-information/service-information.config.js';
import { serviceDeskConfig } from '../../modules/service-desk/service-desk.config.js';
import { userAdminConfig } from '../../modules/user-admin/user-admin.config.js';
import { wireFlowConfig } from '../../modules/wire-flow/wire-flow.config.js';

/** Every configuration slice of the server: all are read and validated at start, before anything else runs. */
export const CONFIG_SLICES: readonly ConfigSlice<unknown>[] = [
  coreConfig,
  cacheWebhooksConfig,
  corsConfig,
  dashboardLinksConfig,
  filesConfig,
  formsConfig,
  identityProviderConfig,
  mailConfig,
  oidcClientConfig,
  previewGateConfig,
  productsConfig,
  redirectsConfig,
  contentAuthoringConfig,
  contentSourceConfig,
  routingConfig,
  signInThrottleConfig,
  serviceDeskConfig,
  serviceInformationConfig,
  ticketsConfig,
  userAdminConfig,
  wireFlowConfig,
  wustecConfig,
];

/**
 * The server's configuration from the environment (docs/configuration.md); throws a ConfigError with one line per
 * bad variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): LoadedConfig {
  return loadSlices(CONFIG_SLICES, env);
}

/** The core slice of a loaded configuration. */
export const coreOf = (config: LoadedConfig): CoreConfig => config.get(coreConfig);
