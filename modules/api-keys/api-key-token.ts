import { createHash, randomBytes } from 'node:crypto';

/** Every key starts with this, so a leaked one is recognisable (secret scanners, logs) and told from other tokens. */
export const API_KEY_PREFIX = 'uapp_ak_';
/** The prefix and the first random characters: what the list shows to tell keys apart, never enough to use one. */
const SHOWN_LENGTH = API_KEY_PREFIX.length + 6;
const KEY_SHAPE = /^uapp_ak_[A-Za-z0-9_-]{43}$/;

/** A new key: the prefix and 32 random bytes (base64url, 43 characters). */
export function issueApiKey(): { key: string; keyHash: string; keyPrefix: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, keyHash: apiKeyHash(key), keyPrefix: key.slice(0, SHOWN_LENGTH) };
}

export function isApiKeyShaped(value: string): boolean {
  return KEY_SHAPE.test(value);
}

/**
 * What the table stores: SHA-256 of the key. A slow password hash (argon2) defends guessable secrets against a
 * stolen table; 256 random bits cannot be guessed whatever the hash, so a fast one is as safe and lets a request
 * be authenticated by one indexed lookup.
 */
export function apiKeyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
