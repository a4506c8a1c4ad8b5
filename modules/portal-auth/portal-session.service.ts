import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { type OidcClientConfig, oidcClientConfig } from './oidc-client.config.js';
import { type IdentityProviderConfig, identityProviderConfig } from '../identity-provider/identity-provider.config.js';
import { type AccountClaims, AccountsService } from '../identity-provider/index.js';
import type { UserProfile } from '../identity-provider/identity.contract.js';
import { OidcClientService, type SignInTokens } from './oidc-client.service.js';
import { PortalSessionRepository } from './portal-session.repository.js';
import type { PortalSessionRow } from './portal-session.schema.js';
import { type IdTokenClaims, userProfileFromClaims } from './user-profile.js';

/** The session cookie (the page cache treats it as private: src/app/page-cache/page-cache-key.ts). */
export const SESSION_COOKIE = 'uapp_session';

/** The stored form of a session id (the table never holds the cookie value itself). */
export const hashOf = (sessionId: string): string => createHash('sha256').update(sessionId).digest('hex');

export interface ActiveSession {
  profile: UserProfile;
  idToken: string;
  /** When the user last signed in with their credentials (`auth_time`); undefined when the issuer did not say. */
  authenticatedAt: Date | undefined;
}

/** An ID token longer than this is no token of ours (bounded before any hashing or verifying). */
const MAX_ID_TOKEN_LENGTH = 16_384;

/** The ID token's `auth_time` (seconds since the epoch) as a date, when it has one. */
function authTimeOf(claims: IdTokenClaims): Date | undefined {
  const value = claims.auth_time;
  return typeof value === 'number' && Number.isFinite(value) ? new Date(value * 1000) : undefined;
}

/**
 * Server-side portal sessions in PostgreSQL: tokens stay here; the cookie holds a random id stored
 * hashed. SPEC §4/§9 renewal: once expiry minus 180 s has passed, a refresh token (if the issuer gave one) renews
 * the tokens; without one the session ends and the next portal request signs in again.
 *
 * The session is also what a bearer ID token (`ciam_id_token`) lives by: it is accepted only while the
 * session holding it lives, so logout, a password change (the other sessions end, the asking one is detached from
 * its token) and deactivation end it on every instance. With the embedded provider the user's profile and roles are
 * read from the account on every request, so what an administrator removes is gone at the user's next request.
 */
@Injectable()
export class PortalSessionService {
  private readonly logger = new Logger(PortalSessionService.name);
  /** The site signs in at its own provider, so the accounts table is the truth about every signed-in user. */
  private readonly embeddedIssuer: boolean;

  constructor(
    @Inject(oidcClientConfig.KEY) private readonly oidcClient: OidcClientConfig,
    @Inject(identityProviderConfig.KEY) private readonly identityProvider: IdentityProviderConfig,
    private readonly sessions: PortalSessionRepository,
    private readonly oidc: OidcClientService,
    private readonly accounts: AccountsService,
  ) {
    this.embeddedIssuer = oidcClient.issuer === identityProvider.issuer;
  }

  /**
   * A new session for freshly verified tokens; returns the cookie value (a new id at every sign-in). `forcedLogin`:
   * the sign-in asked for the credentials (prompt=login), so it counts as one now when the token has no auth_time.
   */
  async create(tokens: SignInTokens, options: { forcedLogin?: boolean } = {}): Promise<string> {
    const sessionId = randomBytes(32).toString('base64url');
    await this.sessions.insert({
      idHash: hashOf(sessionId),
      subject: tokens.claims.sub,
      profile: userProfileFromClaims(tokens.claims),
      idToken: tokens.idToken,
      idTokenHash: hashOf(tokens.idToken),
      authenticatedAt: authTimeOf(tokens.claims) ?? (options.forcedLogin ? new Date() : null),
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken ?? null,
      expiresAt: tokens.expiresAt,
    });
    return sessionId;
  }

  /** The session behind a cookie value, renewed when due; undefined when there is none (any more). */
  async find(sessionId: string | undefined): Promise<ActiveSession | undefined> {
    if (!sessionId || sessionId.length > 100) return undefined;
    const idHash = hashOf(sessionId);
    if (this.embeddedIssuer) {
      // The session and the account it belongs to in one read: every portal request starts here.
      const found = await this.sessions.findWithAccountByIdHash(idHash);
      if (!found) return undefined;
      if (!this.renewalDue(found.session))
        return this.withAccount(found.session, this.accounts.claimsOf(found.account));
      return this.renew(found.session);
    }
    const row = await this.sessions.findByIdHash(idHash);
    if (!row) return undefined;
    if (!this.renewalDue(row)) return this.withCurrentAccess(row);
    return this.renew(row);
  }

