import { Inject, Injectable, Logger } from '@nestjs/common';
import { type JWTVerifyGetKey, createRemoteJWKSet, customFetch as joseFetch, jwtVerify } from 'jose';
import * as client from 'openid-client';
import { CORE_CONFIG, type CoreConfig } from '../../src/core/config/core.config.js';
import { type OidcClientConfig, oidcClientConfig } from './oidc-client.config.js';
import { type IdentityProviderConfig, identityProviderConfig } from '../identity-provider/identity-provider.config.js';
import { HttpClientFactory, type RuleFetch } from '../../src/core/http-client/index.js';
import { EmbeddedIssuerRoute, IDENTITY_SCOPES } from '../identity-provider/index.js';
import { PortalAuthErrors, signInFailed } from './portal-auth.errors.js';
import type { IdTokenClaims } from './user-profile.js';

/** What the browser must bring back to the callback; kept server-side (sealed cookie), never readable by pages. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  returnTo: string;
  /** prompt=none: a failure goes on to an interactive sign-in instead of the error page. */
  silent: boolean;
  /** prompt=login (re-authentication before a sensitive change): the provider asked for the credentials. */
  forceLogin?: boolean;
}

export interface SignInTokens {
  claims: IdTokenClaims;
  idToken: string;
  accessToken: string;
  refreshToken: string | undefined;
  expiresAt: Date;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

const isTimeout = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'TimeoutError' ||
    error.name === 'AbortError' ||
    (error.cause instanceof Error && isTimeout(error.cause)));

/**
 * The site as an OpenID Connect client (openid-client 6 functions, no Passport; README § Sign-in): lazy discovery
 * with the SPEC §9 auth timeout, authorization code + PKCE S256 with state and nonce, ID tokens verified against
 * the issuer's JWKS (signature, issuer, audience, expiry), refresh, revocation and the end-session URL.
 */
@Injectable()
export class OidcClientService {
  private readonly logger = new Logger(OidcClientService.name);
  private configuration: Promise<client.Configuration> | undefined;
  private jwks: JWTVerifyGetKey | undefined;

  /**
   * Every call to the issuer (discovery, token, revocation, JWKS) goes through the shared client (SPEC §7.1):
   * logged with its duration, token and revocation POSTs tried once more on a 5xx/429, 4xx/5xx answers raised.
   */
  private readonly fetch: RuleFetch;
  /** Where this server answers from inside (embedded-issuer-route.ts); set by the composition root. */
  private internalOrigin: () => string | undefined = () => undefined;

  constructor(
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
    @Inject(oidcClientConfig.KEY) private readonly oidc: OidcClientConfig,
    @Inject(identityProviderConfig.KEY) private readonly identityProvider: IdentityProviderConfig,
    httpClients: HttpClientFactory,
  ) {
    const fetch = httpClients.create('oidc', { timeoutMs: oidc.timeoutMs }).fetch;
    // The embedded issuer is reached inside this server, never through PUBLIC_BASE_URL (a proxy).
    this.fetch =
      oidc.issuer === identityProvider.issuer
        ? new EmbeddedIssuerRoute(oidc.issuer, () => this.internalOrigin()).wrap(fetch)
        : fetch;
  }

  /**
   * The origin at which this server reaches itself (its listening address), asked at each call to the embedded
   * issuer; without it (not listening) the calls go to the public issuer URL. No effect with an external OIDC_ISSUER.
   */
  reachEmbeddedIssuerAt(origin: () => string | undefined): void {
    this.internalOrigin = origin;
  }

  get clientId(): string {
    return this.oidc.clientId;
  }

  /** Discovery on first use (the embedded issuer is this very server, not listening yet at start-up). */
  private discover(): Promise<client.Configuration> {
    this.configuration ??= this.runDiscovery().catch((error: unknown) => {
      this.configuration = undefined; // try again on the next sign-in
      throw error;
    });
    return this.configuration;
  }

