import { ConfigError } from '../../src/core/config/config-error.js';
import { readPublicBaseUrl } from '../../src/core/config/core.config.js';
import { defineConfig } from '../../src/core/config/define-config.js';

/** The site as an OpenID Connect client of the portal's issuer (SPEC §4 sign-in flow, §7.7, §9). */
export interface OidcClientConfig {
  /** OIDC_ISSUER; defaults to the embedded provider at `${PUBLIC_BASE_URL}/oidc`. */
  issuer: string;
  clientId: string;
  /** Optional: without it the client is public (PKCE only, token_endpoint_auth_method none). */
  clientSecret: string | undefined;
  /** SPEC §9: auth timeout, default 5,000 ms, configured 3,000 ms (the site's default; OIDC_TIMEOUT_MS overrides). */
  timeoutMs: number;
  /** SPEC §9: a session is renewed (or ended) once expiry minus 180 s has passed. */
  renewalThresholdMs: number;
  /** SPEC §9: how long a failed sign-in waits before falling back to the site's home. */
  loginFailureWaitMs: number;
  /**
   * API_CLIENT_IDS (docs/api.md): the OpenID clients whose ID tokens the portal API accepts in `ciam_id_token`
   * without a portal session of this site. With the embedded issuer it registers each of them (a public native
   * client, PKCE, loopback redirect) and the default is the demo client `uapp-api-client`; with another issuer the
   * operator registers the client there and lists its id (default: none).
   */
  apiClientIds: string[];
}

/** SPEC §9: the library default is 5,000 ms; the site configures 3,000 ms. */
export const CONFIGURED_AUTH_TIMEOUT_MS = 3_000;

/** The API client the embedded provider registers by default (docs/api.md). */
export const DEMO_API_CLIENT_ID = 'uapp-api-client';

/**
 * API_CLIENT_IDS: comma-separated client ids; unset means the demo client with the embedded issuer and none with
 * another one; empty means none. The site's own client is refused: its ID tokens are bearer tokens only while the
 * portal session holding them lives.
 */
export function parseApiClientIds(raw: string | undefined, embeddedIssuer: boolean, siteClientId: string): string[] {
  if (raw === undefined) return embeddedIssuer ? [DEMO_API_CLIENT_ID] : [];
  const ids = [
    ...new Set(
      raw
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    ),
  ];
  for (const id of ids) {
    if (!/^[\w.:-]{1,100}$/.test(id)) {
      throw new ConfigError(`API_CLIENT_IDS must list client ids (letters, digits, . _ : -), got "${id}"`);
    }
    if (id === siteClientId) {
      throw new ConfigError(`API_CLIENT_IDS must not list the site's own client (OIDC_CLIENT_ID ${id})`);
    }
  }
  return ids;
}

export const oidcClientConfig = defineConfig('oidc-client', (env): OidcClientConfig => {
  const embeddedIssuer = `${readPublicBaseUrl(env)}/oidc`;
  const issuer = (env.url('OIDC_ISSUER', ['http:', 'https:']) ?? embeddedIssuer).replace(/\/+$/, '');
  const clientId = env.env.OIDC_CLIENT_ID || 'uapp-portal';
  return {
    issuer,
    clientId,
    clientSecret: env.env.OIDC_CLIENT_SECRET || undefined,
    timeoutMs: env.duration('OIDC_TIMEOUT_MS', CONFIGURED_AUTH_TIMEOUT_MS, 'ms', 100, 60_000),
    renewalThresholdMs: 180_000,
    loginFailureWaitMs: 30_000,
    apiClientIds: env.parse(() => parseApiClientIds(env.env.API_CLIENT_IDS, issuer === embeddedIssuer, clientId), []),
  };
});
