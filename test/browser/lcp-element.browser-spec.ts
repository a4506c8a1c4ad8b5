import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';
import { type LcpCandidate, recordLcpCandidates } from '../support/lcp.js';

const PHONE = { width: 390, height: 844 };

/**
 * SPEC §2.1 consent banner, issue 28 item 7: on a phone, before a choice, the banner shows with the page and is never
 * its largest contentful paint, on the public pages with little content and on the signed-in portal. Which element
 * is the largest depends on sizes, not on timing, so this runs unthrottled in CI; the time budget with mobile
 * throttling is measured by lcp-throttled.browser-spec.ts (docs/performance.md).
 */
describe('the consent banner is never the largest contentful paint', () => {
  const suite = useBrowserSuite({ consent: null, app: { embeddedIssuer: true } });

  async function largestPaint(page: Page, path: string): Promise<LcpCandidate | undefined> {
    await page.addInitScript(recordLcpCandidates);
    await page.goto(path);
    await waitForHydration(page);
    await expect.poll(() => page.getByRole('dialog', { name: /Cookies/ }).isVisible()).toBe(true);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
    );
    return (await page.evaluate(() => (window as unknown as { __lcp: LcpCandidate[] }).__lcp)).at(-1);
  }

  it('on the contact page, the 404 page and the German contact page', async () => {
    for (const path of ['/en/contact', '/en/no-such-page', '/de/kontakt']) {
      const page = await suite.newPage({ viewport: PHONE });
      const largest = await largestPaint(page, path);
      expect(largest, path).toBeDefined();
      expect(largest!.inBanner, `${path}: ${JSON.stringify(largest)}`).toBe(false);
    }
  });

  it('on the signed-in dashboard and ticket list', async () => {
    const signIn = await suite.newPage({ viewport: PHONE });
    await signIn.goto('/en/portal');
    await signIn.getByLabel('Email address').fill('carl@apex.example.com');
    await signIn.getByLabel('Password').fill('demo-password');
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await signIn.waitForURL('**/en/portal');
    for (const path of ['/en/portal', '/en/portal/tickets/list']) {
      const page = await signIn.context().newPage();
      await page.setViewportSize(PHONE);
      const largest = await largestPaint(page, path);
      expect(largest, path).toBeDefined();
      expect(largest!.inBanner, `${path}: ${JSON.stringify(largest)}`).toBe(false);
    }
  });
});
