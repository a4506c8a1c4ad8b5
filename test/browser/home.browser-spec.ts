import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshotOnFailure } from '../support/browser.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

describe('home page in Chromium', () => {
  let sut: TestApp;
  let browser: Browser;
  let page: Page | undefined;

  beforeAll(async () => {
    sut = await startTestApp({ listen: true });
    browser = await launchChromium();
  });
  afterEach(async (context) => {
    await screenshotOnFailure(page, context.task.name, context.task.result?.state === 'fail');
    await page?.close();
  });
  afterAll(async () => {
    await browser?.close();
    await sut?.stop();
  });

  it('is server-rendered, hydrates, and the menu button changes React state', async () => {
    page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(`${sut.baseUrl}/`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page!.locator('html').getAttribute('lang')).toBe('en');
    await expect.poll(() => page!.getByRole('heading', { level: 1 }).textContent()).toBe('Wire processing, end to end');

    const menu = page.getByRole('button', { name: 'Open menu' });
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    // Until React has hydrated, clicking does nothing; retry the click until the state flips.
    await expect
      .poll(async () => {
        if ((await page!.getByRole('button', { name: 'Close menu' }).count()) === 0) await menu.click();
        return page!.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded');
      })
      .toBe('true');
    await expect
      .poll(() =>
        page!
          .getByRole('navigation', { name: 'Main navigation' })
          .getByRole('button', { name: 'Products' })
          .isVisible(),
      )
      .toBe(true);
    expect(errors).toEqual([]);
  });

  it('shows the German page with German UI strings', async () => {
    page = await browser.newPage();
    await page.goto(`${sut.baseUrl}/de`);
    await expect.poll(() => page!.locator('html').getAttribute('lang')).toBe('de');
    await expect.poll(() => page!.getByRole('link', { name: 'Produkte entdecken' }).isVisible()).toBe(true);
    expect(await page.title()).toBe('Kabelverarbeitung aus einer Hand | Kudex Group');
  });
});
