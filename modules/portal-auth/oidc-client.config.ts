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
  /**
   * PEER_SITES (issue 33, headless mode): other uapp instances that sign their users in at this server's embedded
   * provider. Each is registered there as a public web client (PKCE) with the site's callback paths under its base URL,
   * and its ID tokens are accepted in `ciam_id_token` as an API client's are (while the provider session lives), so
   * it can forward them to this server's ticket proxy. Only with the embedded issuer; default none.
   */
  peerSites: PeerSite[];
}

/** Another uapp instance as a client of the embedded provider: its client id and its PUBLIC_BASE_URL. */
export interface PeerSite {
  clientId: string;
  baseUrl: string;
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

/** PEER_SITES: comma-separated `client-id=https://base-url`; never the site's own client or an API client. */
export function parsePeerSites(raw: string | undefined, reserved: readonly string[]): PeerSite[] {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const sites = entries.map((entry): PeerSite => {
    const [clientId = '', baseUrl = ''] = entry.split(/=(.*)/s, 2).map((part) => part.trim());
    if (!/^[\w.:-]{1,100}$/.test(clientId)) {
      throw new ConfigError(`PEER_SITES entries are client-id=https://base-url, got "${entry}"`);
    }
    let url: URL;
    try {
      url = new URL(baseUrl);
    } catch {
      throw new ConfigError(`PEER_SITES: the base URL of ${clientId} is not a valid URL`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new ConfigError(`PEER_SITES: the base URL of ${clientId} must start with http:// or https://`);
    }
    if (reserved.includes(clientId)) {
      throw new ConfigError(`PEER_SITES must not name the site's own client or an API client (${clientId})`);
    }
    return { clientId, baseUrl: url.origin };
  });
  if (new Set(sites.map((site) => site.clientId)).size !== sites.length) {
    throw new ConfigError('PEER_SITES names a client twice');
  }
  return sites;
}

export const oidcClientConfig = defineConfig('oidc-client', (env): OidcClientConfig => {
  const embeddedIssuer = `${readPublicBaseUrl(env)}/oidc`;
  const issuer = (env.url('OIDC_ISSUER', ['http:', 'https:']) ?? embeddedIssuer).replace(/\/+$/, '');
  const clientId = env.env.OIDC_CLIENT_ID || 'uapp-portal';
  const apiClientIds = env.parse(
    () => parseApiClientIds(env.env.API_CLIENT_IDS, issuer === embeddedIssuer, clientId),
    [],
  );
  return {
    issuer,
    clientId,
    clientSecret: env.env.OIDC_CLIENT_SECRET || undefined,
    timeoutMs: env.duration('OIDC_TIMEOUT_MS', CONFIGURED_AUTH_TIMEOUT_MS, 'ms', 100, 60_000),
    renewalThresholdMs: 180_000,
    loginFailureWaitMs: 30_000,
    apiClientIds,
    peerSites: env.parse(() => parsePeerSites(env.env.PEER_SITES, [clientId, ...apiClientIds]), []),
  };
});
