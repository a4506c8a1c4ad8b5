import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaImage } from '../../modules/files/files.schema.js';
import { signedImageUrl } from '../../modules/files/image-signature.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const UNVERSIONED = 'public, max-age=600';
const STALE = 'public, no-cache';

interface ImgTag {
  className: string;
  src: string;
  srcSet: string;
  sizes: string;
  width: string;
  height: string;
  loading: string;
}

/** Every `<img>` inside the page's `<main>`, with the attributes that matter here. */
function imagesIn(html: string): ImgTag[] {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return [...main.matchAll(/<img\b([^>]*)\/?>/g)].map(([, attributes]) => {
    const attribute = (name: string) =>
      (new RegExp(`\\b${name}="([^"]*)"`).exec(attributes!)?.[1] ?? '').replaceAll('&amp;', '&');
    return {
      className: attribute('class'),
      src: attribute('src'),
      srcSet: attribute('srcSet'),
      sizes: attribute('sizes'),
      width: attribute('width'),
      height: attribute('height'),
      loading: attribute('loading'),
    };
  });
}

/** `url 768w, url 1536w` → [[url, 768], …]. */
function candidates(srcSet: string): [string, number][] {
  return srcSet.split(', ').map((entry) => {
    const [url, descriptor] = entry.split(' ');
    expect(descriptor, entry).toMatch(/^\d+w$/);
    return [url!, Number.parseInt(descriptor!, 10)];
  });
}

