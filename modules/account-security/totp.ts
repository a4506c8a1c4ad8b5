import { Secret, TOTP } from 'otpauth';

// RFC 6238 TOTP through the maintained `otpauth` library (no HMAC code of our own): SHA-1, 6 digits, 30 s, the
// parameters every authenticator app supports.
const PARAMS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** The issuer an authenticator app shows next to the account. */
export const TOTP_ISSUER = 'Kudex Group';

/** A new random 160-bit secret in base32 (RFC 4226's recommended length). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/…` URI of a secret for an account (`label`: its email). */
export function totpUri(secret: string, label: string): string {
  return new TOTP({ ...PARAMS, issuer: TOTP_ISSUER, label, secret: Secret.fromBase32(secret) }).toString();
}

/**
 * The QR code of an otpauth:// URI as an SVG element, for an authenticator app's camera. Made on the
 * server so the page needs no QR library; an inline <svg> is allowed by the page CSP, where a data: image may not be.
 */
export async function totpQrSvg(uri: string): Promise<string> {
  // Loaded on first use (about 60 modules): only the few visitors setting up two-step sign-in need it.
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The time step a code belongs to when it is valid now (one step of clock drift either way), else undefined. */
export function matchTotp(secret: string, code: string, now = Date.now()): number | undefined {
  const delta = TOTP.validate({ ...PARAMS, token: code, secret: Secret.fromBase32(secret), timestamp: now, window: 1 });
  return delta === null ? undefined : TOTP.counter({ period: PARAMS.period, timestamp: now }) + delta;
}
