export { IdentityModule } from './identity.module.js';
export { OidcClientService } from './oidc-client.service.js';
export { PortalSessionService, SESSION_COOKIE } from './portal-session.service.js';
export { PortalGuard, type PortalRequest } from './portal.guard.js';
export { registerAuthRoutes, isPrivatePagePath, LOGIN_ROUTE, PENDING_COOKIE } from './auth-routes.js';
export { SealedValue } from './sealed-value.js';
export type { PendingSignIn } from './oidc-client.service.js';
export type { UserProfile } from './identity.contract.js';
