import { createDecipheriv, createHash, createSecretKey, hkdfSync, type KeyObject } from 'node:crypto';
import { CompactEncrypt, compactDecrypt } from 'jose';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Sealing for small server-side values the browser or the database must carry but never read or change (the
 * pending sign-in: state, nonce, PKCE verifier, return address; a TOTP secret at rest): a compact JWE
 * (`dir`, A256GCM) made by jose, with a key derived from SESSION_SECRET and a purpose by HKDF-SHA-256.
 */
export class SealedValue<T> {
  private readonly key: KeyObject;
  /** The key of values sealed before JWE (AES-256-GCM under SHA-256(purpose, secret)): TOTP secrets stored then. */
  private readonly legacyKey: Buffer;

  constructor(secret: string, purpose: string) {
    this.key = createSecretKey(Buffer.from(hkdfSync('sha256', secret, 'uapp sealed value', purpose, 32)));
    this.legacyKey = createHash('sha256').update(`${purpose}\0${secret}`).digest();
  }

  async seal(value: T): Promise<string> {
    const plaintext = encoder.encode(JSON.stringify(value));
    return new CompactEncrypt(plaintext).setProtectedHeader({ alg: 'dir', enc: 'A256GCM' }).encrypt(this.key);
  }

  /** undefined when missing, tampered with or sealed with another key. */
  async open(sealed: string | undefined): Promise<T | undefined> {
    if (!sealed) return undefined;
    try {
      if (!sealed.includes('.')) return this.openLegacy(sealed);
      const { plaintext } = await compactDecrypt(sealed, this.key, {
        keyManagementAlgorithms: ['dir'],
        contentEncryptionAlgorithms: ['A256GCM'],
      });
      return JSON.parse(decoder.decode(plaintext)) as T;
    } catch {
      return undefined;
    }
  }

  private openLegacy(sealed: string): T {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.legacyKey, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    return JSON.parse(text) as T;
  }
}
