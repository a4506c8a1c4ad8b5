import type { BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageView } from '../../modules/analytics/analytics.schema.js';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';

const TRACKING_SCRIPT = 'https://tags.example.com/gtm.js';
const COLLECT = '/api/analytics/collect';

/** SPEC §2.1 cookie consent, in English and German, with the tag manager configured. */
describe('cookie consent in Chromium', () => {
  // These tests start without a choice: the banner shows (every other browser suite starts with necessary only).
  const suite = useBrowserSuite({
    consent: null,
    consoleErrors: true,
    app: { env: { TRACKING_SCRIPT_URL: `${TRACKING_SCRIPT}?id=GTM-TEST` } },
  });

  /** A page whose tracking requests (tag manager, page-view collector) are recorded as they leave. */
  async function watchedPage(options: { consent?: string | null } = {}) {
    const page = await suite.newPage({ viewport: { width: 1280, height: 900 } }, options);
    const tracking: string[] = [];
    const isTracking = (request: Request) =>
      request.url().startsWith(TRACKING_SCRIPT) || new URL(request.url()).pathname === COLLECT;
    page.on('request', (request) => {
      if (isTracking(request)) tracking.push(`${request.method()} ${request.url()}`);
    });
    // The tag manager is not on the network here: answer it with a script that leaves a mark.
    await page.route(`${TRACKING_SCRIPT}**`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.__trackingLoaded = true;' }),
    );
    return { page, tracking };
  }
  const banner = (page: Page, name: string) => page.getByRole('dialog', { name });
  const consentCookie = async (context: BrowserContext) =>
    (await context.cookies()).find((cookie) => cookie.name === 'uapp_consent');
  const storedViews = async (path: string) =>
    (await suite.app.database.handle.db.select().from(pageView)).filter((row) => row.path === path).length;
  const boxOf = async (page: Page, selector: string) => page.locator(selector).first().boundingBox();

  it('English: nothing but necessary cookies and no tracking request before consent; "Accept all" by keyboard then loads both', async () => {
    const { page, tracking } = await watchedPage();
    await page.goto('/en/about');
    await waitForHydration(page);
    const dialog = banner(page, 'Cookies and privacy');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getAttribute('aria-describedby')).toBeTruthy();
    // A fixed overlay at the bottom: the page under it does not move when it shows or goes.
    expect(await dialog.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    const box = (await dialog.boundingBox())!;
    expect(box.y + box.height).toBeCloseTo(900, 0);
    const headerWithBanner = await boxOf(page, 'header');
    const mainWithBanner = await boxOf(page, 'main');

    // Before any choice: only the site's necessary `uapp_` cookies, no tag manager, no page view sent.
    await page.goto('/en/stories');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Kudex Group home' }).first().click();
    await expect.poll(() => page.url()).toMatch(/\/en$/);
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name).filter((name) => !name.startsWith('uapp_'))).toEqual([]);
    expect(await consentCookie(page.context())).toBeUndefined();
    expect(tracking).toEqual([]);
    expect(await page.evaluate(() => (window as { __trackingLoaded?: boolean }).__trackingLoaded)).toBeUndefined();

    // Keyboard: the banner has the focus (nothing else had it), Tab walks its buttons, Enter chooses.
    await page.goto('/en/about');
    await waitForHydration(page);
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('dialog');
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent);
    // First the link to the details the short text leaves out, then the buttons.
    await page.keyboard.press('Tab');
    expect(await focusedText()).toBe('Details');
    await page.keyboard.press('Tab');
    expect(await focusedText()).toBe('Settings');
    await page.keyboard.press('Tab');
    expect(await focusedText()).toBe('Necessary only');
    await page.keyboard.press('Tab');
    expect(await focusedText()).toBe('Accept all');
    const before = await storedViews('/en/about');
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await boxOf(page, 'header')).toEqual(headerWithBanner);
    expect(await boxOf(page, 'main')).toEqual(mainWithBanner);
    expect((await consentCookie(page.context()))?.value).toBe('v1.s1.m1');
    // The choice takes effect on this page: the tag manager loads and this view is counted.
    await expect
      .poll(() => page.evaluate(() => (window as { __trackingLoaded?: boolean }).__trackingLoaded))
      .toBe(true);
    await expect.poll(() => storedViews('/en/about')).toBe(before + 1);
    expect(tracking.filter((line) => line.endsWith(COLLECT))).toHaveLength(1);

    // The next visit remembers it: no banner, the view is counted on hydration.
    await page.goto('/en/stories');
    await waitForHydration(page);
    await expect.poll(() => storedViews('/en/stories')).toBeGreaterThan(0);
    expect(await banner(page, 'Cookies and privacy').count()).toBe(0);
    expect(suite.errors).toEqual([]);
  });

  it('German: "Nur notwendige" keeps tracking off; "Cookie-Einstellungen" reopens it with the categories to change the choice', async () => {
    const { page, tracking } = await watchedPage();
    await page.goto('/de/about');
    await waitForHydration(page);
    const dialog = banner(page, 'Cookies und Datenschutz');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Nur notwendige' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect((await consentCookie(page.context()))?.value).toBe('v1.s0.m0');

    await page.goto('/de/stories');
    await waitForHydration(page);
    expect(await dialog.count()).toBe(0);
    expect(tracking).toEqual([]);

    // Reopened from the footer: a dialog holding the focus, the categories with their labels.
    const settings = page.getByRole('button', { name: 'Cookie-Einstellungen' });
    await settings.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const necessary = dialog.getByLabel('Notwendig');
    expect(await necessary.isChecked()).toBe(true);
    expect(await necessary.isDisabled()).toBe(true);
    const statistics = dialog.getByLabel('Statistik');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(await statistics.getAttribute('id'));
    expect(await statistics.isChecked()).toBe(false);
    expect(await dialog.getByLabel('Marketing').isChecked()).toBe(false);
    // Escape closes it unchanged, the focus back on the footer button.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await settings.evaluate((element) => element === document.activeElement)).toBe(true);
    expect((await consentCookie(page.context()))?.value).toBe('v1.s0.m0');

    // Statistics only, by keyboard: Space ticks the box, then the save button.
    await settings.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press('Space');
    expect(await statistics.isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect((await consentCookie(page.context()))?.value).toBe('v1.s1.m0');
    expect(await settings.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => tracking.filter((line) => line.endsWith(COLLECT)).length).toBe(1);
    // Statistics are first-party only: the tag manager stays out.
    await page.goto('/de/about');
    await waitForHydration(page);
    await expect.poll(() => tracking.filter((line) => line.endsWith(COLLECT)).length).toBe(2);
    expect(tracking.filter((line) => line.includes(TRACKING_SCRIPT))).toEqual([]);
    expect(suite.errors).toEqual([]);
  });

  it('shows no banner and tracks nothing in technical areas and for testing visitors, even with consent', async () => {
    for (const consent of [null, 'v1.s1.m1']) {
      const { page, tracking } = await watchedPage({ consent });
      for (const path of ['/en/callback', '/de/callback', '/style-guide', '/en?testing=true', '/de/about']) {
        // `/de/about` after `?testing=true`: the testing cookie keeps marking this visitor.
        await page.goto(path);
        await waitForHydration(page);
        expect(await page.getByRole('dialog').count(), path).toBe(0);
        expect(await page.locator('.consent-banner').count(), path).toBe(0);
        expect(await page.locator('.consent-settings-button').count(), path).toBe(0);
      }
      expect(tracking, String(consent)).toEqual([]);
    }
    expect(suite.errors).toEqual([]);
  });
});
