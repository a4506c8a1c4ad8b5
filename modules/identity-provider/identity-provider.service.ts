import type { IncomingMessage, ServerResponse } from 'node:http';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Configuration, KoaContextWithOIDC, default as Provider } from 'oidc-provider';
import { CORE_CONFIG, type CoreConfig } from '../../src/core/config/core.config.js';
import { type OidcClientConfig, oidcClientConfig } from '../portal-auth/oidc-client.config.js';
import { type IdentityProviderConfig, identityProviderConfig } from './identity-provider.config.js';
import { type SignInThrottleConfig, signInThrottleConfig } from './sign-in-throttle.config.js';
import { LocalesService } from '../locales/index.js';
import { AccountsService } from './accounts.service.js';
import { createOidcAdapterFactory } from './oidc-adapter.js';
import { OidcPayloadRepository } from './oidc-payload.repository.js';
import { SigningKeysService, deriveKey } from './signing-keys.service.js';
import { InteractionHandler, type PendingSecondFactor } from './interaction.handler.js';
import { SealedValue } from './sealed-value.js';
import { SecondFactors } from './second-factors.js';
import { type PageLanguages, renderLogoutPage, renderMessagePage, resolvePageLanguage } from './identity-pages.js';
import { RateLimitStore } from '../../src/core/http/rate-limit-store.js';
import { DeviceCookies } from './device-cookie.js';
import { SignInThrottle } from './sign-in-throttle.js';
import { LogoutHints } from './logout-hint.js';
import { forwardedHeadersFilter, publicMetadataCaching } from './provider-request.js';

/** SPEC §7.7: the identity-management scope next to openid, profile and email. */
export const IDENTITY_MANAGEMENT_SCOPE = 'fr:idm:*';
export const IDENTITY_SCOPES = ['openid', 'profile', 'email', IDENTITY_MANAGEMENT_SCOPE] as const;
/** The site's fixed callback paths besides `/{urlCode}/callback` (README § Identity provider). */
export const BLANK_CALLBACK_PATH = '/blank-callback';
const CLEANUP_INTERVAL_MS = 10 * 60_000;
const CLEANUP_BATCH = 1_000;

type ClientMetadata = NonNullable<Configuration['clients']>[number];

/** The provider session a grant source (authorization code, refresh token) was issued in, when it says. */
function sessionUidOf(token: unknown): string | undefined {
  const uid = (token as { sessionUid?: unknown } | undefined)?.sessionUid;
  return typeof uid === 'string' && uid !== '' ? uid : undefined;
}

/** Node-style middleware mounted at `/oidc` (the prefix is stripped by middie before it runs). */
export type OidcMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** The site's redirect URIs: `/{urlCode}/callback` for every locale, plus `/blank-callback`. */
export function clientRedirectUris(publicBaseUrl: string, urlCodes: string[]): string[] {
  return [...urlCodes.map((code) => `${publicBaseUrl}/${code}/callback`), `${publicBaseUrl}${BLANK_CALLBACK_PATH}`];
}

/**
 * The redirect URIs of an API client (docs/api.md): the loopback callback of a native app (RFC 8252 §7.3). For
 * `application_type: native` oidc-provider accepts them with any port, so a script listens on a free one.
 */
export const API_CLIENT_REDIRECT_URIS = ['http://127.0.0.1/callback', 'http://[::1]/callback'];

/** Where the provider may send the browser after end_session: the site root and every locale home. */
export function clientPostLogoutRedirectUris(publicBaseUrl: string, urlCodes: string[]): string[] {
  return [`${publicBaseUrl}/`, ...urlCodes.map((code) => `${publicBaseUrl}/${code}`)];
}

/**
 * The embedded OpenID provider (panva's oidc-provider): authorization code + PKCE (S256) only, one first-party
 * client (the site), accounts from PostgreSQL, keys and state in PostgreSQL. `start()` builds it; `middleware`
 * is what the composition root mounts at `/oidc`.
 */
