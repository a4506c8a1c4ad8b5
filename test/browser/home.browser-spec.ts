import { describe, expect, it } from 'vitest';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';

describe('home page in Chromium', () => {
  const suite = useBrowserSuite();

  it('is server-rendered, hydrates, and the menu button changes React state', async () => {
    const page = await suite.newPage({ viewport: { width: 390, height: 800 } });
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Wire processing, end to end');

    const menu = page.getByRole('button', { name: 'Open menu' });
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    // Until React has hydrated, clicking does nothing.
    await waitForHydration(page);
    await menu.click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded'))
      .toBe('true');
    await expect
      .poll(() =>
        page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Products' }).isVisible(),
      )
      .toBe(true);
    expect(suite.errors).toEqual([]);
  });

  it('shows the German page with German UI strings', async () => {
    const page = await suite.newPage();
    await page.goto('/de');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
    await expect.poll(() => page.getByRole('link', { name: 'Produkte entdecken' }).isVisible()).toBe(true);
    expect(await page.title()).toBe('Kabelverarbeitung aus einer Hand | Kudex Group');
  });
});