  private renewalDue(row: PortalSessionRow): boolean {
    return Date.now() >= row.expiresAt.getTime() - this.oidcClient.renewalThresholdMs;
  }

  /** SPEC §4/§9 renewal with the refresh token; without one, or when it fails, the session ends. */
  private async renew(row: PortalSessionRow): Promise<ActiveSession | undefined> {
    const idHash = row.idHash;
    if (row.refreshToken) {
      try {
        const tokens = await this.oidc.refresh(row.refreshToken);
        const renewed = {
          idToken: tokens.idToken,
          idTokenHash: hashOf(tokens.idToken),
          accessToken: tokens.accessToken,
          refreshToken: tokens.refreshToken ?? row.refreshToken,
          expiresAt: tokens.expiresAt,
          profile: userProfileFromClaims(tokens.claims),
          // A renewal is no new sign-in: the time of the last one stays.
          authenticatedAt: authTimeOf(tokens.claims) ?? row.authenticatedAt,
        };
        await this.sessions.updateTokens(idHash, renewed);
        return this.withCurrentAccess({ ...row, ...renewed });
      } catch (error) {
        this.logger.warn(`session renewal failed: ${String(error)}`);
      }
    }
    await this.sessions.delete(idHash);
    return undefined;
  }

  /**
   * Ends a session: deletes it (and with it its ID token's use as a bearer) and revokes its tokens at the issuer.
   * True when there was one (then the provider's session is ended too).
   */
  async end(sessionId: string | undefined): Promise<boolean> {
    if (!sessionId || sessionId.length > 100) return false;
    const idHash = hashOf(sessionId);
    const row = await this.sessions.findByIdHash(idHash);
    if (!row) return false;
    await this.sessions.delete(idHash);
    await Promise.all([
      this.oidc.revoke(row.accessToken, 'access_token'),
      row.refreshToken ? this.oidc.revoke(row.refreshToken, 'refresh_token') : undefined,
    ]);
    return true;
  }

  /**
   * The user of an ID token sent as a bearer (`ciam_id_token`, SPEC §7.6): verified against the issuer's JWKS, and
   * accepted only while the portal session it was issued with lives and still holds it. A token captured
   * from a session that has ended (logout, password change, expiry) is refused on every instance.
   */
  async userFromIdToken(idToken: string): Promise<UserProfile | undefined> {
    if (idToken.length > MAX_ID_TOKEN_LENGTH) return undefined;
    // The session first: a token no live session holds is refused without asking the issuer for its keys, so
    // garbage headers cost one indexed read and never depend on the issuer being reachable.
    const row = await this.sessions.findByIdTokenHash(hashOf(idToken), new Date());
    if (!row) return undefined;
    const claims = await this.oidc.verifyIdToken(idToken);
    if (!claims || row.subject !== claims.sub) return undefined;
    return (await this.withCurrentAccess(row))?.profile;
  }

  /**
   * The session with the user as they are now: with the embedded provider, the account's current profile and roles
   * (one primary-key read), so a removed role or a deactivation counts at once; a deactivated or deleted account
   * ends the session. Another issuer's users are known only from their token.
   */
  private async withCurrentAccess(row: PortalSessionRow): Promise<ActiveSession | undefined> {
    if (!this.embeddedIssuer) {
      return { profile: row.profile, idToken: row.idToken, authenticatedAt: row.authenticatedAt ?? undefined };
    }
    return this.withAccount(row, await this.accounts.claimsFor(row.subject));
  }

  /** The session with the embedded provider's account as it is now; none (and the session ends) without one. */
  private async withAccount(
    row: PortalSessionRow,
    claims: AccountClaims | undefined,
  ): Promise<ActiveSession | undefined> {
    if (!claims) {
      await this.sessions.delete(row.idHash);
      return undefined;
    }
    const profile = userProfileFromClaims({ ...claims });
    return { profile, idToken: row.idToken, authenticatedAt: row.authenticatedAt ?? undefined };
  }
}
