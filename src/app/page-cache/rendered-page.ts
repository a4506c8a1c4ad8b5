import { createHash } from 'node:crypto';
import { inlineScriptHashes } from '../../core/http/security-headers.js';
import type { SizedValue } from '../../core/cache/lru-store.js';
import { ownBuffer } from './own-buffer.js';

/**
 * A rendered page as the page cache keeps it (held once). The body carries no per-response
 * nonce (its inline scripts are allowed by hash, `scriptHashes`), so it is the same bytes for every visitor: kept
 * once, compressed once per encoding (page-encoding.ts). No string copy stays beside it, and `byteSize` spares the
 * cache from measuring the entry again.
 */
export interface RenderedPage extends SizedValue {
  statusCode: number;
  headers: [string, string][];
  body: Buffer;
  /** CSP hash sources of the page's inline scripts (src/core/http/security-headers.ts). */
  scriptHashes: string[];
  etag: string;
  /**
   * The page said it is for this visitor alone (its data hook set `Cache-Control: private`, e.g. an unlocked
   * protected page): never stored in the page cache and sent `private, no-store`.
   */
  private?: boolean;
}

/**
 * Where Vike's own tags start: its page-context data block, written after the rendered page (`<div id="root">`),
 * followed by the inline script that loads the client. Only scripts from here on are allowed by hash, so a script
 * that got into the page's content (sanitizing gone wrong) is never allowed with them. The last occurrence counts:
 * content comes before it.
 */
const VIKE_TAGS_START = '<script id="vike_pageContext"';

/** The part of a rendered page whose inline scripts are the renderer's own (nothing, if the marker is missing). */
function ownScriptsPart(html: string): string {
  const start = html.lastIndexOf(VIKE_TAGS_START);
  return start === -1 ? '' : html.slice(start);
}

/** Bytes a header pair or an entry's bookkeeping costs beyond its text, roughly (object and array overhead). */
const OVERHEAD_BYTES = 200;

export function renderedPage(
  statusCode: number,
  headers: [string, string][],
  html: string,
  privateRender: boolean,
): RenderedPage {
  // Its own memory, so the cache's byteSize is what it holds (own-buffer.ts).
  const body = ownBuffer(Buffer.from(html));
  let byteSize = OVERHEAD_BYTES + body.length;
  for (const [name, value] of headers) byteSize += name.length + value.length + 32;
  return {
    statusCode,
    headers,
    body,
    scriptHashes: inlineScriptHashes(ownScriptsPart(html)),
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    byteSize,
    ...(privateRender ? { private: true } : {}),
  };
}
