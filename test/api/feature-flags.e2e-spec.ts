import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FeatureFlagsRepository } from '../../modules/feature-flags/feature-flags.repository.js';
import { FEATURE_FLAGS_TTL_MS } from '../../modules/feature-flags/feature-flags.service.js';
import { editorCookie } from '../support/editor.js';
import { TRUSTED_CACHE_FLAGS, type TestApp, startTestApp } from '../support/test-app.js';

const RELEASE_TOGGLE = 'uapp_is-next-release=true';
/** The footer's Subscribe block (renderer/components/FooterSubscribe.tsx), behind the `footer-subscribe` flag. */
const SUBSCRIBE_HEADING = '<h2 id="footer-subscribe">Subscribe</h2>';

/**
 * SPEC §1 release toggle: features behind a `next` flag show only to visitors with the release cookie, `live` ones to
 * everyone, and the page cache never hands one audience's page to the other (docs/feature-flags.md).
 */
describe('feature flags and the release toggle (SPEC §1)', () => {
  let sut: TestApp;
  let editor: string;
  beforeAll(async () => {
    sut = await startTestApp({ listen: true });
    editor = await editorCookie(sut);
  });
  afterAll(async () => {
    await sut?.stop();
  });

  /** A page over HTTP, through the fast path for cache hits, as a browser asks for it. */
  const page = async (path: string, cookie?: string) => {
    const response = await fetch(sut.baseUrl + path, { headers: cookie ? { cookie } : {} });
    expect(response.status).toBe(200);
    return { cache: response.headers.get('x-page-cache'), body: await response.text() };
  };
  const setStage = (key: string, body: unknown, headers: Record<string, string> = {}) =>
    sut.fastify.inject({
      method: 'PATCH',
      url: `/api/feature-flags/${key}`,
      headers: {
        cookie: editor,
        origin: new URL(sut.config.publicBaseUrl).origin,
        'content-type': 'application/json',
        ...headers,
      },
      payload: JSON.stringify(body),
    });

  it('shows the next feature (the footer Subscribe block) only with the release cookie', async () => {
    const live = await page('/en/stories');
    expect(live.body).not.toContain(SUBSCRIBE_HEADING);
    expect(live.body).not.toContain('href="/feeds/en/stories.xml"');

    const next = await page('/en/stories', RELEASE_TOGGLE);
    expect(next.body).toContain(SUBSCRIBE_HEADING);
    for (const feed of ['news', 'stories', 'media-releases'])
      expect(next.body).toContain(`href="/feeds/en/${feed}.xml"`);
    // The block speaks the page's language and links the locale's feeds.
    const german = await page('/de', RELEASE_TOGGLE);
    expect(german.body).toContain('<h2 id="footer-subscribe">Abonnieren</h2>');
    expect(german.body).toContain('href="/feeds/de/news.xml"');
  });

  it('turns it on only for the cookie value true', async () => {
    for (const cookie of ['uapp_is-next-release=1', 'uapp_is-next-release=', 'uapp_is-next-release=TRUE']) {
      expect((await page('/en/stories', cookie)).body).not.toContain(SUBSCRIBE_HEADING);
    }
  });

  it('keeps the two audiences apart in the page cache', async () => {
    const path = '/en/media-releases';
    expect((await page(path)).cache).toBe('miss');
    const liveHit = await page(path);
    expect(liveHit.cache).toBe('hit');
    expect(liveHit.body).not.toContain(SUBSCRIBE_HEADING);

    // The live page is cached, yet the toggled visitor gets a page of their own (the `nextRelease_` key prefix).
    const nextMiss = await page(path, RELEASE_TOGGLE);
    expect(nextMiss.cache).toBe('miss');
    expect(nextMiss.body).toContain(SUBSCRIBE_HEADING);
    const nextHit = await page(path, RELEASE_TOGGLE);
    expect(nextHit.cache).toBe('hit');
    expect(nextHit.body).toContain(SUBSCRIBE_HEADING);

    const liveAgain = await page(path);
    expect(liveAgain.cache).toBe('hit');
    expect(liveAgain.body).not.toContain(SUBSCRIBE_HEADING);
  });

  it('renders pages without reading the flags from the database, and reloads them in the background after the TTL', async () => {
    const render = async (cookie?: string) => {
      const response = await sut.fastify.inject({
        method: 'GET',
        url: '/fr?cache=false',
        headers: { ...TRUSTED_CACHE_FLAGS, ...(cookie ? { cookie } : {}) },
      });
      expect(response.statusCode).toBe(200);
      return response.body.includes('id="footer-subscribe"');
    };
    // The editors' list reads the table and refreshes the copy in memory: the TTL starts now.
    expect(
      (await sut.fastify.inject({ method: 'GET', url: '/api/feature-flags', headers: { cookie: editor } })).statusCode,
    ).toBe(200);
    const list = vi.spyOn(sut.app.get(FeatureFlagsRepository, { strict: false }), 'list');
    try {
      expect([await render(), await render(RELEASE_TOGGLE)]).toEqual([false, true]);
      expect(list).not.toHaveBeenCalled();

      const now = Date.now();
      const later = vi.spyOn(Date, 'now').mockReturnValue(now + FEATURE_FLAGS_TTL_MS + 1_000);
      try {
        expect(await render(RELEASE_TOGGLE)).toBe(true); // answered from memory; the reload runs after
        expect(await render(RELEASE_TOGGLE)).toBe(true);
      } finally {
        later.mockRestore();
      }
      expect(list).toHaveBeenCalledTimes(1);
    } finally {
      list.mockRestore();
    }
  });

  it('lists the flags for editors only', async () => {
    expect((await sut.fastify.inject({ method: 'GET', url: '/api/feature-flags' })).statusCode).toBe(401);
    const response = await sut.fastify.inject({
      method: 'GET',
      url: '/api/feature-flags',
      headers: { cookie: editor },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.json()).toContainEqual(
      expect.objectContaining({ key: 'footer-subscribe', stage: 'next', description: expect.stringContaining('RSS') }),
    );
  });

  it('refuses a stage change without an editor, from another site, or with bad input', async () => {
    expect((await setStage('footer-subscribe', { stage: 'live' }, { cookie: '' })).statusCode).toBe(401);
    const crossSite = await setStage('footer-subscribe', { stage: 'live' }, { origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toMatchObject({ code: 'CrossSiteRequest' });

    const badStage = await setStage('footer-subscribe', { stage: 'beta' });
    expect(badStage.statusCode).toBe(400);
    expect(badStage.body).toContain('stage must be one of: live, next');
    expect((await setStage('footer-subscribe', {})).statusCode).toBe(400);
    expect((await setStage('footer-subscribe', { stage: 'live', extra: 1 })).statusCode).toBe(400);
    expect((await setStage('Not_A_Key', { stage: 'live' })).statusCode).toBe(400);

    const unknown = await setStage('no-such-flag', { stage: 'live' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'FeatureFlagNotFound' });
    // Nothing changed for visitors.
    expect((await page('/en/stories')).body).not.toContain(SUBSCRIBE_HEADING);
  });

  it('shows a flag promoted to live to everyone at once, and hides it again when taken back', async () => {
    const path = '/en/stories';
    await page(path);
    expect((await page(path)).cache).toBe('hit');

    const promoted = await setStage('footer-subscribe', { stage: 'live' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ key: 'footer-subscribe', stage: 'live' });
    // The cached live page is gone with the promotion: everyone gets the feature now.
    const everyone = await page(path);
    expect(everyone.cache).toBe('miss');
    expect(everyone.body).toContain(SUBSCRIBE_HEADING);
    expect((await page(path, RELEASE_TOGGLE)).body).toContain(SUBSCRIBE_HEADING);

    expect((await setStage('footer-subscribe', { stage: 'next' })).statusCode).toBe(200);
    expect((await page(path)).body).not.toContain(SUBSCRIBE_HEADING);
    expect((await page(path, RELEASE_TOGGLE)).body).toContain(SUBSCRIBE_HEADING);
  });
});
