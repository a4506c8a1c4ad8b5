import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The editor cookie's value: 32 random bytes plus a MAC under the server secret, `<random>.<mac>`. The MAC lets
 * the page-cache fast path tell a forged or garbage cookie from one this server issued without a database query
 * (a forged one is ignored: the request stays public and cacheable); whether an issued token is still valid
 * (not expired, not signed out) only the database knows. Knowing the secret does not let anyone mint a valid
 * token, because the random part must also be stored.
 */
export class EditorTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHash('sha256').update(`uapp-editor-token:${secret}`).digest();
  }

  issue(): string {
    const random = randomBytes(32).toString('base64url');
    return `${random}.${this.macOf(random)}`;
  }

  /** Whether `token` is shaped like ours and carries our MAC (says nothing about expiry or sign-out). */
  isWellFormed(token: string | undefined): token is string {
    if (!token || token.length !== 87) return false;
    const dot = token.indexOf('.');
    if (dot !== 43) return false;
    const expected = Buffer.from(this.macOf(token.slice(0, dot)));
    const given = Buffer.from(token.slice(dot + 1));
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** What the database stores for a token (a leaked row is no cookie). */
  static hashOf(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  private macOf(random: string): string {
    return createHmac('sha256', this.key).update(random).digest('base64url');
  }
}
