import type { NewsFeedPageDto } from '../../modules/news-feed/news-feed.dto.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SIZES, type ImageSizeName } from '../../modules/files/image-sizes.contract.js';
import { seedMissingModules } from '../../src/app/seed.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { createTestDatabase } from '../support/test-database.js';

/** The stored editorial originals are 1680x1080 PNGs (seed/files/editorial-images.seeder.ts). */
const ORIGINAL = { width: 1680, height: 1080 };

/** The box of a named size for an editorial original: a fixed height, or the width and the original's ratio. */
function boxOf(size: ImageSizeName, dpr = 1): [number, number] {
  const box: { width: number; height?: number } = IMAGE_SIZES[size];
  const width = box.width * dpr;
  return [width, box.height ? box.height * dpr : Math.round((width * ORIGINAL.height) / ORIGINAL.width)];
}

interface ImgTag {
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
    const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes!)?.[1] ?? '';
    return {
      src: attribute('src').replaceAll('&amp;', '&'),
      srcSet: attribute('srcSet').replaceAll('&amp;', '&'),
      sizes: attribute('sizes'),
      width: attribute('width'),
      height: attribute('height'),
      loading: attribute('loading'),
    };
  });
}

const sizeOf = (img: ImgTag) => new URL(img.src, 'http://x').searchParams.get('size');

