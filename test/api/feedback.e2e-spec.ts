import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFeedback } from '../../modules/feedback/feedback.schema.js';
import { editorCookie } from '../support/editor.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

const RATE_LIMIT = 3;
const STORY = '/en/stories/zero-defect-crimping-at-volta-cables';
const PRODUCT = '/en/products/cutting-stripping/cut-strip-machines/cutstrip-7000';
let lastIp = 0;
/** Each test posts from its own address so that the per-address rate limit only bites where it is tested. */
const freshIp = () => `10.1.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

describe('page feedback API', () => {
  let sut: TestApp;
  let editor: string;

  beforeAll(async () => {
    sut = await startTestApp({ env: { FORMS_RATE_LIMIT: String(RATE_LIMIT) } });
    editor = await editorCookie(sut);
  });
  afterAll(async () => {
    await sut?.stop();
  });

  const post = (payload: unknown, options: { ip?: string; contentType?: string; cookie?: string } = {}) =>
    sut.fastify.inject({
      method: 'POST',
      url: '/api/feedback',
      remoteAddress: options.ip ?? freshIp(),
      headers: {
        'content-type': options.contentType ?? 'application/json',
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const summary = (cookie?: string) =>
    sut.fastify.inject({ method: 'GET', url: '/api/feedback', headers: cookie ? { cookie } : {} });
  const stored = async () => {
    const [row] = await sut.database.handle.db.select({ n: count() }).from(pageFeedback);
    return Number(row!.n);
  };
  type Summary = {
    pages: { kind: string; targetId: string; title: string; path: string; helpful: number; notHelpful: number }[];
  };
  const pageIn = (body: Summary, kind: string, targetId: string) =>
    body.pages.find((page) => page.kind === kind && page.targetId === targetId);

  it('stores a yes on a CMS page, a no with a comment on a story and on a product page, and counts them per page', async () => {
    const answers = [
      await post({ path: '/en/about', helpful: true }),
      await post({ path: '/de/about', helpful: true }),
      await post({ path: '/en/about', helpful: false, comment: '  The facts are out of date.  ' }),
      await post({ path: STORY, helpful: false, comment: 'Too short.' }),
      await post({ path: PRODUCT, helpful: true, comment: 'Exactly what I needed' }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    }

    const response = await summary(editor);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json<Summary & { pages: { comments: { comment: string; helpful: boolean }[] }[] }>();
    // The page in both languages counts as one page; the comment is stored trimmed.
    expect(pageIn(body, 'page', 'about-main')).toMatchObject({
      helpful: 2,
      notHelpful: 1,
      path: '/en/about',
      comments: [{ comment: 'The facts are out of date.', helpful: false, locale: 'en' }],
    });
    const story = body.pages.find((page) => page.kind === 'story');
    expect(story).toMatchObject({ path: STORY, helpful: 0, notHelpful: 1, comments: [{ comment: 'Too short.' }] });
    expect(story?.title).toMatch(/crimping/i);
    expect(pageIn(body, 'product', 'cutstrip-7000')).toMatchObject({ path: PRODUCT, helpful: 1, notHelpful: 0 });
    // Most answers first.
    expect(body.pages[0]).toMatchObject({ kind: 'page', targetId: 'about-main' });
  });

  it('answers 401 to the summary without the editor cookie, and with a forged one', async () => {
    for (const cookie of [undefined, 'uapp_editor_area_password=forged']) {
      const response = await summary(cookie);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, message: expect.any(String) });
    }
  });

  describe('bad input: 400 with the reason, nothing stored', () => {
    it.each([
      ['no path', { helpful: true }, 'path is required'],
      ['no answer', { path: '/en/about' }, 'helpful is required'],
      ['an answer that is not a boolean', { path: '/en/about', helpful: 'yes' }, 'helpful must be true or false'],
      ['a path that is not a string', { path: 42, helpful: true }, 'path must be a string'],
      ['a path of another host', { path: '//evil.example/en', helpful: true }, 'path must be the path'],
      ['a full URL', { path: 'https://evil.example/en', helpful: true }, 'path must be the path'],
      ['a path with a query', { path: '/en/about?x=1', helpful: true }, 'path must be the path'],
      ['a very long path', { path: `/en/${'a'.repeat(600)}`, helpful: true }, 'path must be at most 500'],
      ['a comment that is not a string', { path: '/en/about', helpful: true, comment: 5 }, 'comment must be a string'],
      [
        'a comment over 1000 characters',
        { path: '/en/about', helpful: true, comment: 'x'.repeat(1001) },
        'comment must be at most 1000 characters',
      ],
      [
        'control characters in the comment',
        { path: '/en/about', helpful: true, comment: 'a\u0007b' },
        'comment must not contain control characters',
      ],
      ['an unknown property', { path: '/en/about', helpful: true, rating: 5 }, 'property rating should not exist'],
    ])('%s', async (_case, payload, message) => {
      const before = await stored();
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400 });
      expect(String(response.json<{ message: string }>().message)).toContain(message);
      expect(await stored()).toBe(before);
    });

    it.each([
      ['an unknown page', '/en/no-such-page'],
      ['an unknown story', '/en/stories/no-such-story'],
      ['a list page', '/en/stories'],
      ['a path without a locale (a redirect)', '/about'],
      ['a technical area', '/style-guide'],
      ['the editor area', '/en/editor'],
    ])('%s', async (_case, path) => {
      const before = await stored();
      const response = await post({ path, helpful: true });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'UnknownPage' });
      expect(await stored()).toBe(before);
    });

    it('takes a comment of exactly 1000 characters, and a blank one as none', async () => {
      expect((await post({ path: '/en/about', helpful: true, comment: 'y'.repeat(1000) })).statusCode).toBe(201);
      const blank = await post({ path: '/en/about', helpful: true, comment: '   ' });
      expect(blank.statusCode).toBe(201);
    });

    it('refuses malformed JSON with 400 and anything but JSON with 415 (the CSRF defence of a cookie-less form)', async () => {
      expect((await post('{"path":')).statusCode).toBe(400);
      for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
        const response = await post('path=/en/about&helpful=true', { contentType });
        expect(response.statusCode).toBe(415);
        expect(response.json()).toMatchObject({ statusCode: 415 });
      }
    });
  });

  it(`answers 429 after ${RATE_LIMIT} feedbacks from one address in the window`, async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < RATE_LIMIT; i++) {
      expect((await post({ path: '/en/about', helpful: true }, { ip })).statusCode).toBe(201);
    }
    const before = await stored();
    const limited = await post({ path: '/en/about', helpful: true }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, code: 'RateLimited' });
    expect(await stored()).toBe(before);
    // Another address is not affected.
    expect((await post({ path: '/en/about', helpful: true })).statusCode).toBe(201);
  });

  it('shows editors the counts on /{locale}/editor/feedback and the sign-in form to everyone else', async () => {
    const page = await sut.fastify.inject({ method: 'GET', url: '/de/editor/feedback', headers: { cookie: editor } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('Seiten-Feedback');
    expect(page.body).toContain('data-feedback-target="page:about-main"');
    const anonymous = await sut.fastify.inject({ method: 'GET', url: '/de/editor/feedback' });
    expect(anonymous.body).not.toContain('data-feedback-target');
    expect(anonymous.body).toContain('type="password"');
  });
});