  private async runDiscovery(): Promise<client.Configuration> {
    const { issuer, clientId, clientSecret, timeoutMs } = this.oidc;
    const url = new URL(issuer);
    const insecure = url.protocol === 'http:';
    // Plain http only for a loopback issuer or outside production (the embedded issuer in development and tests).
    if (insecure && this.config.nodeEnv === 'production' && !LOOPBACK.has(url.hostname)) {
      this.logger.error(`OIDC_ISSUER ${issuer} is plain http in production`);
      throw signInFailed('no-config');
    }
    const execute = [client.enableNonRepudiationChecks, ...(insecure ? [client.allowInsecureRequests] : [])];
    try {
      const configuration = await client.discovery(
        url,
        clientId,
        clientSecret,
        clientSecret ? client.ClientSecretBasic(clientSecret) : client.None(),
        {
          execute,
          timeout: Math.ceil(timeoutMs / 1000),
          // Its body type names Uint8Array<ArrayBufferLike>, which fetch's BodyInit also takes at run time.
          [client.customFetch]: (url, options) => this.fetch(url, options as RequestInit),
        },
      );
      const jwksUri = configuration.serverMetadata().jwks_uri;
      if (!jwksUri) throw new Error('the issuer publishes no jwks_uri');
      this.jwks = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: timeoutMs, [joseFetch]: this.fetch });
      return configuration;
    } catch (error) {
      this.logger.error(`OIDC discovery at ${issuer} failed: ${String(error)}`);
      throw signInFailed(isTimeout(error) ? 'timeout' : 'no-config', error);
    }
  }

  /** The authorization request (code + PKCE S256, state, nonce) and what the callback needs to check it. */
  async startSignIn(options: {
    redirectUri: string;
    returnTo: string;
    silent: boolean;
    forceLogin?: boolean;
  }): Promise<{ url: URL; pending: PendingSignIn }> {
    const configuration = await this.discover();
    const codeVerifier = client.randomPKCECodeVerifier();
    const pending: PendingSignIn = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier,
      redirectUri: options.redirectUri,
      returnTo: options.returnTo,
      silent: options.silent,
      ...(options.forceLogin ? { forceLogin: true } : {}),
    };
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: options.redirectUri,
      // SPEC §7.7: openid, profile, email and the identity-management scope.
      scope: IDENTITY_SCOPES.join(' '),
      response_type: 'code',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
      ...(options.silent ? { prompt: 'none' } : {}),
      // Re-authentication: the provider must ask for the credentials even within its single sign-on session.
      ...(options.forceLogin && !options.silent ? { prompt: 'login' } : {}),
    });
    return { url, pending };
  }

  /** The callback: checks state, code and nonce and exchanges the code (SPEC §4 sign-in flow, §8 messages). */
  async finishSignIn(currentUrl: URL, pending: PendingSignIn | undefined): Promise<SignInTokens> {
    const params = currentUrl.searchParams;
    if (!pending || params.get('state') !== pending.state) throw signInFailed('state-mismatch');
    if (params.has('error') || !params.get('code')) throw signInFailed('no-code');
    const configuration = await this.discover();
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      this.logger.warn(`code exchange failed: ${String(error)}`);
      throw signInFailed(isTimeout(error) ? 'timeout' : 'exchange', error);
    }
    return this.withUserInfo(configuration, this.tokensFrom(tokens));
  }

  /**
   * SPEC §7.7: the profile comes from the issuer's user-info endpoint, called with the access token as bearer.
   * Its claims are laid over the verified ID token's (same subject, checked by openid-client); an issuer without
   * the endpoint, or one that fails to answer, leaves the ID token's claims, so a sign-in is never lost to it.
   */
  private async withUserInfo(configuration: client.Configuration, tokens: SignInTokens): Promise<SignInTokens> {
    if (!configuration.serverMetadata().userinfo_endpoint) return tokens;
    try {
      const userInfo = await client.fetchUserInfo(configuration, tokens.accessToken, tokens.claims.sub);
      return { ...tokens, claims: { ...tokens.claims, ...userInfo, sub: tokens.claims.sub } };
    } catch (error) {
      this.logger.warn(`user info not read, the ID token's profile is used: ${String(error)}`);
      return tokens;
    }
  }

  /** A new set of tokens from a refresh token (SPEC §4: renewal before expiry). */
  async refresh(refreshToken: string): Promise<SignInTokens> {
    const configuration = await this.discover();
    try {
      return await this.withUserInfo(
        configuration,
        this.tokensFrom(await client.refreshTokenGrant(configuration, refreshToken)),
      );
    } catch (error) {
      throw signInFailed(isTimeout(error) ? 'timeout' : 'exchange', error);
    }
  }

  private tokensFrom(tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers): SignInTokens {
    if (!tokens.access_token) throw signInFailed('no-access-token');
    const claims = tokens.claims();
    if (!tokens.id_token || !claims) throw signInFailed('exchange');
    const expiresIn = tokens.expiresIn();
    const expiresAt = new Date(expiresIn !== undefined ? Date.now() + expiresIn * 1000 : claims.exp * 1000);
    return {
      claims: claims as IdTokenClaims,
      idToken: tokens.id_token,
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      expiresAt,
    };
  }

  /**
   * An ID token presented by an API client (header `ciam_id_token`, SPEC §7.6): signature against the issuer's
   * JWKS, issuer, audience (this client, or one of `audience`) and expiry. undefined when any check fails.
   */
  async verifyIdToken(
    token: string,
    audience: string | string[] = this.oidc.clientId,
  ): Promise<IdTokenClaims | undefined> {
    let configuration: client.Configuration;
    try {
      configuration = await this.discover();
    } catch (error) {
      this.logger.warn(`ID token not checked: the issuer's discovery failed (${String(error)})`);
      throw PortalAuthErrors.IssuerUnavailable();
    }
    try {
      const { payload } = await jwtVerify(token, this.jwks!, {
        issuer: configuration.serverMetadata().issuer,
        audience,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      return payload as IdTokenClaims;
    } catch (error) {
      this.logger.debug(`ID token refused: ${String(error)}`);
      return undefined;
    }
  }

  /** Revokes a token at the issuer (SPEC §4 logout); a failure is logged and does not stop the logout. */
  async revoke(token: string, hint: 'access_token' | 'refresh_token'): Promise<void> {
    try {
      const configuration = await this.discover();
      if (!configuration.serverMetadata().revocation_endpoint) return;
      await client.tokenRevocation(configuration, token, { token_type_hint: hint });
    } catch (error) {
      this.logger.warn(`token revocation failed: ${String(error)}`);
    }
  }

  /**
   * The issuer's end-session URL (RP-initiated logout), or undefined when it has none or is unreachable:
   * `client_id` + `post_logout_redirect_uri`, never `id_token_hint`: the URL stays in the browser's history and in
   * proxy logs, and the ID token must not. `logoutHint`: the embedded provider's proof that the site sent the user.
   */
  async endSessionUrl(postLogoutRedirectUri: string, logoutHint?: string): Promise<URL | undefined> {
    try {
      const configuration = await this.discover();
      if (!configuration.serverMetadata().end_session_endpoint) return undefined;
      return client.buildEndSessionUrl(configuration, {
        post_logout_redirect_uri: postLogoutRedirectUri,
        client_id: this.oidc.clientId,
        ...(logoutHint ? { logout_hint: logoutHint } : {}),
      });
    } catch (error) {
      this.logger.warn(`no end-session URL: ${String(error)}`);
      return undefined;
    }
  }
}
