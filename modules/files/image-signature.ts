import { createHmac, timingSafeEqual } from 'node:crypto';

/** The parameters an image URL may carry besides `sig`, in the order they are signed. */
export const SIGNED_IMAGE_PARAMS = ['size', 'w', 'h', 'fit', 'format', 'q', 'dpr'] as const;
export type SignedImageParams = Partial<Record<(typeof SIGNED_IMAGE_PARAMS)[number], string | number>>;

function canonical(id: string, params: SignedImageParams): string {
  const pairs = SIGNED_IMAGE_PARAMS.filter((name) => params[name] !== undefined).map(
    (name) => `${name}=${String(params[name])}`,
  );
  return `${id}?${pairs.join('&')}`;
}

/**
 * An HMAC (SHA-256, keyed with SESSION_SECRET) over the image id and its parameters. Only the
 * server can mint such URLs, so arbitrary widths, heights, fits and qualities cannot be invented by visitors.
 */
export function imageSignature(secret: string, id: string, params: SignedImageParams): string {
  return createHmac('sha256', secret).update(canonical(id, params)).digest('base64url').slice(0, 32);
}

export function isValidImageSignature(secret: string, id: string, params: SignedImageParams, sig: string): boolean {
  const expected = Buffer.from(imageSignature(secret, id, params));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A signed `/api/images/{id}` URL for a size outside the named set (server side only: it needs the secret).
 * `version` (the image's, `v`) is appended outside the signature: it only changes how long the answer is cached.
 */
export function signedImageUrl(secret: string, id: string, params: SignedImageParams, version?: string): string {
  const query = SIGNED_IMAGE_PARAMS.filter((name) => params[name] !== undefined)
    .map((name) => `${name}=${encodeURIComponent(String(params[name]))}`)
    .concat(`sig=${imageSignature(secret, id, params)}`)
    .concat(version ? [`v=${encodeURIComponent(version)}`] : [])
    .join('&');
  return `/api/images/${encodeURIComponent(id)}?${query}`;
}
