// The site as the provider's client (docs/ARCHITECTURE.md: features are used through their index.ts): sessions,
// the portal guard, the sign-in routes, the portal section's page registry.
export { PortalAuthModule } from './portal-auth.module.js';
export { type DashboardCount, DashboardCounts } from './dashboard-counts.js';
export { OidcClientService, type PendingSignIn } from './oidc-client.service.js';
export { PortalSessionService, SESSION_COOKIE, hashOf } from './portal-session.service.js';
export { PortalGuard, type PortalAuth, type PortalRequest } from './portal.guard.js';
export { RECENT_SIGN_IN_MS, RecentSignInGuard } from './recent-sign-in.guard.js';
export { PortalAuthErrors } from './portal-auth.errors.js';
export { ApiPortalAuth, PORTAL_SECURITY_SCHEMES } from './portal-auth.openapi.js';
export { registerAuthRoutes, isPrivatePagePath, LOGIN_ROUTE, PENDING_COOKIE } from './auth-routes.js';
export { SESSION_CHECKS_PER_MINUTE } from './auth.controller.js';
export { SignInFlow } from './sign-in-flow.js';
export { registerCanonicalOrigin } from './canonical-origin.js';
export { servicesFromRoles } from './services-from-roles.js';
export { type IdTokenClaims, rolesFrom, userProfileFromClaims } from './user-profile.js';
export { currentPortalIdToken } from './upstream-id-token.js';
