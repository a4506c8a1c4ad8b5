import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';

/**
 * SPEC §2.1 cookie consent on a phone: the banner is small (at most a quarter of the screen) and never the page's
 * largest contentful paint, so it costs the page no LCP time.
 */
describe('consent banner size and LCP in Chromium', () => {
  // Without a choice, so the banner shows.
  const suite = useBrowserSuite({ consent: null, app: { embeddedIssuer: true } });
  const banner = (page: Page) => page.getByRole('dialog', { name: 'Cookies and privacy' });

  it.each([
    { width: 390, height: 844 },
    { width: 320, height: 700 },
  ])('covers at most a quarter of a $width×$height screen, its buttons in a row', async (viewport) => {
    const page = await suite.newPage({ viewport });
    await page.goto('/en/contact');
    await waitForHydration(page);
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    const box = (await banner(page).boundingBox())!;
    expect(box.width * box.height).toBeLessThanOrEqual(0.25 * viewport.width * viewport.height);
    expect(box.y + box.height).toBeCloseTo(viewport.height, 0);
    const tops = await banner(page)
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    expect(tops).toHaveLength(3);
    expect(new Set(tops).size).toBe(1);
    // The details are a link away.
    expect(await banner(page).getByRole('link', { name: 'Details' }).getAttribute('href')).toBe('/en/privacy');
  });

  it('is in the server HTML: the head shows it before any script loaded when there is no choice, else not', async () => {
    const withoutScripts = async (page: Page) => {
      // The page's own scripts never load, so nothing but the head's consent gate decides.
      await page.route(/\.m?js(\?|$)/, (route) => route.abort());
      await page.goto('/en/contact');
      await page.getByRole('heading', { level: 1 }).waitFor();
      return page;
    };
    const fresh = await withoutScripts(await suite.newPage({ viewport: { width: 390, height: 844 } }));
    expect(await banner(fresh).isVisible()).toBe(true);
    expect(await banner(fresh).getByRole('button').count()).toBe(3);
    const decided = await withoutScripts(
      await suite.newPage({ viewport: { width: 390, height: 844 } }, { consent: 'v1.s1.m0' }),
    );
    expect(await decided.locator('.consent-banner').count()).toBe(1);
    expect(await banner(decided).isVisible()).toBe(false);
    // An unreadable choice is none: the banner asks again.
    const unreadable = await withoutScripts(
      await suite.newPage({ viewport: { width: 390, height: 844 } }, { consent: 'v9.x' }),
    );
    expect(await banner(unreadable).isVisible()).toBe(true);
  });

  it('stays hidden without JavaScript, as it always was', async () => {
    const page = await suite.newPage({ javaScriptEnabled: false });
    await page.goto('/en/contact');
    expect(await page.locator('.consent-banner').count()).toBe(1);
    expect(await banner(page).isVisible()).toBe(false);
  });

  it('hydrates without a mismatch, the same banner kept, with and without a choice', async () => {
    for (const consent of [null, 'v1.s0.m0']) {
      const page = await suite.newPage({}, { consent });
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      await page.goto('/en/contact');
      // With a choice, hydration may already have removed the banner when the page's load event came.
      const before = consent === null ? await page.locator('.consent-banner').elementHandle() : null;
      await waitForHydration(page);
      await expect.poll(() => page.locator('.consent-banner').count()).toBe(consent === null ? 1 : 0);
      if (consent === null) {
        // React kept the server's element: nothing painted anew.
        expect(await before!.evaluate((element) => element.isConnected)).toBe(true);
        expect(await banner(page).isVisible()).toBe(true);
      }
      expect(problems, String(consent)).toEqual([]);
    }
  });

  /** The elements the page reported as largest contentful paint, and whether each lies inside the banner. */
  async function lcpEntries(page: Page) {
    return page.evaluate(
      () =>
        new Promise<{ tag: string; inBanner: boolean }[]>((resolve) => {
          const found: { tag: string; inBanner: boolean }[] = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
              found.push({
                tag: entry.element?.tagName ?? '(removed)',
                inBanner: entry.element?.closest('.consent-banner') != null,
              });
            }
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(found), 500);
        }),
    );
  }

  it('is not the largest contentful paint on the contact, a media release and the 404 page', async () => {
    const probe = await suite.newPage();
    await probe.goto('/en/media-releases');
    const release = await probe.locator('main a[href^="/en/media-releases/"]').first().getAttribute('href');
    expect(release).toBeTruthy();
    // Signed-in pages with little text (dashboard, ticket list) still report the banner's text as LCP, though at
    // the first paint (lcp-throttled.browser-spec.ts measures it): not solved yet.
    for (const path of ['/en/contact', release!, '/en/no-such-page']) {
      const page = await suite.newPage({ viewport: { width: 390, height: 844 } });
      await page.goto(path);
      await waitForHydration(page);
      await expect.poll(() => banner(page).isVisible()).toBe(true);
      // Two frames after the banner showed, so its paint has been reported if it was a candidate.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
      );
      const entries = await lcpEntries(page);
      expect(entries.length, path).toBeGreaterThan(0);
      // The banner paints with the page (it is in the server's HTML), so it may be an early candidate; the
      // largest contentful paint is the last one.
      expect(entries.at(-1)!.inBanner, path).toBe(false);
    }
  });
});
