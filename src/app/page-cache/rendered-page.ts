import { createHash } from 'node:crypto';
import { joinWithCspNonce, splitAtCspNonce } from '../../core/http/security-headers.js';
import type { SizedValue } from '../../core/cache/lru-store.js';

/**
 * A rendered page as the page cache keeps it (issue 13 item 4: held once). The body is kept as bytes split at its
 * placeholder CSP nonces, the only form any response needs: each response joins the parts with its own nonce. No
 * string copy stays beside it, and `byteSize` spares the cache from measuring the entry again.
 */
export interface RenderedPage extends SizedValue {
  statusCode: number;
  headers: [string, string][];
  /** The body's bytes around each placeholder nonce (one part when the page has none). */
  parts: Buffer[];
  etag: string;
  /**
   * The page said it is for this visitor alone (its data hook set `Cache-Control: private`, e.g. an unlocked
   * protected page): never stored in the page cache and sent `private, no-store`.
   */
  private?: boolean;
}

/** Bytes a header pair or an entry's bookkeeping costs beyond its text, roughly (object and array overhead). */
const OVERHEAD_BYTES = 200;

export function renderedPage(
  statusCode: number,
  headers: [string, string][],
  html: string,
  privateRender: boolean,
): RenderedPage {
  const body = ownBytes(html);
  const parts = splitAtCspNonce(body);
  let byteSize = OVERHEAD_BYTES + body.length;
  for (const [name, value] of headers) byteSize += name.length + value.length + 32;
  return {
    statusCode,
    headers,
    parts,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    byteSize,
    ...(privateRender ? { private: true } : {}),
  };
}

/**
 * The page's UTF-8 bytes in a buffer of their own: Node puts small buffers in a shared 8 KB slab, and a cached page
 * holding a view of one would keep the whole slab (more than its byteSize says).
 */
function ownBytes(html: string): Buffer {
  const encoded = Buffer.from(html);
  if (encoded.byteLength === encoded.buffer.byteLength) return encoded;
  const own = Buffer.allocUnsafeSlow(encoded.byteLength);
  encoded.copy(own);
  return own;
}

/** The page's body for one response, with that response's nonce. */
export function bodyWithNonce(page: RenderedPage, nonce: string): Buffer {
  // A page read back from Redis has its Buffers restored by keyv's serializer.
  return joinWithCspNonce(page.parts, nonce);
}