describe('editorial images through the image endpoint (SPEC §7.8, §9)', () => {
  let sut: TestApp;
  const get = (url: string) => sut.fastify.inject({ method: 'GET', url });

  beforeAll(async () => {
    sut = await startTestApp({ env: { IMAGE_CACHE_DIR: mkdtempSync(join(tmpdir(), 'uapp-editorial-images-')) } });
  });
  afterAll(async () => {
    await sut?.stop();
  });

  describe('GET /api/images/editorial-…', () => {
    const sizes: ImageSizeName[] = ['Stretched', 'BreakOut', 'Inline', 'StoryTeaser', 'Contact', 'StretchedVideo'];

    it.each(sizes)('answers the named size %s in webp and png, and twice as large at dpr 2', async (size) => {
      for (const [format, dpr] of [
        ['webp', 1],
        ['png', 1],
        ['webp', 2],
      ] as const) {
        const url = `/api/images/editorial-smart-factory?size=${size}&format=${format}${dpr === 2 ? '&dpr=2' : ''}`;
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toBe(`image/${format}`);
        const meta = await sharp(response.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height], url).toEqual([format, ...boxOf(size, dpr)]);
      }
    });

    it('no longer serves the static editorial files', async () => {
      for (const path of ['/images/editorial/smart-factory.svg', '/images/editorial/portrait.svg']) {
        const response = await get(path);
        expect(response.statusCode, path).not.toBe(200);
        expect(response.headers['content-type'], path).not.toMatch(/^image\//);
      }
    });

    it('answers 404 for an unknown editorial image and 400 for a size that is not named', async () => {
      expect((await get('/api/images/editorial-nope?size=Inline&format=webp')).statusCode).toBe(404);
      const unnamed = await get('/api/images/editorial-crimping?size=Huge&format=webp');
      expect(unnamed.statusCode).toBe(400);
      expect(unnamed.json()).toMatchObject({ statusCode: 400 });
    });
  });

  describe('pages', () => {
    /**
     * No static image: every image in the content is a versioned /api/images URL with a box and a srcset: by width
     * with `sizes` where the layout scales it, else 1x and 2x.
     */
    const expectEndpointImages = (html: string, page: string): ImgTag[] => {
      expect(html, page).not.toMatch(/<img[^>]+src="\/images\//);
      const images = imagesIn(html);
      expect(images.length, page).toBeGreaterThan(0);
      for (const img of images) {
        expect(img.src, page).toMatch(/^\/api\/images\/[a-z0-9-]+\?size=[A-Za-z]+&format=webp&v=[0-9a-z]+$/);
        if (img.sizes) {
          expect(img.srcSet, page).toMatch(/^(\/api\/images\/[^ ,]+ \d+w)(, \/api\/images\/[^ ,]+ \d+w)+$/);
        } else {
          expect(img.srcSet, page).toBe(`${img.src} 1x, ${img.src.replace('&v=', '&dpr=2&v=')} 2x`);
        }
        // Catalogue images (a page's injected product) have their own ratio; the editorial ones are 1680x1080.
        if (!img.src.startsWith('/api/images/editorial-')) continue;
        const [width, height] = boxOf(sizeOf(img) as ImageSizeName);
        expect([img.width, img.height], `${page} ${img.src}`).toEqual([String(width), String(height)]);
      }
      return images;
    };

    it('a CMS page: cover hero Stretched and eager, teasers StoryTeaser and contacts Contact, lazy', async () => {
      const response = await get('/en/about');
      expect(response.statusCode).toBe(200);
      const images = expectEndpointImages(response.body, '/en/about');
      expect(images[0]).toMatchObject({ loading: 'eager' });
      expect(sizeOf(images[0]!)).toBe('Stretched');
      const below = images.slice(1);
      expect(new Set(below.map(sizeOf))).toEqual(new Set(['StoryTeaser', 'Contact']));
      expect(below.every((img) => img.loading === 'lazy')).toBe(true);
    });

    it('the image modules in their own named sizes (Inline) and the locations contact panel', async () => {
      const story = await get('/en/smart-factory-story');
      expect(story.statusCode).toBe(200);
      expect(expectEndpointImages(story.body, '/en/smart-factory-story').map(sizeOf)).toContain('Inline');
      const locations = await get('/en/locations');
      expect(locations.statusCode).toBe(200);
      expect(new Set(expectEndpointImages(locations.body, '/en/locations').map(sizeOf))).toEqual(new Set(['Contact']));
    });

    it('the story list: every teaser in StoryTeaser, lazy', async () => {
      const response = await get('/en/stories');
      expect(response.statusCode).toBe(200);
      const images = expectEndpointImages(response.body, '/en/stories');
      expect(images).toHaveLength(9);
      expect(images.every((img) => sizeOf(img) === 'StoryTeaser' && img.loading === 'lazy')).toBe(true);
    });

    it('the story contacts: portraits in Contact (80x80)', async () => {
      const response = await get('/en/stories/contacts');
      expect(response.statusCode).toBe(200);
      const images = expectEndpointImages(response.body, '/en/stories/contacts');
      expect(images.every((img) => sizeOf(img) === 'Contact' && img.width === '80' && img.height === '80')).toBe(true);
    });

    it('German pages too', async () => {
      const response = await get('/de/about');
      expect(response.statusCode).toBe(200);
      expectEndpointImages(response.body, '/de/about');
    });
  });

  it('news feed items name their image through the endpoint, and it answers in the StoryTeaser size', async () => {
    const feed = (await get('/api/news-feed?lang=en&first=5')).json<NewsFeedPageDto>();
    const image = feed.items.find((item) => item.image)?.image;
    expect(image?.url).toMatch(/^\/api\/images\/editorial-[a-z-]+\?size=StoryTeaser&format=webp&v=[0-9a-z]+$/);
    const response = await get(image!.url);
    expect(response.headers['content-type']).toBe('image/webp');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([768, 432]);
  });

  it('a database seeded before the editorial images gets them, and its stories and news point at them, at start', async () => {
    const { handle, dispose } = await createTestDatabase();
    const rows = async (query: string) =>
      (await handle.db.execute<Record<string, unknown>>(sql.raw(query))) as unknown as {
        rows: Record<string, unknown>[];
      };
    try {
      // As before: no editorial images, so no story, contact or news item names one.
      await rows("delete from media_image where id like 'editorial-%'");
      expect((await rows('select count(*)::int as n from story where teaser_image_id is not null')).rows[0]).toEqual({
        n: 0,
      });
      expect(await seedMissingModules(handle.db)).toContain('editorial-images');
      expect((await rows("select count(*)::int as n from media_image where id like 'editorial-%'")).rows[0]).toEqual({
        n: 8,
      });
      expect((await rows('select count(*)::int as n from story where teaser_image_id is null')).rows[0]).toEqual({
        n: 0,
      });
      expect((await rows('select count(*)::int as n from story_contact where image_id is null')).rows[0]).toEqual({
        n: 0,
      });
      expect(await seedMissingModules(handle.db)).not.toContain('editorial-images');
    } finally {
      await dispose();
    }
  });
});
