import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPage } from '../factories/pages.js';
import { editorCookie } from '../support/editor.js';
import { freePort } from '../support/free-port.js';
import { type CookieJar, signInToPortal } from '../support/oidc-test-provider.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

/** The upload limit this suite runs with (MEDIA_UPLOAD_MAX_BYTES), small so that "too large" is cheap to send. */
const MAX_BYTES = 64 * 1024;

interface ImageBody {
  id: string;
  fileName: string;
  mimeType: string;
  width: number;
  height: number;
  sizeBytes: number;
  alt: Record<string, string>;
  url: string;
  usedBy: { type: string; id: string; title: string; languages: string[]; stages: string[]; fields: string[] }[];
}

interface ErrorBody {
  statusCode: number;
  code?: string;
  message: string;
  errors?: { field: string; message: string }[];
}

interface PageBody {
  items: ImageBody[];
  page: number;
  pageSize: number;
  total: number;
}

const bitmap = (width = 32, height = 24) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });

/** Noise compresses badly: a PNG of well over MAX_BYTES. */
const noisePng = () => {
  const pixels = Buffer.alloc(200 * 200 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + ((i * 104729) >> 3)) & 0xff;
  return sharp(pixels, { raw: { width: 200, height: 200, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
};

describe('the media library at /api/content/images (SPEC §3 Image, §7.8)', () => {
  let sut: TestApp;
  let base: string;
  let cookie: string;
  let customer: CookieJar;
  let cacheDir: string;

  const send = async <T = ImageBody>(
    method: string,
    path: string,
    options: { body?: unknown; form?: FormData; headers?: Record<string, string>; auth?: 'editor' | 'none' } = {},
  ) => {
    const headers: Record<string, string> = {
      ...(options.auth === 'none' ? {} : { cookie }),
      ...(method === 'GET' ? {} : { origin: base }),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    };
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as T };
  };

  const form = (bytes: Uint8Array, fileName: string, type = 'image/png') => {
    const data = new FormData();
    data.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
    return data;
  };
  const upload = (bytes: Uint8Array, fileName: string, type = 'image/png', headers: Record<string, string> = {}) =>
    send<ImageBody & ErrorBody>('POST', '/api/content/images', { form: form(bytes, fileName, type), headers });
  const uploadOk = async (fileName: string, bytes?: Buffer) => {
    const answer = await upload(bytes ?? (await bitmap().png().toBuffer()), fileName);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body;
  };
  const list = (query: string) => send<PageBody & ErrorBody>('GET', `/api/content/images${query}`);

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    cacheDir = mkdtempSync(join(tmpdir(), 'uapp-content-images-'));
    sut = await startTestApp({ port, env: { MEDIA_UPLOAD_MAX_BYTES: String(MAX_BYTES), IMAGE_CACHE_DIR: cacheDir } });
    cookie = await editorCookie(sut);
    customer = await signInToPortal(base, 'carl@apex.example.com');
  });
  afterAll(async () => {
    await sut?.stop();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  describe('access', () => {
    const routes: [string, string][] = [
      ['GET', '/api/content/images'],
      ['POST', '/api/content/images'],
      ['GET', '/api/content/images/editorial-smart-factory'],
      ['PUT', '/api/content/images/editorial-smart-factory'],
      ['DELETE', '/api/content/images/editorial-smart-factory'],
    ];

    it('answers 401 to anonymous callers, customers and forged editor cookies on every route', async () => {
      const callers: [string, Record<string, string>][] = [
        ['anonymous', {}],
        ['customer', { cookie: customer.header(base) }],
        ['forged', { cookie: `uapp_editor_area_password=${'A'.repeat(43)}.${'B'.repeat(43)}` }],
      ];
      for (const [method, path] of routes) {
        for (const [who, headers] of callers) {
          const body = method === 'GET' ? undefined : { alt: { en: 'x' } };
          const answer = await send<ErrorBody>(method, path, { auth: 'none', headers, body });
          expect(answer.status, `${who} ${method} ${path}`).toBe(401);
          expect(answer.body.message).toBe('Editor sign-in or an API key required');
          expect(answer.headers.get('cache-control'), `${who} ${method} ${path}`).toMatch(/no-store/);
        }
      }
      // Nothing was changed by the refused writes.
      const image = await send('GET', '/api/content/images/editorial-smart-factory');
      expect(image.status).toBe(200);
    });

    it('answers 403 to an editor write from another origin, or without an Origin, and lets reads through', async () => {
      const before = (await send('GET', '/api/content/images/editorial-smart-factory')).body;
      for (const [method, path] of routes.filter(([m]) => m !== 'GET')) {
        for (const origin of ['https://evil.example', undefined]) {
          const headers: Record<string, string> = origin ? { origin } : {};
          const response = await fetch(`${base}${path}`, {
            method,
            headers: { cookie, 'content-type': 'application/json', ...headers },
            body: JSON.stringify({ alt: { en: 'hijacked' } }),
          });
          expect(response.status, `${method} ${path} from ${origin}`).toBe(403);
          expect(((await response.json()) as ErrorBody).code).toBe('CrossSiteRequest');
        }
      }
      const after = await send('GET', '/api/content/images/editorial-smart-factory', {
        headers: { origin: 'https://evil.example' },
      });
      expect(after.status).toBe(200);
      expect(after.body.alt).toEqual(before.alt);
    });
  });

  describe('POST: upload', () => {
    it('stores a PNG judged by content, and the image endpoint renders it', async () => {
      const bytes = await bitmap(32, 24).png().toBuffer();
      const answer = await upload(bytes, 'Front View.png');
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        fileName: 'Front View.png',
        mimeType: 'image/png',
        width: 32,
        height: 24,
        sizeBytes: bytes.length,
        alt: {},
        usedBy: [],
      });
      expect(answer.body.id).toMatch(/^front-view-[0-9a-f]{8}$/);
      expect(answer.body.url).toBe(`/api/images/${answer.body.id}`);

      const rendered = await fetch(`${base}${answer.body.url}?size=Inline&format=webp`);
      expect(rendered.status).toBe(200);
      expect(rendered.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await rendered.arrayBuffer())).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', 780]);
    });

    it('accepts JPEG, WebP, GIF and AVIF, whatever type the client declares, and renders each', async () => {
      for (const format of ['jpeg', 'webp', 'gif', 'avif'] as const) {
        const bytes = await bitmap(40, 30).toFormat(format).toBuffer();
        const answer = await upload(bytes, `sample.${format}`, 'application/octet-stream');
        expect(answer.status, format).toBe(201);
        expect(answer.body, format).toMatchObject({ mimeType: `image/${format}`, width: 40, height: 30 });
        const rendered = await fetch(`${base}${answer.body.url}?size=Contact&format=png`);
        expect(rendered.status, format).toBe(200);
        expect(rendered.headers.get('content-type'), format).toBe('image/png');
      }
    });

    it('answers 415 when the content is not an accepted image, whatever the name and declared type say', async () => {
      const { total } = (await list('?pageSize=1')).body;
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
      const lies: [Uint8Array, string, string][] = [
        [Buffer.from('just some text, not a picture at all'), 'photo.png', 'image/png'],
        [Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'), 'scan.jpg', 'image/jpeg'],
        [Buffer.from(svg), 'logo.png', 'image/png'],
        [
          await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
            .tiff()
            .toBuffer(),
          'a.png',
          'image/png',
        ],
      ];
      for (const [bytes, name, type] of lies) {
        const answer = await upload(bytes, name, type);
        expect(answer.status, name).toBe(415);
        expect(answer.body).toMatchObject({ code: 'UploadTypeRefused' });
        expect(answer.body.message).toContain('image/jpeg, image/png, image/webp, image/gif, image/avif');
      }
      expect((await list('?pageSize=1')).body.total).toBe(total);
    });

    it('answers 413 above the limit: by the declared length, and by the bytes when the envelope hides it', async () => {
      const { total } = (await list('?pageSize=1')).body;
      const large = await noisePng();
      expect(large.length).toBeGreaterThan(MAX_BYTES + 16 * 1024);
      const declared = await upload(large, 'large.png');
      expect(declared.status).toBe(413);
      expect(declared.body).toMatchObject({
        code: 'UploadTooLarge',
        message: `An image may be at most ${MAX_BYTES} bytes`,
      });

      // Just over the limit: within the envelope's allowance, so the parser's byte count refuses it.
      const justOver = Buffer.concat([await bitmap().png().toBuffer(), Buffer.alloc(MAX_BYTES)]);
      const streamed = await upload(justOver, 'just-over.png');
      expect(streamed.status).toBe(413);
      expect(streamed.body).toMatchObject({ code: 'UploadTooLarge' });
      expect((await list('?pageSize=1')).body.total).toBe(total);
    });

    it('answers 400 without a file, for a JSON body, and for a control character in the file name', async () => {
      const empty = await send<ErrorBody>('POST', '/api/content/images', { form: new FormData() });
      expect(empty.status).toBe(400);
      expect(empty.body.code).toBe('UploadMissing');
      const json = await send<ErrorBody>('POST', '/api/content/images', { body: { file: 'x' } });
      expect(json.status).toBe(400);
      expect(json.body.code).toBe('UploadMissing');
      const control = await upload(await bitmap().png().toBuffer(), 'bad\u0007name.png');
      expect(control.status).toBe(400);
      expect(control.body.code).toBe('UploadTextInvalid');
      const nothing = await upload(new Uint8Array(0), 'empty.png');
      expect(nothing.status).toBe(400);
    });

    it('still refuses multipart bodies on other routes (415)', async () => {
      const other = await send<ErrorBody>('PUT', '/api/content/images/editorial-smart-factory', {
        form: form(await bitmap().png().toBuffer(), 'x.png'),
      });
      expect(other.status).toBe(415);
    });
  });

  describe('GET: list, search and paging', () => {
    it('pages newest first and searches by file name and alternative text', async () => {
      const uploaded = [];
      for (const name of ['Zebra One.png', 'zebra-two.png', 'ZEBRA three.png']) uploaded.push(await uploadOk(name));
      const all = await list('?q=zebra');
      expect(all.status).toBe(200);
      expect(all.body.total).toBe(3);
      expect(all.body.items.map((item) => item.id)).toEqual(uploaded.map((image) => image.id).reverse());
      expect(all.body.items[0]).not.toHaveProperty('usedBy');
      expect(all.body.items[0]).not.toHaveProperty('content');

      const first = await list('?q=zebra&pageSize=2&page=1');
      const second = await list('?q=zebra&pageSize=2&page=2');
      expect([first.body.items.length, second.body.items.length]).toEqual([2, 1]);
      expect(first.body).toMatchObject({ page: 1, pageSize: 2, total: 3 });
      const ids = [...first.body.items, ...second.body.items].map((item) => item.id);
      expect(new Set(ids).size).toBe(3);
      expect((await list('?q=zebra&pageSize=2&page=3')).body.items).toEqual([]);

      // By an alternative text in any language; the search's own % and _ are taken literally.
      await send('PUT', `/api/content/images/${uploaded[1]!.id}`, { body: { alt: { de: 'Ein Quokka 100%' } } });
      const byAlt = await list('?q=QUOKKA');
      expect(byAlt.body.items.map((item) => item.id)).toEqual([uploaded[1]!.id]);
      expect((await list('?q=100%25')).body.items.map((item) => item.id)).toEqual([uploaded[1]!.id]);
      expect((await list('?q=zebra_')).body.total).toBe(0);

      const defaults = await list('');
      expect(defaults.body).toMatchObject({ page: 1, pageSize: 20 });
      expect(defaults.body.total).toBeGreaterThan(3);
    });

    it('answers 400 for paging out of bounds and a search too long', async () => {
      for (const [query, field] of [
        ['?pageSize=101', 'pageSize'],
        ['?pageSize=0', 'pageSize'],
        ['?pageSize=ten', 'pageSize'],
        ['?page=0', 'page'],
        ['?page=10001', 'page'],
        [`?q=${'x'.repeat(101)}`, 'q'],
        ['?sort=name', 'sort'],
      ]) {
        const answer = await list(query!);
        expect(answer.status, query).toBe(400);
        expect(
          answer.body.errors?.map((error) => error.field),
          query,
        ).toContain(field);
      }
    });
  });

  describe('PUT: alternative texts per language', () => {
    it('replaces the texts, drops empty ones, and shows them in the list and on the detail', async () => {
      const image = await uploadOk('alt-test.png');
      const path = `/api/content/images/${image.id}`;
      const first = await send('PUT', path, { body: { alt: { en: 'Front view', de: 'Vorderansicht' } } });
      expect(first.status).toBe(200);
      expect(first.body.alt).toEqual({ en: 'Front view', de: 'Vorderansicht' });
      const second = await send('PUT', path, { body: { alt: { en: 'Front view, left', fr: '  ', ja: '正面図' } } });
      expect(second.body.alt).toEqual({ en: 'Front view, left', ja: '正面図' });
      expect((await send('GET', path)).body.alt).toEqual({ en: 'Front view, left', ja: '正面図' });
      expect((await list('?q=alt-test')).body.items[0]!.alt).toEqual({ en: 'Front view, left', ja: '正面図' });
    });

    it('answers 400 naming the field for an unknown language, a text too long, or no map; 404 for no image', async () => {
      const image = await uploadOk('alt-bad.png');
      const path = `/api/content/images/${image.id}`;
      const cases: [unknown, string][] = [
        [{ alt: { en: 'ok', xx: 'Unknown' } }, 'alt.xx'],
        [{ alt: { 'en-US': 'Region' } }, 'alt.en-US'],
        [{ alt: { en: 'x'.repeat(301) } }, 'alt.en'],
        [{ alt: { de: 42 } }, 'alt.de'],
        [{ alt: 'Front view' }, 'alt'],
        [{}, 'alt'],
        [{ alt: {}, fileName: 'renamed.png' }, 'fileName'],
      ];
      for (const [body, field] of cases) {
        const answer = await send<ErrorBody>('PUT', path, { body });
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(
          answer.body.errors?.map((error) => error.field),
          JSON.stringify(body),
        ).toContain(field);
      }
      expect((await send('GET', path)).body.alt).toEqual({});

      const unknown = await send<ErrorBody>('PUT', '/api/content/images/no-such-image', { body: { alt: { en: 'x' } } });
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe('ContentImageNotFound');
      expect((await send('PUT', '/api/content/images/Bad%20Id', { body: { alt: {} } })).status).toBe(404);
    });
  });

  describe('GET one: used by', () => {
    it('lists the seeded pages whose modules show an editorial image, with languages and stages', async () => {
      const answer = await send('GET', '/api/content/images/editorial-smart-factory');
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id: 'editorial-smart-factory', mimeType: 'image/png' });
      const about = answer.body.usedBy.find((user) => user.type === 'page' && user.id === 'about-main');
      expect(about).toMatchObject({ fields: ['modules'], stages: ['PUBLISHED'] });
      expect(about!.languages).toEqual(expect.arrayContaining(['en', 'de']));
      expect(about!.title).not.toBe('');
    });

    it('lists a page, a story teaser and a news item that name an uploaded image; not pages that merely share an id', async () => {
      const image = await uploadOk('used.png');
      const unused = await uploadOk('unused.png');
      const db = sut.database.handle.db;
      const user = await createPage(db, {
        title: 'Uses the image',
        stage: 'DRAFT',
        modules: [{ type: 'image', image: { id: image.id, alt: '' } }],
      });
      // An anchor whose id happens to equal the other image's id is no use of it.
      await createPage(db, {
        modules: [{ type: 'rich-text', html: '<p>x</p>', anchor: { id: unused.id, title: 'x' } }],
      });
      await db.execute(sql`update story set teaser_image_id = ${image.id} where id = (select min(id) from story)`);
      await db.execute(
        sql`update news_feed_item set image_id = ${image.id} where id = (select min(id) from news_feed_item)`,
      );

      const answer = await send('GET', `/api/content/images/${image.id}`);
      expect(answer.status).toBe(200);
      const types = answer.body.usedBy.map((entry) => entry.type);
      expect(types).toEqual(['news', 'page', 'story']);
      expect(answer.body.usedBy.find((entry) => entry.type === 'page')).toEqual({
        type: 'page',
        id: user.id,
        title: 'Uses the image',
        languages: ['en'],
        stages: ['DRAFT'],
        fields: ['modules'],
      });
      expect(answer.body.usedBy.find((entry) => entry.type === 'story')!.fields).toEqual(['teaserImage']);
      expect((await send('GET', `/api/content/images/${unused.id}`)).body.usedBy).toEqual([]);

      const refused = await send<ErrorBody>('DELETE', `/api/content/images/${image.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('ContentImageInUse');
      expect(refused.body.message).toContain(`page ${user.id} (en)`);
      expect(refused.body.message).toMatch(/story \S+/);
      expect((await send('GET', `/api/content/images/${image.id}`)).status).toBe(200);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of ['no-such-image', 'UPPER', 'a'.repeat(121)]) {
        const answer = await send<ErrorBody>('GET', `/api/content/images/${id}`);
        expect(answer.status, id).toBe(404);
      }
    });
  });

  describe('DELETE', () => {
    it('refuses an editorial image the seeded pages use: 409 listing them', async () => {
      const answer = await send<ErrorBody>('DELETE', '/api/content/images/editorial-smart-factory');
      expect(answer.status).toBe(409);
      expect(answer.body.message).toMatch(/^Image editorial-smart-factory is in use by .*page about-main \(en, de/);
      expect((await fetch(`${base}/api/images/editorial-smart-factory?size=Inline&format=webp`)).status).toBe(200);
    });

    it('deletes an unused image (204), which is then gone from the library and the image endpoint', async () => {
      const image = await uploadOk('to-delete.png');
      // Rendered once, so a resized copy sits in the disk cache.
      expect((await fetch(`${base}${image.url}?size=Inline&format=webp`)).status).toBe(200);
      const deleted = await send('DELETE', `/api/content/images/${image.id}`);
      expect(deleted.status).toBe(204);
      expect(deleted.body).toBeUndefined();
      expect((await send('GET', `/api/content/images/${image.id}`)).status).toBe(404);
      expect((await fetch(`${base}${image.url}?size=Inline&format=webp`)).status).toBe(404);
      expect((await list('?q=to-delete')).body.total).toBe(0);
      const again = await send<ErrorBody>('DELETE', `/api/content/images/${image.id}`);
      expect(again.status).toBe(404);
      expect(again.body.code).toBe('ContentImageNotFound');
    });
  });
});
