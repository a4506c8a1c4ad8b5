import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';
import { signInAsEditor } from '../support/editor-sign-in.js';
import { signInToPortal } from '../support/portal-sign-in.js';

// The portal, the service desk and the editor area checked with axe like the public pages
// (mobile-accessibility.browser-spec.ts), and stricter: every violation counts, moderate ones included, since
// these pages are what customers and staff work in all day.

const PHONE = { width: 390, height: 844 };
/**
 * Each test loads up to 13 pages at two widths and runs axe on each: 45–60 s on a busy 2-core machine, over the
 * browser project's 60 s default.
 */
const CRAWL_TIMEOUT_MS = 240_000;
const DESKTOP = { width: 1366, height: 900 };

/** The address of the first link in the page's table (a ticket, a user), to check its detail page too. */
async function firstRowLink(page: Page, path: string): Promise<string> {
  await page.goto(path);
  const href = await page.locator('table tbody a[href]').first().getAttribute('href');
  if (!href) throw new Error(`no row link on ${path}`);
  return href;
}

/** Every axe violation on each page at both widths, and a page wider than the phone's screen, as readable lines. */
async function violations(page: Page, paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await waitForHydration(page);
      const results = await new AxeBuilder({ page })
        .options({ rules: { 'target-size': { enabled: true } } })
        // An editor's preview frame shows a public page, which the public pages' check covers.
        .exclude('iframe')
        .analyze();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > viewport.width) found.push(`${viewport.width} px ${path} is ${width} px wide`);
      for (const violation of results.violations) {
        const nodes = violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`);
        found.push(
          `${viewport.width} px ${path} ${violation.id} [${violation.impact}]: ${violation.help}\n${nodes.join('\n')}`,
        );
      }
    }
  }
  return found;
}

describe('signed-in pages: axe and width in Chromium', () => {
  const suite = useBrowserSuite({ app: { embeddedIssuer: true } });

  it(
    'has no axe violation on the customer portal (Anna, the company admin)',
    async () => {
      const page = await suite.newPage();
      await signInToPortal(page, 'anna@apex.example.com');
      const ticket = await firstRowLink(page, '/en/portal/tickets/list');
      const user = await firstRowLink(page, '/en/portal/user-admin');
      const found = await violations(page, [
        '/en/portal',
        '/en/portal/tickets/list',
        ticket,
        '/en/portal/tickets/newticket',
        '/en/portal/inventory',
        '/en/portal/inventory/old',
        '/en/portal/user-admin',
        user,
        '/en/portal/account',
        '/en/portal/product-information',
        '/en/portal/product-information/crimpcenter-64',
        '/en/portal/wire-flow',
      ]);
      expect(found, found.join('\n')).toEqual([]);
    },
    CRAWL_TIMEOUT_MS,
  );

  it(
    'has no axe violation on the service desk (Sam, an agent)',
    async () => {
      const page = await suite.newPage();
      await signInToPortal(page, 'sam@kudex.example.com');
      const ticket = await firstRowLink(page, '/en/portal/service-desk');
      const found = await violations(page, ['/en/portal/service-desk', ticket]);
      expect(found, found.join('\n')).toEqual([]);
    },
    CRAWL_TIMEOUT_MS,
  );

  it(
    'has no axe violation in the editor area',
    async () => {
      const page = await suite.newPage();
      await signInAsEditor(page);
      const found = await violations(page, [
        '/en/editor',
        '/en/editor/content',
        '/en/editor/content/pages/about-history',
        '/en/editor/content/new?kind=pages',
        '/en/editor/content/navigation',
        '/en/editor/translations',
        '/en/editor/feedback',
        '/en/editor/mails',
      ]);
      expect(found, found.join('\n')).toEqual([]);
    },
    CRAWL_TIMEOUT_MS,
  );
});
