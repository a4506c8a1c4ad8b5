import { describe, expect, it } from 'vitest';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';

describe('a brand site home shows content below its hero', () => {
  const suite = useBrowserSuite();

  it('/de/revolution-im-schaltschrankbau: intro, teasers and the brand’s products are visible under the hero', async () => {
    const page = await suite.newPage({ viewport: { width: 1366, height: 900 } });
    const response = await page.goto('/de/revolution-im-schaltschrankbau');
    expect(response?.status()).toBe(200);
    await waitForHydration(page);

    const hero = page.locator('main section.hero').first();
    const heroBottom = await hero.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
    // What the visitor sees below the hero, each scrolled into view.
    const below = [
      page.getByRole('heading', { name: 'Verdrahtung ohne Papier' }),
      page.getByRole('link', { name: /Unsere Produkte/ }).last(),
      page.locator('main').getByText('Harness Designer', { exact: true }),
    ];
    for (const locator of below) {
      await locator.scrollIntoViewIfNeeded();
      expect(await locator.isVisible()).toBe(true);
      const top = await locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      expect(top).toBeGreaterThanOrEqual(heroBottom - 1);
    }
    // Much more than a hero's headline and tagline: no empty band.
    const text = await page.locator('main').evaluate((main) => (main.textContent ?? '').replace(/\s+/g, ' '));
    expect(text.length).toBeGreaterThan(600);

    // The teaser leads to the products page, which lists the brand's products.
    await page
      .getByRole('link', { name: /Unsere Produkte/ })
      .last()
      .click();
    await page.waitForURL('**/de/revolution-im-schaltschrankbau/our-products');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Produkte von DiIT');
    expect(await page.locator('main').getByText('HarnessBoard Flex', { exact: true }).isVisible()).toBe(true);
  });
});