@Injectable()
export class IdentityProviderService implements OnModuleDestroy {
  private readonly logger = new Logger('IdentityProvider');
  private provider: Provider | undefined;
  private cleanupTimer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
    @Inject(oidcClientConfig.KEY) private readonly oidc: OidcClientConfig,
    @Inject(identityProviderConfig.KEY) private readonly identityProvider: IdentityProviderConfig,
    @Inject(signInThrottleConfig.KEY) private readonly signInThrottle: SignInThrottleConfig,
    private readonly accounts: AccountsService,
    private readonly signingKeys: SigningKeysService,
    private readonly payloads: OidcPayloadRepository,
    private readonly locales: LocalesService,
    private readonly secondFactors: SecondFactors,
    private readonly rateLimits: RateLimitStore,
  ) {}

  /** Loads keys and locales and builds the provider; returns the middleware for `/oidc`. */
  async start(): Promise<OidcMiddleware> {
    const { issuer, clientId, clientSecret } = this.identityProvider;
    const keys = await this.signingKeys.ensureKeys();
    const locales = await this.locales.listLocales();
    const urlCodes = locales.map((l) => l.urlCode);
    const languages: PageLanguages = new Map(locales.map((l) => [l.urlCode, l.language]));
    const base = this.config.publicBaseUrl;
    const accounts = this.accounts;
    const secure = issuer.startsWith('https:');
    const logoutHints = new LogoutHints(this.config.sessionSecret);
    // The API clients and peer sites are registered here only when this provider is the site's issuer.
    const embedded = this.oidc.issuer === issuer;
    const peerSites = embedded ? this.oidc.peerSites : [];
    const apiClientIds = new Set(embedded ? this.oidc.apiClientIds : []);
    // Both kinds' ID tokens name their provider session (`sid`): the portal API accepts them while it lives.
    const sessionBoundClientIds = new Set([...apiClientIds, ...peerSites.map((peer) => peer.clientId)]);

    const configuration: Configuration = {
      adapter: createOidcAdapterFactory(this.payloads),
      jwks: { keys: keys as unknown as NonNullable<Configuration['jwks']>['keys'] },
      clients: [
        {
          client_id: clientId,
          ...(clientSecret
            ? { client_secret: clientSecret, token_endpoint_auth_method: 'client_secret_basic' as const }
            : { token_endpoint_auth_method: 'none' as const }),
          application_type: 'web',
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
          redirect_uris: clientRedirectUris(base, urlCodes),
          post_logout_redirect_uris: clientPostLogoutRedirectUris(base, urlCodes),
          // Every ID token says when the user last signed in (the 10-minute rule of sensitive changes).
          require_auth_time: true,
          // SPEC §7.7: the realm the client belongs to (also a claim of every token).
          realm: 'alpha',
        } as ClientMetadata,
        // API clients get the ID token the portal API accepts in `ciam_id_token`. Public
        // native apps: no secret (a script cannot keep one), PKCE S256, a loopback redirect on any port.
        ...[...apiClientIds].map((id): ClientMetadata => ({
          client_id: id,
          application_type: 'native',
          token_endpoint_auth_method: 'none',
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
          redirect_uris: API_CLIENT_REDIRECT_URIS,
          require_auth_time: true,
          realm: 'alpha',
        })),
        // Peer sites (PEER_SITES, headless mode): other uapp instances, public web clients like the site itself.
        ...peerSites.map((peer): ClientMetadata => ({
          client_id: peer.clientId,
          token_endpoint_auth_method: 'none',
          application_type: 'web',
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
          redirect_uris: clientRedirectUris(peer.baseUrl, urlCodes),
          post_logout_redirect_uris: clientPostLogoutRedirectUris(peer.baseUrl, urlCodes),
          require_auth_time: true,
          realm: 'alpha',
        })),
      ],
      extraClientMetadata: { properties: ['realm'] },
      responseTypes: ['code'],
      pkce: { required: () => true },
      scopes: [...IDENTITY_SCOPES, 'offline_access'],
      claims: {
        openid: ['sub', 'realm', 'sid'],
        email: ['email', 'email_verified'],
        profile: [
          'given_name',
          'family_name',
          'name',
          'locale',
          'country',
          'roles',
          'company_id',
          'company_name',
          'internal',
        ],
        [IDENTITY_MANAGEMENT_SCOPE]: ['roles', 'company_id', 'company_name', 'internal'],
      },
      // The ID token carries the profile claims itself (the site reads the user from it, SPEC §3).
      conformIdTokenClaims: false,
      findAccount: async (ctx, sub, token) => {
        const claims = await accounts.claimsFor(sub);
        if (!claims) return undefined;
        // An API client's ID token names the provider session it was issued in (`sid`: the session's
        // uid, which the code and refresh token carry), so the portal API accepts it only while that session
        // lives (signing out here ends it). The site's own tokens live by its portal session instead.
        const clientId = ctx.oidc.client?.clientId;
        const sid = clientId && sessionBoundClientIds.has(clientId) ? sessionUidOf(token) : undefined;
        return {
          accountId: sub,
          claims: (use) => ({ ...claims, ...(sid && use === 'id_token' ? { sid } : {}) }),
        };
      },
      // Consent is implicit for the site, the one first-party client: its grant covers every scope it may ask for.
      loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
        const client = ctx.oidc.client!;
        const session = ctx.oidc.session!;
        const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
        const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
        const grant =
          existing ?? new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId! });
        grant.addOIDCScope([...IDENTITY_SCOPES, 'offline_access'].join(' '));
        await grant.save();
        return grant;
      },
      // Refresh tokens for the site (renewal before expiry) without asking for offline_access.
      issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
      interactions: { url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
      cookies: {
        keys: [deriveKey(this.config.sessionSecret, 'oidc-cookies').toString('base64url')],
        long: { secure, sameSite: 'lax' },
        short: { secure, sameSite: 'lax' },
      },
      features: {
        devInteractions: { enabled: false },
        revocation: { enabled: true },
        userinfo: { enabled: true },
        rpInitiatedLogout: {
          enabled: true,
          logoutSource: async (ctx, form) => {
            const language = resolvePageLanguage(ctx.req, ctx.oidc.params, languages);
            ctx.type = 'html';
            // A client that proves itself (a validated id_token_hint, or the site's own logout hint, which keeps the
            // ID token out of the URL) signs out at once; anyone else is asked.
            const params = ctx.oidc.params;
            const fromClient = Boolean(params?.id_token_hint) || (await logoutHints.isValid(params?.logout_hint));
            ctx.body = renderLogoutPage(language, form, fromClient);
          },
          postLogoutSuccessSource: (ctx) => {
            const language = resolvePageLanguage(ctx.req, undefined, languages);
            ctx.type = 'html';
            ctx.body = renderMessagePage(language, 'identity.signOut.title', 'identity.signOut.done', base);
          },
        },
      },
      clientBasedCORS: () => false,
      ttl: {
        AccessToken: 60 * 60,
        AuthorizationCode: 60,
        IdToken: 60 * 60,
        Interaction: 60 * 60,
        Grant: 14 * 24 * 60 * 60,
        Session: 14 * 24 * 60 * 60,
        RefreshToken: 14 * 24 * 60 * 60,
      },
      renderError: (ctx, out) => {
        const language = resolvePageLanguage(ctx.req, undefined, languages);
        ctx.type = 'html';
        ctx.body = renderMessagePage(language, 'identity.signIn.title', 'identity.signIn.failed', base, out);
      },
    };

    // Loaded here, not at import: the seed runner and `main.ts` import this module's index without needing it
    // (and oidc-provider prints a runtime warning when it loads on a Node older than 22).
    const { default: OidcProvider, errors } = await import('oidc-provider');
    const provider = new OidcProvider(issuer, configuration);
    // X-Forwarded-Host/Proto count only with TRUST_PROXY, as for Fastify (the middleware below strips them
    // from anyone else); otherwise discovery would advertise whatever host a request names.
    provider.proxy = this.config.trustProxy !== false;
    const forwarded = forwardedHeadersFilter(this.config.trustProxy);
    provider.on('server_error', (_ctx, error) => this.logger.error(error));
    this.provider = provider;
    this.startCleanup();

    const interactions = new InteractionHandler(
      provider,
      errors.OIDCProviderError,
      this.accounts,
      {
        password: new SignInThrottle(this.rateLimits, 'sign-in', this.signInThrottle),
        totp: new SignInThrottle(this.rateLimits, 'totp', this.signInThrottle),
      },
      new DeviceCookies(this.config.sessionSecret, this.signInThrottle.deviceCookieMaxAgeMs, secure),
      languages,
      base,
      this.logger,
      this.secondFactors,
      new SealedValue<PendingSecondFactor>(this.config.sessionSecret, 'oidc-second-factor'),
      secure,
    );
    const callback = provider.callback();
    return (req, res) => {
      forwarded(req);
      const path = (req.url ?? '/').split('?')[0]!;
      if (path.startsWith('/interaction/')) void interactions.handle(req, res, path);
      else {
        publicMetadataCaching(path, res);
        void callback(req, res);
      }
    };
  }

  /** The built provider (tests, the client of the same process). */
  get instance(): Provider {
    if (!this.provider) throw new Error('the identity provider has not been started');
    return this.provider;
  }

  /**
   * Deletes all expired provider state, one bounded statement at a time: anonymous visitors can start sign-ins
   * faster than a single batch per interval would remove them, which would let the table grow without bound.
   */
  async cleanupExpired(): Promise<number> {
    let deleted = 0;
    for (;;) {
      const batch = await this.payloads.deleteExpired(CLEANUP_BATCH);
      deleted += batch;
      if (batch < CLEANUP_BATCH) return deleted;
    }
  }

  private startCleanup(): void {
    this.cleanupTimer = setInterval(() => {
      this.cleanupExpired().catch((error: unknown) =>
        this.logger.warn(`oidc_payload cleanup failed: ${String(error)}`),
      );
    }, CLEANUP_INTERVAL_MS);
    this.cleanupTimer.unref();
  }

  onModuleDestroy(): void {
    if (this.cleanupTimer) clearInterval(this.cleanupTimer);
  }
}
