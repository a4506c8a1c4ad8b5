import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../support/test-app.js';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request whose answer is left as sent (fetch would decode it): the bytes and headers on the wire. */
function raw(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${base}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

function decoded(response: RawResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body).toString();
  if (encoding === 'gzip') return gunzipSync(response.body).toString();
  return response.body.toString();
}

/** Pages, JSON and the build's files are sent compressed to clients that accept it. */
describe('compression', () => {
  let sut: TestApp;
  let base: string;
  beforeAll(async () => {
    sut = await startTestApp({ listen: true });
    base = sut.baseUrl;
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('sends a page in Brotli, gzip or as is, by Accept-Encoding, the same page each way, on a miss and on a hit', async () => {
    const plain = await raw(base, '/de');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Cookie, Accept-Encoding');
    const html = plain.body.toString();
    expect(html).toContain('<html lang="de"');

    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.8', 'gzip'],
      ['*', 'br'],
      ['identity', undefined],
      ['br;q=0, gzip;q=0', undefined],
    ] as const) {
      const response = await raw(base, '/de', { 'accept-encoding': accept });
      expect(response.headers['x-page-cache'], accept).toBe('hit');
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(Number(response.headers['content-length']), accept).toBe(response.body.length);
      expect(decoded(response), accept).toBe(html);
      if (encoding) expect(response.body.length, accept).toBeLessThan(html.length / 2);
    }
  });

  it('gives each encoding its own ETag and answers 304 to any of them', async () => {
    const plain = await raw(base, '/en');
    const br = await raw(base, '/en', { 'accept-encoding': 'br' });
    const gzip = await raw(base, '/en', { 'accept-encoding': 'gzip' });
    const tags = [plain.headers.etag, br.headers.etag, gzip.headers.etag];
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) {
      const revalidated = await raw(base, '/en', { 'accept-encoding': 'br', 'if-none-match': String(tag) });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.etag).toBe(br.headers.etag);
      expect(revalidated.body.length).toBe(0);
    }
  });

  it('compresses a page rendered anew (cache bypassed) and the client navigation JSON', async () => {
    const bypass = await raw(base, '/en/stories?cache=false', { 'accept-encoding': 'br' });
    expect(bypass.status).toBe(200);
    expect(bypass.headers['content-encoding']).toBe('br');
    expect(decoded(bypass)).toContain('</html>');
    const json = await raw(base, '/en/stories/index.pageContext.json', { 'accept-encoding': 'gzip' });
    expect(json.status).toBe(200);
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(() => JSON.parse(decoded(json)) as unknown).not.toThrow();
  });

  it('compresses JSON from the API, and leaves small answers as they are', async () => {
    const data = await raw(base, '/api/product-data/en-US', { 'accept-encoding': 'br' });
    expect(data.status).toBe(200);
    expect(data.headers['content-encoding']).toBe('br');
    expect(data.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(decoded(data))).toBeTypeOf('object');
    const small = await raw(base, '/api/no-such-route', { 'accept-encoding': 'br' });
    expect(small.status).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ statusCode: 404 });
  });

  it("serves the build's scripts precompressed, immutable", async () => {
    const html = (await raw(base, '/en')).body.toString();
    const script = /src="(\/assets\/[^"]+\.js)"|import\("(\/assets\/[^"]+\.js)"\)/.exec(html);
    const path = script?.[1] ?? script?.[2];
    expect(path).toBeDefined();
    const plain = await raw(base, path!);
    const br = await raw(base, path!, { 'accept-encoding': 'br, gzip' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  });

  it('treats an absurd Accept-Encoding as none: 200, uncompressed, no error', async () => {
    for (const accept of ['x'.repeat(5000), ';;;q=abc,,,', 'br;q=nonsense']) {
      const response = await raw(base, '/en', { 'accept-encoding': accept });
      expect(response.status).toBe(200);
      expect(decoded(response)).toContain('</html>');
    }
  });
});
