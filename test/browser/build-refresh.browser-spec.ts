import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BUILD_POLL_INTERVAL_MS } from '../../modules/builds/builds.contract.js';
import { CHUNK_RELOAD_FLAG } from '../../renderer/chunk-reload.js';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';

/** The home page's own chunk (Vike's page entry of pages/cms), loaded by a dynamic import at hydration. */
const HOME_PAGE_CHUNK = /\/assets\/entries\/pages_cms\.[\w-]+\.js$/;

/** SPEC §4 chunk load failure and build refresh, §7.2 build files, in Chromium. */
describe('build refresh and chunk-load failures in the browser', () => {
  const suite = useBrowserSuite();

  function countDocumentLoads(page: Page): () => number {
    let loads = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) loads += 1;
    });
    return () => loads;
  }

  it('reloads the page once when a chunk fails to load, and not a second time within 10 s', async () => {
    const page = await suite.newPage();
    const aborted: string[] = [];
    await page.route(HOME_PAGE_CHUNK, (route) => {
      aborted.push(route.request().url());
      return route.abort('failed');
    });
    const documentLoads = countDocumentLoads(page);
    await page.goto('/en');
    // The reloaded page fails the same way; the guard holds it and says so on <html>.
    await page.locator('html[data-chunk-reload="suppressed"]').waitFor({ state: 'attached' });
    expect(documentLoads()).toBe(2);
    expect(aborted.length).toBeGreaterThanOrEqual(2);
    const flag = await page.evaluate((key) => sessionStorage.getItem(key), CHUNK_RELOAD_FLAG);
    expect(Number(flag)).toBeGreaterThan(Date.now() - 60_000);
    expect(documentLoads()).toBe(2);
  });

  it('does not reload a page whose chunks load', async () => {
    const page = await suite.newPage();
    const documentLoads = countDocumentLoads(page);
    await page.goto('/en');
    await waitForHydration(page);
    expect(documentLoads()).toBe(1);
    expect(await page.locator('html[data-chunk-reload]').count()).toBe(0);
    expect(suite.errors).toEqual([]);
  });

  /** Answers /builds/latest.json with `newer` once set (a deploy happened), else lets the server answer. */
  async function watchBuildFiles(page: Page) {
    const seen = { latest: 0, newerAnswers: 0, manifests: [] as number[] };
    let newer: string | undefined;
    await page.route('**/builds/latest.json*', async (route) => {
      seen.latest += 1;
      if (!newer) return route.continue();
      seen.newerAnswers += 1;
      return route.fulfill({ json: { buildId: newer }, headers: { 'cache-control': 'no-store' } });
    });
    page.on('response', (response) => {
      if (response.url().includes('/builds/meta/')) seen.manifests.push(response.status());
    });
    return { seen, deploy: (id: string) => (newer = id) };
  }

  it('fetches the manifest 1 s after load, and after a deploy loads the next page in full', async () => {
    const page = await suite.newPage();
    const { seen, deploy } = await watchBuildFiles(page);
    await page.clock.install();
    const documentLoads = countDocumentLoads(page);
    await page.goto('/en');
    await waitForHydration(page);
    await page.clock.fastForward(1_100);
    // The build id compiled into the bundle is the one the server runs: its manifest exists.
    await expect.poll(() => seen.manifests).toEqual([200]);

    // Before a deploy, links navigate on the client.
    const links = page.locator('main a[href^="/en/"]');
    await links.first().click();
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/en');
    // The transition has ended (a navigation started during another one skips onPageTransitionStart).
    await page.locator('body:not(.page-is-transitioning)').waitFor({ state: 'attached' });
    expect(documentLoads()).toBe(1);

    deploy('newer-build');
    await page.clock.fastForward(BUILD_POLL_INTERVAL_MS);
    await expect.poll(() => seen.newerAnswers).toBeGreaterThan(0);
    // The page has read the answer (not only received it): the next navigation is a full load.
    await page.locator('html[data-newer-build="newer-build"]').waitFor({ state: 'attached' });
    expect(documentLoads()).toBe(1); // nothing reloads while the visitor stays

    // Back to the first page: in full, from the server.
    await page.goBack();
    await expect.poll(() => documentLoads()).toBe(2);
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe('/en');
    expect(suite.errors).toEqual([]);
  });

  it('does not fetch the manifest on a slow-2g connection', async () => {
    const page = await suite.newPage();
    const { seen } = await watchBuildFiles(page);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ effectiveType: 'slow-2g' }) });
    });
    await page.clock.install();
    await page.goto('/en');
    await waitForHydration(page);
    await page.clock.fastForward(5_000);
    // A poll after the delay proves the timers ran: the manifest would have been asked for by now.
    await page.clock.fastForward(BUILD_POLL_INTERVAL_MS);
    await expect.poll(() => seen.latest).toBeGreaterThan(0);
    expect(seen.manifests).toEqual([]);
  });
});
