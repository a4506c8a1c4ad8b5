import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedPages } from './page-encoding.js';
import { renderedPage } from './rendered-page.js';

const page = (n: number) =>
  renderedPage(
    200,
    [],
    `<html><body>${Array.from({ length: 400 }, (_, i) => `<p>row ${i} of ${n}</p>`)}</body></html>`,
    false,
  );

describe(EncodedPages.name, () => {
  it('answers the page compressed in the encoding the client prefers', () => {
    const sut = new EncodedPages(1024 * 1024);
    const shown = page(1);
    const br = sut.body(shown, 'gzip, deflate, br', true);
    const gzip = sut.body(shown, 'gzip', true);
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).equals(shown.body)).toBe(true);
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(shown.body)).toBe(true);
  });

  it('keeps each compressed page in memory of its own size, so its budget counts what it holds', () => {
    const sut = new EncodedPages(1024 * 1024);
    for (const encoding of ['br', 'gzip']) {
      const { body } = sut.body(page(2), encoding, true);
      // zlib answers a view of its 16–64 KB output chunk; the cache must not keep the chunk.
      expect(body.buffer.byteLength).toBe(body.length);
    }
  });

  it('answers the same bytes again from its cache', () => {
    const sut = new EncodedPages(1024 * 1024);
    const shown = page(3);
    expect(sut.body(shown, 'br', true).body).toBe(sut.body(shown, 'br', true).body);
  });

  it('compresses a page for one visitor for that answer only, in either encoding, decoding to the same bytes', () => {
    const sut = new EncodedPages(1024 * 1024);
    const shown = page(4);
    for (const [accept, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const first = sut.body(shown, accept, false);
      const second = sut.body(shown, accept, false);
      expect(first.encoding).toBe(accept);
      expect(first.body.length).toBeLessThan(shown.body.length / 4);
      expect(decode(first.body).equals(shown.body)).toBe(true);
      // Not kept: another visitor's page must not push shared pages out of the cache.
      expect(second.body).not.toBe(first.body);
    }
  });
});
