import { Inject, Injectable, Logger } from '@nestjs/common';
import { decodeJwt } from 'jose';
import { type OidcClientConfig, oidcClientConfig } from './oidc-client.config.js';
import { type IdentityProviderConfig, identityProviderConfig } from '../identity-provider/identity-provider.config.js';
import { AccountsService } from '../identity-provider/index.js';
import type { UserProfile } from '../identity-provider/identity.contract.js';
import { OidcClientService } from './oidc-client.service.js';
import { OidcPayloadRepository } from '../identity-provider/index.js';
import { type IdTokenClaims, userProfileFromClaims } from './user-profile.js';

/** An ID token longer than this is no token of ours (bounded before any decoding or verifying). */
const MAX_ID_TOKEN_LENGTH = 16_384;

/** The audiences a JWT names (`aud` is a string or an array of them). */
function audiencesOf(claims: Record<string, unknown>): string[] {
  const aud = claims.aud;
  if (typeof aud === 'string') return [aud];
  return Array.isArray(aud) ? aud.filter((value): value is string => typeof value === 'string') : [];
}

/** The provider's stored session, as far as this check reads it (oidc-provider's Session model). */
interface StoredProviderSession {
  accountId?: unknown;
  authorizations?: Record<string, { grantId?: unknown } | undefined>;
}

/**
 * The ID token of an API client, an OpenID client registered for the portal API and listed
 * in API_CLIENT_IDS, accepted in `ciam_id_token` without a portal session of this site. It must verify against the
 * issuer's JWKS (signature, issuer, expiry), be issued to one of the listed clients (`aud`, and `azp` when present)
 * and, with the embedded issuer, belong to a provider session that still lives (claim `sid`, read in-process from
 * the provider's storage: signing out at the issuer, a password change, a revoked grant or a deactivated account
 * end it). Another issuer's token is accepted until it expires; its user is as the token says.
 */
@Injectable()
export class ApiClientTokensService {
  private readonly logger = new Logger(ApiClientTokensService.name);
  private readonly clientIds: ReadonlySet<string>;
  private readonly embeddedIssuer: boolean;

  constructor(
    @Inject(oidcClientConfig.KEY) oidcClient: OidcClientConfig,
    @Inject(identityProviderConfig.KEY) identityProvider: IdentityProviderConfig,
    private readonly oidc: OidcClientService,
    private readonly payloads: OidcPayloadRepository,
    private readonly accounts: AccountsService,
  ) {
    // A peer site (PEER_SITES) forwards its users' ID tokens like an API client sends its own.
    this.clientIds = new Set([...oidcClient.apiClientIds, ...oidcClient.peerSites.map((peer) => peer.clientId)]);
    this.embeddedIssuer = oidcClient.issuer === identityProvider.issuer;
  }

  /** The user of an API client's ID token, or undefined when it is none (then the guard answers 401). */
  async userFromIdToken(idToken: string): Promise<UserProfile | undefined> {
    if (this.clientIds.size === 0 || idToken.length > MAX_ID_TOKEN_LENGTH) return undefined;
    // Read before verifying, only to skip the issuer for tokens that could never pass: garbage, and tokens of
    // clients not listed (the site's own among them) are refused without a key fetch (the issuer may be
    // down). Nothing read here is trusted before the signature is checked below.
    let unverified: Record<string, unknown>;
    try {
      unverified = decodeJwt(idToken);
    } catch {
      return undefined;
    }
    const audiences = audiencesOf(unverified);
    if (!audiences.some((aud) => this.clientIds.has(aud))) return undefined;

    const claims = await this.oidc.verifyIdToken(idToken, [...this.clientIds]);
    if (!claims) return undefined;
    const clientId = this.clientOf(claims);
    if (!clientId) return undefined;
    if (!this.embeddedIssuer) return userProfileFromClaims(claims);

    if (!(await this.providerSessionLives(claims, clientId))) return undefined;
    // The account as it is now: a removed role counts at once, a deactivated account is refused.
    const account = await this.accounts.claimsFor(claims.sub);
    return account ? userProfileFromClaims({ ...account }) : undefined;
  }

  /**
   * The listed client the token was issued to: with several audiences OpenID Connect names it in `azp`; an `azp`
   * is always one of the listed clients and one of the audiences.
   */
  private clientOf(claims: IdTokenClaims): string | undefined {
    const audiences = audiencesOf(claims);
    const azp = typeof claims.azp === 'string' ? claims.azp : undefined;
    if (azp !== undefined) return this.clientIds.has(azp) && audiences.includes(azp) ? azp : undefined;
    if (audiences.length !== 1) return undefined;
    return this.clientIds.has(audiences[0]!) ? audiences[0] : undefined;
  }

  /**
   * The embedded provider's session named by `sid` (its uid) is there, is the token subject's, still holds the
   * client's authorization and that grant was not revoked. Two indexed reads in the provider's own table; never an
   * HTTP call to this server.
   */
  private async providerSessionLives(claims: IdTokenClaims, clientId: string): Promise<boolean> {
    const sid = typeof claims.sid === 'string' ? claims.sid : undefined;
    if (!sid) return false;
    const row = await this.payloads.findBy('Session', 'uid', sid);
    const session = row?.payload as StoredProviderSession | undefined;
    if (!session || session.accountId !== claims.sub) return false;
    const grantId = session.authorizations?.[clientId]?.grantId;
    if (typeof grantId !== 'string') return false;
    const grant = await this.payloads.find('Grant', grantId);
    if (!grant) this.logger.debug(`API client token refused: grant of session ${sid} revoked`);
    return grant !== undefined;
  }
}
