import { describe, expect, it } from 'vitest';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';

const CUT_STRIP = '/en/products/cutting-stripping/cut-strip-machines';

describe('catalogue in Chromium: comparison basket, detail comparison, product page', () => {
  const suite = useBrowserSuite();

  it('adds three products, compares them in Metric and Imperial, hides identical rows, removes one, restores after reload', async () => {
    const page = await suite.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(CUT_STRIP);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Cut and strip machines');

    for (const name of ['CutStrip 9000', 'CutStrip 7000', 'PowerStrip 9550']) {
      await page.getByRole('button', { name: `Add to comparison: ${name}` }).click();
      await expect
        .poll(() =>
          page
            .getByRole('status')
            .filter({ hasText: `${name} was added` })
            .count(),
        )
        .toBe(1);
    }
    const basketButton = page.getByRole('button', { name: 'Comparison (3)' });
    await basketButton.click();
    const panel = page.getByRole('dialog', { name: 'Comparison basket' });
    await expect.poll(() => panel.getByRole('link', { name: 'PowerStrip 9550' }).isVisible()).toBe(true);
    expect(await panel.getByRole('heading', { level: 3 }).textContent()).toBe('Cut and strip machines');

    // The detail comparison shows placeholders until the products arrive.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/products/compare?*', async (route) => {
      await held;
      await route.continue();
    });
    await panel.getByRole('button', { name: 'Compare 3 products' }).click();
    const modal = page.getByRole('dialog', { name: 'Compare products' });
    await expect.poll(() => modal.getByTestId('compare-loading').isVisible()).toBe(true);
    release();
    const table = modal.getByRole('table');
    await expect.poll(() => table.getByRole('columnheader').count()).toBe(4);
    await page.unroute('**/api/products/compare?*');
    const weight = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Weight \(kg\)/ }) });
    expect(await weight.count()).toBe(1);
    expect(await table.getByRole('rowheader', { name: /^Weight \(lb\)/ }).count()).toBe(0);
    // A specification one product lacks shows n/a; rows that differ are highlighted.
    const air = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Compressed air/ }) });
    expect(await air.getByRole('cell').allTextContents()).toContain('n/a');
    expect(await air.getAttribute('class')).toBe('differs');

    // Imperial: the weight row is now in pounds, and the choice is kept in the cookie.
    await modal.getByRole('radio', { name: 'Imperial' }).check();
    await expect.poll(() => table.getByRole('rowheader', { name: /^Weight \(lb\)/ }).count()).toBe(1);
    expect(await table.getByRole('rowheader', { name: /^Weight \(kg\)/ }).count()).toBe(0);
    expect((await page.context().cookies()).find((c) => c.name === 'uapp_measurement_system')?.value).toBe('Imperial');

    // Hide identical: the power supply (the same everywhere) disappears.
    const power = table.getByRole('rowheader', { name: /^Power supply/ });
    expect(await power.count()).toBe(1);
    await modal.getByRole('checkbox', { name: 'Hide identical specifications' }).check();
    await expect.poll(() => power.count()).toBe(0);
    // Polled too: while the new comparison loads, the table briefly has no rows at all.
    await expect.poll(() => table.getByRole('rowheader', { name: /^Weight/ }).count()).toBe(1);
    expect(await power.count()).toBe(0);

    // Remove one product from the comparison (and the basket).
    await modal.getByRole('button', { name: 'Remove PowerStrip 9550' }).click();
    await expect.poll(() => table.getByRole('columnheader').count()).toBe(3);
    await page.keyboard.press('Escape');
    await expect.poll(() => modal.count()).toBe(0);

    // Reload: the basket comes back from localStorage.
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Comparison (2)' }).click();
    const restored = page.getByRole('dialog', { name: 'Comparison basket' });
    await expect.poll(() => restored.getByRole('link', { name: 'CutStrip 7000' }).isVisible()).toBe(true);
    expect(await restored.getByRole('link', { name: 'PowerStrip 9550' }).count()).toBe(0);
    const stored = await page.evaluate(() => localStorage.getItem('uapp-product-comparison-basket'));
    expect(JSON.parse(stored!).classifications[0].products.map((p: { slug: string }) => p.slug)).toEqual([
      'cutstrip-9000',
      'cutstrip-7000',
    ]);
    // Escape closes the panel and gives focus back to the basket button.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Comparison (2)');
    expect(suite.errors).toEqual([]);
  });

  it('resets an unparseable stored basket to empty and logs it', async () => {
    const page = await suite.newPage();
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('uapp-product-comparison-basket', '{not json');
        sessionStorage.setItem('seeded', '1');
      }
    });
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.goto('/en/about');
    await waitForHydration(page);
    await expect.poll(() => logged.some((text) => text.includes('comparison basket'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('uapp-product-comparison-basket'))).toBe(
      '{"classifications":[]}',
    );
    expect(await page.getByRole('button', { name: /^Comparison \(/ }).count()).toBe(0);
  });

  it('opens the gallery lightbox by keyboard and switches the specifications to Imperial', async () => {
    const page = await suite.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${CUT_STRIP}/cutstrip-7000`);
    await waitForHydration(page);
    const enlarge = page.getByRole('button', { name: 'Enlarge image 1 of 3' });
    await enlarge.focus();
    await page.keyboard.press('Enter');
    const lightbox = page.getByRole('dialog', { name: 'Image 1 of 3' });
    await expect.poll(() => lightbox.isVisible()).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('dialog', { name: 'Image 2 of 3' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Enlarge image 2 of 3');

    const specifications = page.getByRole('table', { name: 'CutStrip 7000' });
    expect(await specifications.getByRole('row', { name: /Weight/ }).textContent()).toMatch(/kg$/);
    await page.getByRole('radio', { name: 'Imperial' }).check();
    await expect.poll(() => specifications.getByRole('row', { name: /Weight/ }).textContent()).toMatch(/lb$/);
    expect((await page.context().cookies()).find((c) => c.name === 'uapp_measurement_system')?.value).toBe('Imperial');
  });
});
