import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from '../support/browser-suite.js';

/** SPEC §1: the public site works without JavaScript, the header menus being disclosures and links. */
describe('the public site with JavaScript disabled', () => {
  const suite = useBrowserSuite();

  it('reaches a product through the header menu and switches the language', async () => {
    const page = await suite.newPage({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    await page.goto('/en');
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await navigation.locator('summary', { hasText: 'Products' }).click();
    await navigation.getByRole('link', { name: 'Cutting and stripping', exact: true }).first().click();
    await page.waitForURL(/\/en\/products\/cutting-stripping$/);
    await page.locator('main a[href="/en/products/cutting-stripping/cut-strip-machines"]').first().click();
    await page.waitForURL(/\/cut-strip-machines$/);
    await page.locator('main a[href^="/en/products/cutting-stripping/cut-strip-machines/"]').first().click();
    await page.waitForURL(/\/cut-strip-machines\/.+/);
    const productPath = new URL(page.url()).pathname;

    await page.locator('summary', { hasText: 'Language and country' }).click();
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await page.waitForURL(new RegExp(`/de/`));
    expect(new URL(page.url()).pathname).toBe(productPath.replace(/^\/en\//, '/de/'));
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
  });

  it('opens the mobile menu by its link', async () => {
    const page = await suite.newPage({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await page.goto('/en');
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await navigation.isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Menu' }).click();
    await expect.poll(() => navigation.isVisible()).toBe(true);
    await navigation.locator('summary', { hasText: 'Products' }).click();
    await expect
      .poll(() => navigation.getByRole('link', { name: 'Crimping', exact: true }).first().isVisible())
      .toBe(true);
  });
});
