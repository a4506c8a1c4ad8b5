import { describe, expect, it } from 'vitest';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';

describe('TOTP setup shows a QR code and a setup link that stays in its box', () => {
  const suite = useBrowserSuite({ app: { embeddedIssuer: true } });

  it.each([390, 1366])('at %i px: the QR code is an inline SVG with a name, and the link wraps', async (width) => {
    const page = await suite.newPage({ viewport: { width, height: 900 } });
    await page.goto('/en/portal');
    await page.getByLabel('Email address').fill('carl@apex.example.com');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/en/portal');
    await page.goto('/en/portal/account');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();

    const qr = page.getByRole('img', { name: 'QR code of the setup link: scan it with your authenticator app' });
    await expect.poll(() => qr.isVisible()).toBe(true);
    const drawn = await qr.evaluate((element) => {
      const svg = element.querySelector('svg');
      const box = svg?.getBoundingClientRect();
      // The modules are drawn as path segments (`M x y h n`) or rects: a QR code has hundreds of them.
      const segments = [...(svg?.querySelectorAll('path') ?? [])]
        .map((path) => (path.getAttribute('d') ?? '').split(/[Mm]/).length - 1)
        .reduce((sum, count) => sum + count, 0);
      return { svg: !!svg, modules: segments + (svg?.querySelectorAll('rect').length ?? 0), size: box?.width ?? 0 };
    });
    expect(drawn.svg).toBe(true);
    expect(drawn.modules).toBeGreaterThan(100);
    expect(drawn.size).toBeGreaterThanOrEqual(150);

    // The setup link wraps inside its box, and the copy field holds the same otpauth:// URI.
    const link = page.getByRole('link', { name: /^otpauth:\/\/totp\// });
    const uri = await link.getAttribute('href');
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]{32}/);
    const fits = (selector: string) =>
      page.locator(selector).evaluate((element) => ({
        scroll: element.scrollWidth,
        client: element.clientWidth,
        right: element.getBoundingClientRect().right,
      }));
    for (const selector of ['.account-uri', '.account-fields']) {
      const box = await fits(selector);
      expect(box.scroll, selector).toBeLessThanOrEqual(box.client);
      expect(box.right, selector).toBeLessThanOrEqual(width);
    }
    const field = page.getByLabel('Setup link to copy');
    expect(await field.inputValue()).toBe(uri);
    expect(await field.getAttribute('readonly')).not.toBeNull();
    const copyBox = await fits('textarea.account-secret');
    expect(copyBox.scroll).toBeLessThanOrEqual(copyBox.client);
    // Nothing of the page runs out to the side.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(suite.errors).toEqual([]);
  });
});
