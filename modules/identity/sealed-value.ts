import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM sealing for small server-side values the browser must carry but never read or change (the pending
 * sign-in: state, nonce, PKCE verifier, return address). The key is derived from SESSION_SECRET and a purpose.
 */
export class SealedValue<T> {
  private readonly key: Buffer;

  constructor(secret: string, purpose: string) {
    this.key = createHash('sha256').update(`${purpose}\0${secret}`).digest();
  }

  seal(value: T): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** undefined when missing, tampered with or sealed with another key. */
  open(sealed: string | undefined): T | undefined {
    if (!sealed) return undefined;
    try {
      const raw = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      return JSON.parse(text) as T;
    } catch {
      return undefined;
    }
  }
}
