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
// The site as the provider's client: sessions, the portal guard, the sign-in routes.
export { OidcClientService, type PendingSignIn } from './oidc-client.service.js';
export { PortalSessionService, SESSION_COOKIE } from './portal-session.service.js';
export { PortalGuard, type PortalAuth, type PortalRequest } from './portal.guard.js';
export { RECENT_SIGN_IN_MS, RecentSignInGuard } from './recent-sign-in.guard.js';
export { PortalAuthErrors } from './portal-auth.errors.js';
export { ApiPortalAuth, PORTAL_SECURITY_SCHEMES } from './portal-auth.openapi.js';
export { registerAuthRoutes, isPrivatePagePath, LOGIN_ROUTE, PENDING_COOKIE } from './auth-routes.js';
export { SignInFlow } from './sign-in-flow.js';
export { registerCanonicalOrigin } from './canonical-origin.js';
export { loopbackOrigin } from './embedded-issuer-route.js';
export { SealedValue } from './sealed-value.js';
export { SIGN_OUT_SCRIPT_HASH } from './identity-pages.js';
export { servicesFromRoles } from './services-from-roles.js';
// Account settings (issue 12 item 3): profile, password and the TOTP second factor of the signed-in account.
export {
  ACCOUNT_SETTINGS_MAX_FAILURES,
  AccountSettingsService,
  type PasswordChangeInput,
  type ProfileInput,
  type SettingsChoice,
  type SettingsRequestContext,
} from './account-settings.service.js';
export * from './account-settings.contract.js';
export { AccountSettingsErrors } from './account-settings.errors.js';
