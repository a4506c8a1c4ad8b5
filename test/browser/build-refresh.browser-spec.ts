import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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
});
