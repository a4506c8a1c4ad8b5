import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from '../support/browser-suite.js';

const CUT_STRIP = '/en/products/cutting-stripping/cut-strip-machines';

interface LogoBox {
  alt: string;
  naturalWidth: number;
  naturalHeight: number;
  width: number;
  height: number;
  objectFit: string;
  clipped: boolean;
}

describe('brand logos on product cards in Chromium', () => {
  const suite = useBrowserSuite();

  it('shows each brand logo whole: loaded, at its own aspect ratio, contained and not clipped by its box', async () => {
    const page = await suite.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(CUT_STRIP);
    const logos = page.locator('.product-card img.brand-logo');
    expect(await logos.count()).toBeGreaterThan(0);
    // The logos load lazily: bring each into view and wait until it has loaded.
    for (const logo of await logos.all()) await logo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => logos.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete)))
      .toBe(true);
    const boxes: LogoBox[] = await logos.evaluateAll((imgs) =>
      imgs.map((element) => {
        const img = element as HTMLImageElement;
        const box = img.getBoundingClientRect();
        const parent = img.parentElement!.getBoundingClientRect();
        return {
          alt: img.alt,
          naturalWidth: img.naturalWidth,
          naturalHeight: img.naturalHeight,
          width: box.width,
          height: box.height,
          objectFit: getComputedStyle(img).objectFit,
          clipped: box.left < parent.left - 0.5 || box.right > parent.right + 0.5,
        };
      }),
    );
    for (const logo of boxes) {
      expect(logo.naturalWidth, logo.alt).toBeGreaterThan(0);
      expect(logo.height, logo.alt).toBeGreaterThan(0);
      // The rendered box keeps the image's own aspect ratio (304x52), so nothing of the word mark is cut away.
      expect(logo.width / logo.height, logo.alt).toBeCloseTo(logo.naturalWidth / logo.naturalHeight, 1);
      expect(['contain', 'fill', 'scale-down'], logo.alt).toContain(logo.objectFit);
      expect(logo.clipped, logo.alt).toBe(false);
    }
    expect(suite.errors).toEqual([]);
  });
});
