import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from '../support/browser-suite.js';

/** SPEC §9: teasers are downloaded in about the size they are shown, not in the largest named size. */
describe('responsive teaser images in Chromium', () => {
  const suite = useBrowserSuite();

  it.each([
    { width: 390, height: 800 },
    { width: 1366, height: 900 },
  ])('on a $width px screen the home teasers load a rendition at most twice as wide as shown', async (viewport) => {
    const page = await suite.newPage({ viewport, deviceScaleFactor: 1 });
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const teaser = page.locator('.teaser-grid img').first();
    // Lazy: it loads once it comes near the viewport.
    await teaser.scrollIntoViewIfNeeded();
    await expect
      .poll(() => teaser.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 })
      .toBe(true);
    const { shown, natural, currentSrc } = await teaser.evaluate((img: HTMLImageElement) => ({
      shown: img.getBoundingClientRect().width,
      natural: img.naturalWidth,
      currentSrc: img.currentSrc,
    }));
    expect(currentSrc).toMatch(/\/api\/images\/editorial-[a-z-]+\?size=[A-Za-z]+&format=webp(&dpr=2)?&v=[0-9a-z]+$/);
    expect(shown).toBeGreaterThan(100);
    // At least as wide as shown (sharp), at most twice (not the 1536 px 2x rendition of old).
    expect(natural).toBeGreaterThanOrEqual(shown);
    expect(natural).toBeLessThanOrEqual(2 * shown);
    expect(suite.errors).toEqual([]);
  });
});
