import { describe, expect, it } from 'vitest';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';

const CUT_STRIP = '/en/products/cutting-stripping/cut-strip-machines';
const BASKET_KEY = 'uapp-product-comparison-basket';

describe('add to comparison in Chromium', () => {
  const suite = useBrowserSuite();

  it('adds a product once, shows that it is added, and keeps both after a reload', async () => {
    const page = await suite.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(CUT_STRIP);
    await waitForHydration(page);
    const storedEntries = () =>
      page.evaluate((key) => {
        const basket = JSON.parse(localStorage.getItem(key) ?? '{"classifications":[]}') as {
          classifications: { products: { slug: string }[] }[];
        };
        return basket.classifications.flatMap((group) => group.products.map((product) => product.slug));
      }, BASKET_KEY);

    const add = page.getByRole('button', { name: 'Add to comparison: CutStrip 9000' });
    await add.click();
    const added = page.getByRole('button', { name: 'Added to comparison: CutStrip 9000' });
    await expect.poll(() => added.count()).toBe(1);
    expect(await added.getAttribute('aria-disabled')).toBe('true');
    expect(await added.textContent()).toBe('Added to comparison');
    // A second activation (keyboard or pointer) adds nothing.
    await added.focus();
    await page.keyboard.press('Enter');
    await added.dispatchEvent('click');
    expect(await storedEntries()).toEqual(['cutstrip-9000']);
    expect(await page.getByRole('button', { name: 'Comparison (1)' }).count()).toBe(1);
    // Another product still offers to be added.
    expect(await page.getByRole('button', { name: 'Add to comparison: CutStrip 7000' }).isEnabled()).toBe(true);

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.getByRole('button', { name: 'Added to comparison: CutStrip 9000' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Comparison (1)' }).count()).toBe(1);
    expect(await storedEntries()).toEqual(['cutstrip-9000']);
    expect(suite.errors).toEqual([]);
  });
});
