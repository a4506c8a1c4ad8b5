import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedImageUrl } from '../../modules/files/image-signature.js';
import { IMAGE_SIZES, IMAGE_SIZE_NAMES, type ImageSizeName } from '../../modules/files/image-sizes.contract.js';
import { ImagesService, MAX_RENDERED_EDGE } from '../../modules/files/images.service.js';
import { mediaImage } from '../../modules/files/files.schema.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

const CACHE_MAX_BYTES = 120_000;

/** Bytes of every file under `dir`. */
function bytesUnder(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(join(entry.parentPath, entry.name)).size;
  }
  return total;
}

/** CRC-32 as PNG chunks use it. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A tiny PNG whose header claims `width`×`height` pixels: a decompression bomb as far as decoders can tell. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#808080' } })
    .png()
    .toBuffer();
  // Signature (8 bytes), then the IHDR chunk: length (4), type (4), width (4), height (4), ..., CRC over type+data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** Images on a budget. */
describe('image endpoint on a budget', () => {
  let sut: TestApp;
  let cacheDir: string;
  const get = (url: string) => sut.fastify.inject({ method: 'GET', url });

  beforeAll(async () => {
    cacheDir = mkdtempSync(join(tmpdir(), 'uapp-images-budget-'));
    sut = await startTestApp({
      env: {
        IMAGE_CACHE_DIR: cacheDir,
        IMAGE_CACHE_MAX_BYTES: String(CACHE_MAX_BYTES),
        IMAGE_RENDER_CONCURRENCY: '1',
        IMAGE_RENDER_QUEUE: '2',
      },
    });
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('refuses the 4800×4800 request, signed or not: no edge beyond the widest named size at dpr 2', async () => {
    expect(MAX_RENDERED_EDGE).toBe(2400);
    const unsigned = await get('/api/images/img-cut-strip-0?w=2400&h=2400&dpr=2&fit=scale&q=100');
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toMatchObject({ statusCode: 400 });
    const params = { w: 2400, h: 2400, dpr: 2, fit: 'scale', q: 100 };
    const signed = await get(signedImageUrl(sut.config.sessionSecret, 'img-cut-strip-0', params));
    expect(signed.statusCode).toBe(400);
  });

  it('serves other sizes only with a valid signature', async () => {
    for (const query of ['w=300', 'h=300', 'size=Gallery&fit=clip', 'size=Gallery&q=40']) {
      expect((await get(`/api/images/img-cut-strip-0?${query}`)).statusCode, query).toBe(400);
    }
    const signed = signedImageUrl(sut.config.sessionSecret, 'img-cut-strip-0', { w: 300, h: 200 });
    const ok = await get(signed);
    expect(ok.statusCode).toBe(200);
    expect(await sharp(ok.rawPayload).metadata()).toMatchObject({ width: 300, height: 200 });
    // The signature covers the parameters and the id.
    expect((await get(signed.replace('w=300', 'w=301'))).statusCode).toBe(403);
    expect((await get(signed.replace('img-cut-strip-0', 'img-cut-strip-1'))).statusCode).toBe(403);
    expect((await get(`${signed.slice(0, -3)}abc`)).statusCode).toBe(403);
    expect((await get('/api/images/img-cut-strip-0?w=300&sig=short')).statusCode).toBe(400);
  });

  it('renders every named size, at dpr 1 and 2, with its dimensions and content type', async () => {
    for (const name of IMAGE_SIZE_NAMES) {
      const size: { width: number; height?: number } = IMAGE_SIZES[name];
      for (const dpr of [1, 2]) {
        const url = `/api/images/img-tester-0?size=${name}&format=webp${dpr === 2 ? '&dpr=2' : ''}`;
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toBe('image/webp');
        const meta = await sharp(response.rawPayload).metadata();
        expect(meta.width, url).toBe(size.width * dpr);
        if (size.height) expect(meta.height, url).toBe(size.height * dpr);
      }
    }
  }, 120_000);

  it('keeps the disk cache under IMAGE_CACHE_MAX_BYTES, evicting the least recently used', async () => {
    const names: ImageSizeName[] = ['Gallery', 'Capability', 'StoryTeaser', 'Inline', 'BreakOut', 'Stretched'];
    const urls = ['img-cut-strip-0', 'img-cut-strip-1', 'img-crimp-center-1'].flatMap((id) =>
      names.flatMap((name) => [`/api/images/${id}?size=${name}&format=webp`, `/api/images/${id}?size=${name}`]),
    );
    let rendered = 0;
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      if (response.headers['x-image-cache'] === 'rendered') rendered += 1;
      expect(bytesUnder(cacheDir)).toBeLessThanOrEqual(CACHE_MAX_BYTES);
    }
    expect(rendered).toBeGreaterThan(10);
    expect(sut.app.get(ImagesService).diskCacheBytes).toBeLessThanOrEqual(CACHE_MAX_BYTES);
    // The newest variant is still on disk; the oldest was evicted and is rendered again.
    expect((await get(urls.at(-1)!)).headers['x-image-cache']).toBe('disk');
    expect((await get(urls[0]!)).headers['x-image-cache']).toBe('rendered');
  }, 120_000);

  it('refuses a stored decompression bomb and a corrupt original instead of decoding them', async () => {
    const bomb = await pngClaiming(30_000, 30_000);
    await sut.database.handle.db.insert(mediaImage).values([
      { id: 'img-bomb', fileName: 'bomb.png', mimeType: 'image/png', width: 1, height: 1, content: bomb },
      {
        id: 'img-corrupt',
        fileName: 'corrupt.png',
        mimeType: 'image/png',
        width: 1,
        height: 1,
        content: Buffer.from('not an image at all'),
      },
    ]);
    for (const id of ['img-bomb', 'img-corrupt']) {
      const response = await get(`/api/images/${id}?size=Gallery`);
      expect(response.statusCode, id).toBe(422);
      expect(response.json()).toMatchObject({ statusCode: 422 });
    }
  });

  it('answers a burst of renders beyond the queue with 503 and Retry-After, while a static file still answers', async () => {
    const css = readdirSync(join('dist', 'client', 'assets')).find((name) => name.endsWith('.css'));
    const staticUrl = css ? `/assets/${css}` : '/favicon.svg';
    const finished: string[] = [];
    const sizes: ImageSizeName[] = ['Stretched', 'StretchedVideo', 'BreakOut', 'Inline', 'AsideSquare', 'AsideVideo'];
    const burst = sizes.flatMap((name) =>
      ['img-cut-strip-1', 'img-crimp-center-1'].map((id) =>
        get(`/api/images/${id}?size=${name}&format=png&dpr=2`).then((response) => {
          finished.push(`image ${response.statusCode}`);
          return response;
        }),
      ),
    );
    const staticResponse = get(staticUrl).then((response) => {
      finished.push('static');
      return response;
    });
    const responses = await Promise.all(burst);
    expect((await staticResponse).statusCode).toBe(200);

    const busy = responses.filter((response) => response.statusCode === 503);
    const rendered = responses.filter((response) => response.statusCode === 200);
    expect(busy.length).toBeGreaterThan(0);
    expect(rendered.length).toBeGreaterThan(0);
    expect(busy.length + rendered.length).toBe(responses.length);
    for (const response of busy) {
      expect(response.headers['retry-after']).toBe('2');
      expect(response.json()).toMatchObject({ statusCode: 503 });
    }
    // The static file did not wait for the queued renders: it finished before the last of them.
    expect(finished.indexOf('static')).toBeLessThan(finished.lastIndexOf('image 200'));
  }, 120_000);
});
