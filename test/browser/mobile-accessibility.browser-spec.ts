import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';

/** One page of each public type, with the status it answers. */
const PAGES: [name: string, path: string, status: number][] = [
  ['home', '/en', 200],
  ['classification', '/en/products/cutting-stripping/cut-strip-machines', 200],
  ['product', '/en/products/cutting-stripping/cut-strip-machines/cutstrip-7000', 200],
  ['product with spare parts', '/en/products/cutting-stripping/cut-strip-machines/cutstrip-9000', 200],
  ['search results', '/en/search?q=machine', 200],
  ['story', '/en/stories/zero-defect-crimping-at-volta-cables', 200],
  ['contact form', '/en/contact', 200],
  ['not found', '/en/no-such-page', 404],
];

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 320, height: 640 };
const DESKTOP = { width: 1366, height: 900 };
const TABLET = { width: 1024, height: 768 };

/** The outline of the focused element: its style, and whether it is at least 2 px wide. */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement ?? document.body);
    return { style: style.outlineStyle, wide: parseFloat(style.outlineWidth) >= 2 };
  });

async function open(page: Page, path: string, status: number): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  await waitForHydration(page);
}

describe('mobile layout and accessibility in Chromium', () => {
  const suite = useBrowserSuite();

  for (const viewport of [PHONE, DESKTOP]) {
    it(`has no axe violation at ${viewport.width} px, tap target sizes and moderate ones included`, async () => {
      const page = await suite.newPage({ viewport });
      const found: string[] = [];
      for (const [name, path, status] of PAGES) {
        await open(page, path, status);
        // target-size (WCAG 2.2 AA, 24×24 CSS px) is off by default in axe 4.
        const results = await new AxeBuilder({ page })
          .options({ rules: { 'target-size': { enabled: true } } })
          .analyze();
        for (const violation of results.violations) {
          const nodes = violation.nodes.map((node) => `      ${node.target.join(' ')}: ${node.failureSummary ?? ''}`);
          found.push(`${name} (${path}) ${violation.id} [${violation.impact}]: ${violation.help}\n${nodes.join('\n')}`);
        }
      }
      expect(found.length, `axe violations at ${viewport.width} px:\n${found.join('\n')}`).toBe(0);
    });
  }

  for (const viewport of [SMALL_PHONE, PHONE]) {
    it(`has no horizontal overflow at ${viewport.width} px`, async () => {
      const page = await suite.newPage({ viewport });
      const overflowing: string[] = [];
      for (const [name, path, status] of PAGES) {
        await open(page, path, status);
        const widths = await page.evaluate(() => {
          const viewportWidth = window.innerWidth;
          const wider = [...document.querySelectorAll<HTMLElement>('body *')]
            .filter((element) => element.getBoundingClientRect().right > viewportWidth + 0.5)
            .filter((element) => getComputedStyle(element).visibility !== 'hidden')
            .slice(0, 5)
            .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
          return { scrollWidth: document.documentElement.scrollWidth, viewportWidth, wider };
        });
        if (widths.scrollWidth > widths.viewportWidth) {
          overflowing.push(`${name} (${path}): ${widths.scrollWidth} px wide, e.g. ${widths.wider.join(', ')}`);
        }
      }
      expect(overflowing.length, `wider than the screen:\n${overflowing.join('\n')}`).toBe(0);
    });
  }

  for (const [device, viewport] of [
    ['a phone', PHONE],
    ['a tablet', TABLET],
  ] as const) {
    it(`keeps the contact and share buttons out of the content on ${device}, and reachable by keyboard`, async () => {
      const page = await suite.newPage({ viewport });
      await open(page, '/en/contact', 200);
      const sideButtons = page.getByRole('complementary', { name: 'Quick links' });
      const [buttonsBox, mainBox] = await Promise.all([
        sideButtons.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return { top: box.top + window.scrollY, position: getComputedStyle(element).position };
        }),
        page.locator('main').evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY),
      ]);
      // In the page's flow after the content, so it covers none of it (fixed only where the content leaves room).
      expect(buttonsBox.position).not.toBe('fixed');
      expect(buttonsBox.top).toBeGreaterThanOrEqual(mainBox);
      await sideButtons.getByRole('button', { name: 'Share' }).focus();
      // The site's own focus ring: a solid accent outline of at least 2 px.
      expect(await focusRing(page)).toEqual({ style: 'solid', wide: true });
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    });
  }

  it('keeps the fixed contact and share buttons beside the content on a wide screen', async () => {
    const page = await suite.newPage({ viewport: DESKTOP });
    const covered: string[] = [];
    for (const path of [
      '/en',
      '/en/products/cutting-stripping/cut-strip-machines/cutstrip-9000',
      '/en/search?q=cut',
      '/en/contact',
    ]) {
      await open(page, path, 200);
      const sideButtons = page.getByRole('complementary', { name: 'Quick links' });
      const bar = await sideButtons.evaluate((element) => ({
        left: element.getBoundingClientRect().left,
        position: getComputedStyle(element).position,
      }));
      expect(bar.position, path).toBe('fixed');
      // No text or field of the page reaches under the bar.
      const under = await page
        .locator('main :is(h1, h2, h3, p, li, label, input, select, textarea, button)')
        .evaluateAll(
          (elements, left) =>
            elements
              .filter(
                (element) => element.getBoundingClientRect().width > 0 && element.getBoundingClientRect().right > left,
              )
              .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30)}"`),
          bar.left,
        );
      if (under.length > 0) covered.push(`${path}: ${under.join(', ')}`);
    }
    expect(covered).toEqual([]);
  });

  it('closes the mega menu when focus leaves it, and on Escape with focus back on its trigger', async () => {
    const page = await suite.newPage({ viewport: DESKTOP });
    await open(page, '/en', 200);
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    const products = navigation.getByRole('button', { name: 'Products' });
    await products.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => products.getAttribute('aria-expanded')).toBe('true');

    // Tabbing through the panel keeps it open; shift-tab back past the trigger (out of the menu) closes it.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.mega-menu') !== null)).toBe(true);
    expect(await products.getAttribute('aria-expanded')).toBe('true');
    await products.focus();
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => products.getAttribute('aria-expanded')).toBe('false');

    // Focus moving from inside the panel to the next top-level item closes it as well.
    await products.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => products.getAttribute('aria-expanded')).toBe('true');
    const panelLinks = page.locator('.has-panel.open .mega-menu').locator('a, button');
    const count = await panelLinks.count();
    await panelLinks.nth(count - 1).focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => products.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.closest('nav')?.getAttribute('aria-label'))).toBe(
      'Main navigation',
    );

    // Escape inside the panel closes it and gives focus back to the trigger.
    await products.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.mega-menu') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => products.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Products');
    expect(await focusRing(page)).toEqual({ style: 'solid', wide: true });
  });

  it('shows a privacy page in every language of the main site, linked from the footer', async () => {
    const page = await suite.newPage({ viewport: DESKTOP });
    await open(page, '/en', 200);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Privacy policy');
    expect(new URL(page.url()).pathname).toBe('/en/privacy');
    await open(page, '/de/privacy', 200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Datenschutzerklärung');
  });
});
