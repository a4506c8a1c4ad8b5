import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';
import { LRUCache } from 'lru-cache';
import { CORE_CONFIG, type CoreConfig } from '../../src/core/config/core.config.js';
import type { Cookies } from '../../src/core/http/cookies.js';
import { FailureLimiter } from '../../src/core/http/failure-limiter.js';
import { RateLimitStore } from '../../src/core/http/rate-limit-store.js';
import { EditorAuthErrors } from './editor-auth.errors.js';
import { EditorSessionRepository } from './editor-session.repository.js';
import { EditorTokens } from './editor-token.js';

/** SPEC §6/§9: the editor cookie, 90 days, SameSite=Lax; it holds a random token (editor-token.ts). */
export const EDITOR_COOKIE = 'uapp_editor_area_password';
export const EDITOR_COOKIE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
/** 10 failed attempts per client a minute, the 11th gets 429. */
export const EDITOR_MAX_FAILURES = 10;
export const EDITOR_FAILURE_WINDOW_MS = 60_000;
/**
 * How long an instance trusts its last database answer for a token. Sign-out on this instance forgets it at
 * once; on another instance sharing the database the token stops working within this time.
 */
const TOKEN_CHECK_TTL_MS = 5_000;

export type EditorSignIn = { success: true; token: string } | { success: false };

/** A live editor session: who signed in (SPEC §6: the name given at sign-in, null when none was given). */
export interface EditorSession {
  name: string | null;
}

/**
 * Editors sign in with the shared EDITOR_PASSWORD (SPEC §1, §6): compared in constant time; each sign-in issues a
 * random token stored hashed with its expiry, revoked by sign-out and, all of them, when the password changes.
 */
@Injectable()
export class EditorAuthService implements OnModuleInit {
  private readonly logger = new Logger(EditorAuthService.name);
  private readonly tokens: EditorTokens;
  private readonly passwordKey: Buffer;
  private readonly expectedPassword: Buffer;
  private readonly failures: FailureLimiter;
  private readonly checked = new LRUCache<string, { session: EditorSession | null }>({
    max: 1_000,
    ttl: TOKEN_CHECK_TTL_MS,
  });

  constructor(
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
    private readonly sessions: EditorSessionRepository,
    rateLimits: RateLimitStore,
  ) {
    this.failures = new FailureLimiter(rateLimits, 'editor-sign-in', EDITOR_MAX_FAILURES, EDITOR_FAILURE_WINDOW_MS);
    this.tokens = new EditorTokens(config.sessionSecret);
    this.passwordKey = Buffer.from(`uapp-editor-password:${config.sessionSecret}`);
    this.expectedPassword = this.digest(config.editorPassword);
  }

  /** Revokes every editor session when EDITOR_PASSWORD differs from the one they were issued under. */
  async onModuleInit(): Promise<void> {
    const stored = await this.sessions.storedPasswordHash();
    if (stored && (await verify(stored, this.config.editorPassword).catch(() => false))) return;
    if (stored) this.logger.warn('EDITOR_PASSWORD changed: every editor session is revoked');
    await this.sessions.replacePassword(await hash(this.config.editorPassword));
  }

  /**
   * Checks the password; on success a new session token (the cookie value), kept with the editor's `name` (SPEC §6).
   * 429 once a client failed too often.
   */
  async signIn(input: string, client: string, name?: string): Promise<EditorSignIn> {
    if (await this.failures.isBlocked(client)) {
      this.logger.warn(`editor sign-in refused: too many failed attempts from ${client}`);
      throw EditorAuthErrors.TooManyAttempts();
    }
    if (!timingSafeEqual(this.digest(input), this.expectedPassword)) {
      await this.failures.recordFailure(client);
      this.logger.warn(`editor sign-in failed: wrong password from ${client}`);
      return { success: false };
    }
    const token = this.tokens.issue();
    const now = Date.now();
    await this.sessions.deleteExpired(new Date(now));
    const expiresAt = new Date(now + EDITOR_COOKIE_MAX_AGE_SECONDS * 1000);
    await this.sessions.insert(EditorTokens.hashOf(token), expiresAt, name ?? null);
    this.logger.log(`editor signed in from ${client}`);
    return { success: true, token };
  }

  /** Whether a token (the cookie value, or `hash` sent by a client) is a live editor session. */
  async isValidToken(token: string | undefined): Promise<boolean> {
    return (await this.sessionOf(token)) !== undefined;
  }

  /** The live editor session of a token (the cookie value), or undefined. */
  async sessionOf(token: string | undefined): Promise<EditorSession | undefined> {
    if (!this.tokens.isWellFormed(token)) return undefined;
    const tokenHash = EditorTokens.hashOf(token);
    const cached = this.checked.get(tokenHash);
    if (cached) return cached.session ?? undefined;
    const row = await this.sessions.findActive(tokenHash, new Date());
    const session = row ? { name: row.editorName } : null;
    this.checked.set(tokenHash, { session });
    return session ?? undefined;
  }

  /** Whether the request's cookies hold a live editor session. */
  isEditor(cookies: Cookies): Promise<boolean> {
    return this.isValidToken(cookies[EDITOR_COOKIE]);
  }

  /** The live editor session the request's cookies hold, or undefined. */
  editorOf(cookies: Cookies): Promise<EditorSession | undefined> {
    return this.sessionOf(cookies[EDITOR_COOKIE]);
  }

  /**
   * Without a database query: whether the cookie could be an editor session this server issued. False means
   * the cookie is garbage or forged and the request is treated as public (page cache included).
   */
  mayBeEditor(cookies: Cookies): boolean {
    return this.tokens.isWellFormed(cookies[EDITOR_COOKIE]);
  }

  async signOut(token: string | undefined): Promise<void> {
    if (!this.tokens.isWellFormed(token)) return;
    const tokenHash = EditorTokens.hashOf(token);
    this.checked.delete(tokenHash);
    await this.sessions.delete(tokenHash);
  }

  /** Equal-length digests, so the comparison takes the same time whatever the input's length. */
  private digest(password: string): Buffer {
    return createHmac('sha256', this.passwordKey).update(password).digest();
  }
}
