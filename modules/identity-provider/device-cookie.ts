import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { stringifySetCookie } from 'cookie';
import type { Cookies } from '../../src/core/http/cookies.js';
import { deriveKey } from './signing-keys.service.js';

/** Where the device cookie is sent: the provider's sign-in steps only (`/oidc/interaction/{uid}/login|totp`). */
export const DEVICE_COOKIE_PATH = '/oidc/interaction';
const NAME_PREFIX = 'uapp_device_';
/** A cookie issued this far in the future is not ours (clock skew between instances is far smaller). */
const MAX_CLOCK_SKEW_MS = 60_000;

/**
 * OWASP's "device cookies": a browser that signed in to an account before carries a cookie
 * that lets it sign in to that account even while guessing from elsewhere keeps unknown clients out. The value
 * is `{nonce}.{issued, seconds}.{HMAC}`, the HMAC (a key derived from SESSION_SECRET) binding the login name,
 * the nonce and the time, so it cannot be forged nor moved to another account; the login name is not in it.
 * One cookie per login (the name is an HMAC of it), so two people sharing a browser keep theirs.
 */
export class DeviceCookies {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly maxAgeMs: number,
    private readonly secure: boolean,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.key = deriveKey(secret, 'sign-in-device-cookie');
  }

  /** The cookie's name for a login (the normalised email). */
  nameFor(login: string): string {
    return NAME_PREFIX + this.mac(`name\n${login}`).subarray(0, 12).toString('base64url');
  }

  /** A new device cookie for `login` (a new nonce at every successful sign-in), as a Set-Cookie header value. */
  issue(login: string): string {
    const nonce = randomBytes(16).toString('base64url');
    const issued = Math.floor(this.now() / 1000);
    return stringifySetCookie({
      name: this.nameFor(login),
      value: `${nonce}.${issued}.${this.mac(`device\n${login}\n${nonce}\n${issued}`).toString('base64url')}`,
      path: DEVICE_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      maxAge: Math.floor(this.maxAgeMs / 1000),
    });
  }

  /** The nonce of a genuine, unexpired device cookie of `login` among the request's cookies, else undefined. */
  nonceOf(login: string, cookies: Cookies): string | undefined {
    const value = cookies[this.nameFor(login)];
    const match = value ? /^([\w-]{22})\.(\d{1,12})\.([\w-]{43})$/.exec(value) : null;
    if (!match) return undefined;
    const [, nonce, issuedText, signature] = match as unknown as [string, string, string, string];
    const expected = this.mac(`device\n${login}\n${nonce}\n${issuedText}`);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const issuedMs = Number(issuedText) * 1000;
    const now = this.now();
    if (issuedMs > now + MAX_CLOCK_SKEW_MS || issuedMs + this.maxAgeMs <= now) return undefined;
    return nonce;
  }

  private mac(text: string): Buffer {
    return createHmac('sha256', this.key).update(text).digest();
  }
}
