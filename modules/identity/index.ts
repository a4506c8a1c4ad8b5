// The identity feature's public surface (docs/ARCHITECTURE.md: features are used through their index.ts).
export { IdentityModule } from './identity.module.js';
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
export { SigningKeysService } from './signing-keys.service.js';
export { SigningKeysRepository } from './signing-keys.repository.js';
export { SIGN_IN_MAX_FAILURES, SIGN_IN_WINDOW_MS } from './sign-in-rate-limiter.js';
export * from './identity.contract.js';
