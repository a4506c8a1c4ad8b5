import { applyDecorators } from '@nestjs/common';
import { ApiSecurity, type SecuritySchemeObject } from '@nestjs/swagger';
import { ApiErrors } from '../../src/core/http/openapi.js';
import { LOGIN_ROUTE } from './auth-routes.js';
import { SESSION_COOKIE } from './portal-session.service.js';

/** The OpenAPI security schemes of portal routes (README § REST API): either one authenticates (PortalGuard). */
export const PORTAL_SESSION_SCHEME = 'portalSession';
export const ID_TOKEN_SCHEME = 'ciamIdToken';

export const PORTAL_SECURITY_SCHEMES: Readonly<Record<string, SecuritySchemeObject>> = {
  [PORTAL_SESSION_SCHEME]: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      `Portal session of a signed-in customer: the cookie the sign-in (\`GET ${LOGIN_ROUTE}\`, then the OpenID ` +
      'provider) sets. Cookie-authenticated writes (POST, PUT, PATCH, DELETE) must come from this site: an `Origin` ' +
      'header of this server, else 403.',
  },
  [ID_TOKEN_SCHEME]: {
    type: 'apiKey',
    in: 'header',
    name: 'ciam_id_token',
    description:
      "For API clients: the user's OpenID Connect ID token (a JWT) from the issuer, verified against its JWKS " +
      '(SPEC §7.6): one issued to an API client of `API_CLIENT_IDS` (the embedded issuer registers ' +
      '`uapp-api-client`: authorization code + PKCE, loopback redirect), accepted while its sign-in at the issuer ' +
      'lives, or the one of a live portal session. How to obtain one: docs/api.md. No Origin check; never enough ' +
      'to change the password or the second factor (403).',
  },
};

/** A portal route (PortalGuard): the session cookie or the `ciam_id_token` header, 401 without either. */
export function ApiPortalAuth(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiSecurity(PORTAL_SESSION_SCHEME),
    ApiSecurity(ID_TOKEN_SCHEME),
    ApiErrors([401, 'No valid portal session cookie or `ciam_id_token` (Sign-in required / Invalid identity token)']),
  );
}
