import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { THEMES } from '../../modules/brands/themes.contract.js';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';

// SPEC §9 themes colour a page's links, buttons, header and footer. An editor may give any page or site any of
// them, so every theme has to keep WCAG 1.4.3 contrast (4.5:1) on the components a page shows, not only the
// themes the demo content happens to use.

/** Pages with the themed parts: hero and teasers, form buttons and links, the product page's buttons. */
const PAGES = ['/en', '/en/contact', '/en/products/cutting-stripping/cut-strip-machines/cutstrip-7000'];

/** Gives the page, its header and its footer one theme, as the server does for a page or site with that theme. */
async function applyTheme(page: Page, theme: string): Promise<void> {
  await page.evaluate((name) => {
    const swap = (element: Element | null, prefix: string) => {
      if (!element) return;
      element.className = element.className.replace(new RegExp(`\\b${prefix}-\\w+`), `${prefix}-${name}`);
    };
    swap(document.querySelector('.app'), 'theme');
    swap(document.querySelector('.site-header'), 'header-theme');
    swap(document.querySelector('.site-footer'), 'footer-theme');
  }, theme);
}

describe('theme colours in Chromium', () => {
  const suite = useBrowserSuite();

  it('keeps 4.5:1 text contrast in every theme (axe color-contrast)', async () => {
    const page = await suite.newPage({ viewport: { width: 1366, height: 900 } });
    const failures: string[] = [];
    for (const path of PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await waitForHydration(page);
      for (const theme of THEMES) {
        await applyTheme(page, theme);
        expect(await page.locator(`.app.theme-${theme}`).count(), `${theme} applied`).toBe(1);
        const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
        for (const violation of results.violations) {
          for (const node of violation.nodes) {
            failures.push(`${theme} ${path} ${node.target.join(' ')}: ${node.any[0]?.message ?? violation.help}`);
          }
        }
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('shows the seeded Copper site (brand portal) with no contrast failure', async () => {
    const page = await suite.newPage({ viewport: { width: 390, height: 844 } });
    const response = await page.goto('/en/brand-portal');
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    expect(await page.locator('.app.theme-Copper').count()).toBe(1);
    const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
    expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
  });
});
