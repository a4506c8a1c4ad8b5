import {
  type JsonWebKey,
  createCipheriv,
  createDecipheriv,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
} from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CORE_CONFIG, type CoreConfig } from '../../src/core/config/core.config.js';
import type { OidcSigningKeyRow } from './identity.schema.js';
import { SigningKeysRepository } from './signing-keys.repository.js';

export const SIGNING_ALG = 'RS256';

/** A private JWK as oidc-provider's `jwks` option takes it. */
export type SigningJwk = JsonWebKey & { kid: string; alg: string; use: 'sig' };

/** 32-byte key for purpose `info`, derived from SESSION_SECRET (HKDF-SHA256). */
export function deriveKey(secret: string, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'uapp-identity', info, 32));
}

function encrypt(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
}

function decrypt(stored: string, key: Buffer): string {
  const [iv, tag, data] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
}

/**
 * The provider's signing keys, kept in the database (private parts encrypted with a key derived from
 * SESSION_SECRET): the same on every instance and across restarts. The newest key signs; older ones stay in the
 * JWKS so tokens they signed still verify, until `rotate({ keep })` removes them.
 */
@Injectable()
export class SigningKeysService {
  private readonly encryptionKey: Buffer;

  constructor(
    private readonly repository: SigningKeysRepository,
    @Inject(CORE_CONFIG) config: Pick<CoreConfig, 'sessionSecret'>,
  ) {
    this.encryptionKey = deriveKey(config.sessionSecret, 'oidc-signing-keys');
  }

  /** The keys, newest first; creates the first one when there is none (once, whichever instance comes first). */
  async ensureKeys(): Promise<SigningJwk[]> {
    const rows = await this.repository.withLock(
      (existing) => existing.length === 0,
      () => this.newKey(),
    );
    return rows.map((row) => this.toJwk(row));
  }

  /**
   * Adds a new signing key (it signs from the next start of each instance) and keeps the `keep` newest keys in
   * all (at least 2, so tokens signed by the previous key still verify). Returns the new key's id.
   */
  async rotate(options: { keep?: number } = {}): Promise<{ kid: string; removed: string[] }> {
    const keep = Math.max(2, options.keep ?? 3);
    const rows = await this.repository.withLock(
      () => true,
      () => this.newKey(),
    );
    const removed = rows.slice(keep).map((row) => row.kid);
    await this.repository.remove(removed);
    return { kid: rows[0]!.kid, removed };
  }

  private newKey(): { kid: string; alg: string; privateJwk: string } {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = privateKey.export({ format: 'jwk' });
    const kid = randomBytes(12).toString('base64url');
    return { kid, alg: SIGNING_ALG, privateJwk: encrypt(JSON.stringify(jwk), this.encryptionKey) };
  }

  private toJwk(row: OidcSigningKeyRow): SigningJwk {
    let jwk: JsonWebKey;
    try {
      jwk = JSON.parse(decrypt(row.privateJwk, this.encryptionKey)) as JsonWebKey;
    } catch {
      throw new Error(
        `signing key ${row.kid} cannot be decrypted: SESSION_SECRET differs from the one it was stored with`,
      );
    }
    return { ...jwk, kid: row.kid, alg: row.alg, use: 'sig' };
  }
}
