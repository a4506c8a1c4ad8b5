import { readPublicBaseUrl } from '../../src/core/config/core.config.js';
import { defineConfig } from '../../src/core/config/define-config.js';

/** The embedded OpenID provider under `${PUBLIC_BASE_URL}/oidc` (docs/sign-in.md). */
export interface IdentityProviderConfig {
  /** `${PUBLIC_BASE_URL}/oidc`. */
  issuer: string;
  /** The site's registered client (OIDC_CLIENT_ID, default `uapp-portal`). */
  clientId: string;
  /** OIDC_CLIENT_SECRET: when set the client authenticates with it (client_secret_basic/post), else a public client. */
  clientSecret: string | undefined;
}

export const identityProviderConfig = defineConfig('identity-provider', (env): IdentityProviderConfig => ({
  issuer: `${readPublicBaseUrl(env)}/oidc`,
  clientId: env.env.OIDC_CLIENT_ID || 'uapp-portal',
  clientSecret: env.env.OIDC_CLIENT_SECRET || undefined,
}));