describe('versioned image URLs and responsive teasers (SPEC §7.8, §9)', () => {
  let sut: TestApp;
  let cacheDir: string;
  const get = (url: string) => sut.fastify.inject({ method: 'GET', url });
  /** editorial-smart-factory's version. */
  let version: string;

  /** The version the server puts in an image's URLs: its `updated_at` in base 36. */
  const versionOf = async (id: string) => {
    const [row] = await sut.database.handle.db.select().from(mediaImage).where(eq(mediaImage.id, id));
    return row!.updatedAt.getTime().toString(36);
  };

  beforeAll(async () => {
    cacheDir = mkdtempSync(join(tmpdir(), 'uapp-image-versions-'));
    sut = await startTestApp({ env: { IMAGE_CACHE_DIR: cacheDir } });
    version = await versionOf('editorial-smart-factory');
  }, 180_000);
  afterAll(async () => {
    await sut?.stop();
  });

  describe('the home page teasers', () => {
    it('carry a srcset by width over same-shape named sizes and sizes, all versioned, and every candidate answers', async () => {
      const home = await get('/en');
      expect(home.statusCode).toBe(200);
      const teasers = imagesIn(home.body).filter((img) => /[?&]size=StoryTeaser&/.test(img.src));
      expect(teasers.length).toBeGreaterThanOrEqual(3);
      for (const teaser of teasers) {
        // The box stays (no layout shift), the image loads lazily below the hero.
        expect([teaser.width, teaser.height, teaser.loading]).toEqual(['768', '432', 'lazy']);
        expect(teaser.sizes).toMatch(/^\(max-width: \d+px\) calc\(100vw - \d+px\), .*, \d+px$/);
        expect(teaser.src).toMatch(/^\/api\/images\/editorial-[a-z-]+\?size=StoryTeaser&format=webp&v=[0-9a-z]+$/);
        const offered = candidates(teaser.srcSet);
        // From a rendition for a card about 250 px wide up to twice the widest 16:9 named size that fits.
        expect(offered.map(([, width]) => width)).toEqual([384, 768, 960, 1200, 1536, 1920, 2400]);
        const id = /^\/api\/images\/([a-z0-9-]+)\?/.exec(teaser.src)![1]!;
        const teaserVersion = await versionOf(id);
        expect(new URL(teaser.src, 'http://x').searchParams.get('v')).toBe(teaserVersion);
        for (const [url, width] of offered) {
          expect(new URL(url, 'http://x').searchParams.get('v'), url).toBe(teaserVersion);
          const response = await get(url);
          expect(response.statusCode, url).toBe(200);
          expect(response.headers['content-type'], url).toBe('image/webp');
          expect(response.headers['cache-control'], url).toBe(IMMUTABLE);
          const meta = await sharp(response.rawPayload).metadata();
          // Every candidate has the teaser's 16:9 crop at exactly its descriptor's width.
          expect([meta.width, meta.height], url).toEqual([width, (width * 9) / 16]);
        }
      }
    }, 180_000);

    it('keep the cover hero eager with high fetch priority, its srcset by width sized to the full width', async () => {
      const home = await get('/en');
      const hero = imagesIn(home.body).find((img) => img.className.includes('hero-image'));
      expect(hero).toMatchObject({ loading: 'eager', sizes: '100vw' });
      expect(home.body).toMatch(/<img[^>]*class="hero-image"[^>]*fetchPriority="high"/);
      expect(candidates(hero!.srcSet).map(([, width]) => width)).toContain(2360);
    });
  });

  describe('GET /api/images/{id} Cache-Control', () => {
    const base = '/api/images/editorial-smart-factory?size=Inline&format=webp';

    it('is a year and immutable with the current version', async () => {
      const response = await get(`${base}&v=${version}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
    });

    it('is short without a version', async () => {
      const response = await get(base);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(UNVERSIONED);
    });

    it('is no-cache with a well-formed version that is not the current one, and the bytes are the current image', async () => {
      const current = await get(`${base}&v=${version}`);
      const stale = await get(`${base}&v=zzzz1`);
      expect(stale.statusCode).toBe(200);
      expect(stale.headers['cache-control']).toBe(STALE);
      expect(stale.rawPayload.equals(current.rawPayload)).toBe(true);
    });

    it('answers 400 for a malformed version (upper case, punctuation, too long, repeated, empty)', async () => {
      for (const v of ['ABC', '..%2Fx', 'a'.repeat(17), `${version}&v=${version}`, '']) {
        const response = await get(`${base}&v=${v}`);
        expect(response.statusCode, v).toBe(400);
        expect(response.json(), v).toMatchObject({ statusCode: 400 });
      }
    });

    it('keeps signed URLs working: the version is outside the signature', async () => {
      const params = { w: 300, h: 200 };
      const signed = await get(signedImageUrl(sut.config.sessionSecret, 'editorial-smart-factory', params, version));
      expect(signed.statusCode).toBe(200);
      expect(signed.headers['cache-control']).toBe(IMMUTABLE);
      const meta = await sharp(signed.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([300, 200]);
      // The version does not stand in for a signature, nor does it change what was signed.
      expect((await get(`/api/images/editorial-smart-factory?w=300&h=200&v=${version}`)).statusCode).toBe(400);
      const tampered = signedImageUrl(sut.config.sessionSecret, 'editorial-smart-factory', params, version).replace(
        'w=300',
        'w=301',
      );
      expect((await get(tampered)).statusCode).toBe(403);
    });

    it('made-up versions add no disk copies: the cache grows with renditions, not with versions', async () => {
      await get(`${base}&v=${version}`);
      const files = () => readdirSync(join(cacheDir, 'editorial-smart-factory')).length;
      const before = files();
      for (let index = 0; index < 20; index += 1) {
        const response = await get(`${base}&v=made${index}`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['x-image-cache']).toBe('disk');
      }
      expect(files()).toBe(before);
    });
  });

  it('a rewritten image gets a new version: the old URL is no longer immutable and shows the new image', async () => {
    const id = 'editorial-trade-show';
    const url = (v: string) => `/api/images/${id}?size=StoryTeaser&format=png&v=${v}`;
    const oldVersion = await versionOf(id);
    expect((await get(url(oldVersion))).headers['cache-control']).toBe(IMMUTABLE);

    const red = await sharp({ create: { width: 1680, height: 1080, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    await sut.database.handle.db.update(mediaImage).set({ content: red }).where(eq(mediaImage.id, id));

    const stale = await get(url(oldVersion));
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['cache-control']).toBe(STALE);
    const pixel = await sharp(stale.rawPayload).extract({ left: 10, top: 10, width: 1, height: 1 }).raw().toBuffer();
    expect([...pixel.subarray(0, 3)]).toEqual([255, 0, 0]);

    const newVersion = await versionOf(id);
    expect(newVersion).not.toBe(oldVersion);
    expect((await get(url(newVersion))).headers['cache-control']).toBe(IMMUTABLE);
  });
});
