import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';

const TRACKING_SCRIPT = 'https://tags.example.com/gtm.js';

/**
 * Hardening issue item 1: no page script breaks under the Content-Security-Policy. Every violation Chromium sees
 * (the `securitypolicyviolation` event, reported through an exposed function that survives navigations, and its
 * console message) fails the test.
 */
describe('Content-Security-Policy in Chromium', () => {
  const suite = useBrowserSuite({
    app: { embeddedIssuer: true, env: { TRACKING_SCRIPT_URL: `${TRACKING_SCRIPT}?id=GTM-TEST` } },
  });

  async function watchedPage(): Promise<{ page: Page; violations: string[] }> {
    // Every kind of consent, so the tag manager and the page-view collector run under the policy too.
    const page = await suite.newPage({ viewport: { width: 1280, height: 900 } }, { consent: 'v1.s1.m1' });
    const violations: string[] = [];
    await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
        void report(`${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI} (${event.sample})`);
      });
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
    });
    // The tag manager is not on the network here: answer it with a script that leaves a mark.
    await page.route(`${TRACKING_SCRIPT}**`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.__trackingLoaded = true;' }),
    );
    return { page, violations };
  }

  it('runs the scripts of public pages, also from the page cache, and the tracking script', async () => {
    const { page, violations } = await watchedPage();
    for (const path of [
      '/en',
      '/en', // a page-cache hit: a fresh nonce put into the cached page
      '/en/products/cutting-stripping/cut-strip-machines/cutstrip-7000',
      '/en/search?q=machine',
      '/en/support-request',
      '/style-guide/components', // flash messages (HTML text through the inline sanitizer)
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()['content-security-policy'], path).toContain("'nonce-");
      await waitForHydration(page);
    }
    // The form page's client code runs: its validation answers an empty submit.
    await page.goto('/en/support-request');
    await waitForHydration(page);
    await page.getByRole('button', { name: /send/i }).first().click();
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    // Client-side navigation loads more chunks under the same policy.
    await page.goto('/en');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Kudex Group home' }).first().click();
    await expect
      .poll(() => page.evaluate(() => (window as { __trackingLoaded?: boolean }).__trackingLoaded))
      .toBe(true);
    expect(violations).toEqual([]);
    expect(suite.errors).toEqual([]);

    // The watcher works: an inline script without the nonce is blocked and reported.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  });

  it('runs the scripts of the portal sign-in, dashboard and sign-out, and of the editor area', async () => {
    const { page, violations } = await watchedPage();
    await page.goto('/en/portal');
    // The embedded provider's sign-in page (its own HTML under /oidc).
    await page.getByLabel('Email address').fill('carl@apex.example.com');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/en/portal');
    await waitForHydration(page);
    // The header shows who is signed in, with the way out in its menu.
    await expect.poll(() => page.getByRole('button', { name: 'Carl Carter' }).isVisible()).toBe(true);
    // Sign-out passes the provider's page whose inline script submits its form (allowed by hash).
    await page.getByRole('button', { name: 'Carl Carter' }).click();
    await page.getByRole('link', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/en');
    await waitForHydration(page);

    await page.goto('/en/editor');
    await waitForHydration(page);
    await page.getByLabel('Editor password').fill('editor-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText('You are signed in as an editor.').isVisible()).toBe(true);
    expect(violations).toEqual([]);
    expect(suite.errors).toEqual([]);
  });
});
