// The identity provider's public surface (docs/ARCHITECTURE.md: features are used through their index.ts).
export { IdentityProviderModule } from './identity-provider.module.js';
export {
  BLANK_CALLBACK_PATH,
  IDENTITY_MANAGEMENT_SCOPE,
  IDENTITY_SCOPES,
  IdentityProviderService,
  type OidcMiddleware,
  clientPostLogoutRedirectUris,
  clientRedirectUris,
} from './identity-provider.service.js';
export { type AccountClaims, AccountsService, IDENTITY_REALM, hashPassword } from './accounts.service.js';
export { AccountsRepository, type AccountWithCompany } from './accounts.repository.js';
export { OidcPayloadRepository } from './oidc-payload.repository.js';
export { SigningKeysService } from './signing-keys.service.js';
export { SigningKeysRepository } from './signing-keys.repository.js';
export { SecondFactors } from './second-factors.js';
export type { SecondFactor } from './interaction.handler.js';
export { EmbeddedIssuerRoute, loopbackOrigin } from './embedded-issuer-route.js';
export { LogoutHints } from './logout-hint.js';
export { SealedValue } from './sealed-value.js';
export { SIGN_OUT_SCRIPT_HASH } from './identity-pages.js';
export * from './identity.contract.js';
export { AUTHORIZATION_SERVER_METADATA_PATH, authorizationServerMetadata } from './authorization-server-metadata.js';
