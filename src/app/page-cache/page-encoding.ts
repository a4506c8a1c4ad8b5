import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { ownBuffer } from './own-buffer.js';
import type { RenderedPage } from './rendered-page.js';

/** The encodings pages are sent in, best first. */
export type PageEncoding = 'br' | 'gzip';

/** Brotli quality 5: within a few per cent of 11 on HTML, at a twentieth of the time (about 1 ms for 45 KB). */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: 1 } };
/**
 * Brotli quality 0 for a body sent once (a signed-in page, an error page, a re-shown form): such a body is
 * compressed on every request (issue 32: quality 5 was a tenth of a signed-in render). Quality 0 and 1 use brotli's
 * one-pass compressor with small tables. In the server a 404 page (15 KB) cost 1.90–1.96 ms of CPU at quality 0
 * against 2.11–2.21 ms at quality 2, for a body about 10 % larger (6,880 bytes against 6,271 for a 22 KB ticket list).
 */
const ONE_OFF_BROTLI_QUALITY = 0;
const GZIP_OPTIONS = { level: 6 };
/** Gzip level 1 for a body sent once: half the time of level 6 on a 22 KB page, 9 % larger (6,587 against 6,023). */
const ONE_OFF_GZIP_OPTIONS = { level: 1 };
/**
 * @fastify/compress for everything else Fastify answers (JSON above all): the same encodings and threshold, a
 * quicker Brotli (answers are compressed per response). Bodies that already carry an encoding are left alone.
 */
export const API_COMPRESSION = {
  global: true,
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  threshold: 1024,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
};

/** Below this a compressed body saves less than the work and the header cost. */
export const MIN_COMPRESSIBLE_BYTES = 1024;
/** Accept-Encoding headers longer than this are not parsed (a visitor's header must not cost unbounded work). */
const MAX_ACCEPT_ENCODING_LENGTH = 256;

/**
 * The encoding to answer in from an Accept-Encoding header: br, else gzip, else none (identity). Honours `q=0`
 * ("not acceptable") and `*`; anything unparseable counts as not acceptable.
 */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): PageEncoding | undefined {
  if (typeof acceptEncoding !== 'string' || acceptEncoding.length > MAX_ACCEPT_ENCODING_LENGTH) return undefined;
  // Named codings as stated (undefined: not named); `*` stands for every coding not named.
  let br: boolean | undefined;
  let gzip: boolean | undefined;
  let any = false;
  for (const item of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = item.split(';').map((part) => part.trim());
    const q = params.find((param) => param.startsWith('q='));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name === 'br') br = accepted;
    else if (name === 'gzip' || name === 'x-gzip') gzip = accepted;
    else if (name === '*') any = accepted;
  }
  if (br ?? any) return 'br';
  if (gzip ?? any) return 'gzip';
  return undefined;
}

/** `oneOff`: the body is compressed for one response only (a quicker, slightly larger Brotli). */
export function compressBody(body: Buffer, encoding: PageEncoding, oneOff = false): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        ...BROTLI_OPTIONS,
        params: {
          ...BROTLI_OPTIONS.params,
          ...(oneOff ? { [constants.BROTLI_PARAM_QUALITY]: ONE_OFF_BROTLI_QUALITY } : {}),
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, oneOff ? ONE_OFF_GZIP_OPTIONS : GZIP_OPTIONS);
}

/** The ETag of one encoding of a page: a representation of its own (RFC 9110 §8.8.3), so caches keep them apart. */
export function encodedEtag(etag: string, encoding: PageEncoding | undefined): string {
  return encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;
}

/** Whether If-None-Match names the page in any of its encodings. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.slice(1, -1);
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === etag || tag === `"${bare}-br"` || tag === `"${bare}-gzip"` || tag === '*';
  });
}

/**
 * Compressed bodies of shared pages, made on first demand and kept by the page's ETag (its content hash) within a
 * byte budget: a page is compressed once per encoding and instance however often it is served, whether the page
 * cache is in process or in Redis, and a page-cache miss that nobody asks compressed costs nothing extra.
 */
export class EncodedPages {
  private readonly bodies: LRUCache<string, Buffer>;

  constructor(maxBytes: number) {
    this.bodies = new LRUCache({ maxSize: Math.max(maxBytes, 1), sizeCalculation: (body) => body.length + 100 });
  }

  /** The body to send and its encoding: compressed when the client accepts it and it is worth it. */
  body(page: RenderedPage, acceptEncoding: string | string[] | undefined, shared: boolean): EncodedBody {
    const encoding = page.body.length >= MIN_COMPRESSIBLE_BYTES ? preferredEncoding(acceptEncoding) : undefined;
    if (!encoding) return { body: page.body, encoding: undefined };
    // A page for one visitor is compressed for that response only: it must not push shared pages out.
    if (!shared) return { body: compressBody(page.body, encoding, true), encoding };
    const key = `${encoding}:${page.etag}`;
    let body = this.bodies.get(key);
    if (!body) {
      // zlib answers a slice of its output chunk: kept as it is, each entry would hold the whole chunk.
      body = ownBuffer(compressBody(page.body, encoding));
      this.bodies.set(key, body);
    }
    return { body, encoding };
  }
}

export interface EncodedBody {
  body: Buffer;
  encoding: PageEncoding | undefined;
}
