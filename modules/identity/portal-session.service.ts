import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../src/core/config/app-config.js';
import type { UserProfile } from './identity.contract.js';
import { OidcClientService, type SignInTokens } from './oidc-client.service.js';
import { PortalSessionRepository } from './portal-session.repository.js';
import { userProfileFromClaims } from './user-profile.js';

/** The session cookie (the page cache treats it as private: src/app/page-cache/page-cache-key.ts). */
export const SESSION_COOKIE = 'uapp_session';

/** The stored form of a session id (the table never holds the cookie value itself). */
export const hashOf = (sessionId: string): string => createHash('sha256').update(sessionId).digest('hex');

export interface ActiveSession {
  profile: UserProfile;
  idToken: string;
}

/**
 * Server-side portal sessions in PostgreSQL (issue 10): tokens stay here; the cookie holds a random id stored
 * hashed. SPEC §4/§9 renewal: once expiry minus 180 s has passed, a refresh token (if the issuer gave one) renews
 * the tokens; without one the session ends and the next portal request signs in again.
 */
@Injectable()
export class PortalSessionService {
  private readonly logger = new Logger(PortalSessionService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: PortalSessionRepository,
    private readonly oidc: OidcClientService,
  ) {}

  /** A new session for freshly verified tokens; returns the cookie value (a new id at every sign-in). */
  async create(tokens: SignInTokens): Promise<string> {
    const sessionId = randomBytes(32).toString('base64url');
    await this.sessions.insert({
      idHash: hashOf(sessionId),
      subject: tokens.claims.sub,
      profile: userProfileFromClaims(tokens.claims),
      idToken: tokens.idToken,
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
    const row = await this.sessions.findByIdHash(idHash);
    if (!row) return undefined;
    if (Date.now() < row.expiresAt.getTime() - this.config.oidc.renewalThresholdMs) {
      return { profile: row.profile, idToken: row.idToken };
    }
    if (row.refreshToken) {
      try {
        const tokens = await this.oidc.refresh(row.refreshToken);
        const renewed = {
          idToken: tokens.idToken,
          accessToken: tokens.accessToken,
          refreshToken: tokens.refreshToken ?? row.refreshToken,
          expiresAt: tokens.expiresAt,
          profile: userProfileFromClaims(tokens.claims),
        };
        await this.sessions.updateTokens(idHash, renewed);
        return { profile: renewed.profile, idToken: renewed.idToken };
      } catch (error) {
        this.logger.warn(`session renewal failed: ${String(error)}`);
      }
    }
    await this.sessions.delete(idHash);
    return undefined;
  }

  /** Ends a session: deletes it and revokes its tokens at the issuer. Returns the ID token for the logout hint. */
  async end(sessionId: string | undefined): Promise<string | undefined> {
    if (!sessionId || sessionId.length > 100) return undefined;
    const idHash = hashOf(sessionId);
    const row = await this.sessions.findByIdHash(idHash);
    if (!row) return undefined;
    await this.sessions.delete(idHash);
    await Promise.all([
      this.oidc.revoke(row.accessToken, 'access_token'),
      row.refreshToken ? this.oidc.revoke(row.refreshToken, 'refresh_token') : undefined,
    ]);
    return row.idToken;
  }

  /** The user of an ID token sent by an API client (`ciam_id_token`), verified against the issuer's JWKS. */
  async userFromIdToken(idToken: string): Promise<UserProfile | undefined> {
    const claims = await this.oidc.verifyIdToken(idToken);
    return claims ? userProfileFromClaims(claims) : undefined;
  }
}
