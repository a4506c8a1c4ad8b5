import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';
import { type LcpCandidate, recordLcpCandidates } from '../support/lcp.js';

/**
 * SPEC §2.1 cookie consent and SPEC §9 page speed on a phone: with Lighthouse's mobile throttling (its "devtools"
 * method: slow 4G and a CPU four times slower), a visitor who has not chosen yet sees the consent banner with the
 * page's first paint, the banner is never the largest contentful paint, and that paint comes within 2.5 s.
 */

/**
 * Lighthouse's mobile throttling as its `--throttling-method=devtools` applies it (lighthouse/core/config/
 * constants.js, mobileSlow4G): 150 ms RTT and 1.6 Mbps, which DevTools gets as 3.75 × the RTT per request and
 * 90 % of the bandwidth; 4 × CPU slowdown.
 */
const MOBILE_SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
const CPU_SLOWDOWN = 4;
const PHONE = { width: 390, height: 844 };
/** Core Web Vitals' "good" largest contentful paint. */
const LCP_BUDGET_MS = 2500;

/*
 * A measurement more than a check: three minutes, and on a machine whose cores other work shares the times say
 * more about the machine than the page. Run on purpose: `LCP_THROTTLED=1 npx vitest run
 * test/browser/lcp-throttled.browser-spec.ts` (bench/lighthouse.mjs measures the same with Lighthouse itself;
 * docs/performance.md has the numbers).
 */
describe.skipIf(!process.env.LCP_THROTTLED)('largest contentful paint with mobile throttling in Chromium', () => {
  // Without a choice, so the banner shows (the first visit Lighthouse measures).
  const suite = useBrowserSuite({ consent: null, app: { embeddedIssuer: true } });
  const banner = (page: Page) => page.getByRole('dialog', { name: 'Cookies and privacy' });
  const measured: string[] = [];

  /** Loads `path` throttled in a fresh page of the page's context and returns its LCP candidates, the last one counts. */
  async function measure(page: Page, path: string): Promise<LcpCandidate[]> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', MOBILE_SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(recordLcpCandidates);
    try {
      await page.goto(path, { timeout: 45_000 });
      await waitForHydration(page, { timeout: 30_000 });
      await expect.poll(() => banner(page).isVisible(), { timeout: 10_000 }).toBe(true);
      // Two frames after everything showed, so the last candidate has been reported.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
      );
      const candidates = await page.evaluate(() => (window as unknown as { __lcp: LcpCandidate[] }).__lcp);
      const last = candidates.at(-1);
      // What the time went on: the document, the render-blocking stylesheets, first paint, the scripts.
      const timing = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const end = (kind: string) =>
          Math.round(Math.max(0, ...resources.filter((r) => r.initiatorType === kind).map((r) => r.responseEnd)));
        const kb = (kind: string) =>
          Math.round(
            resources.filter((r) => r.initiatorType === kind).reduce((sum, r) => sum + r.encodedBodySize, 0) / 1024,
          );
        return {
          html: Math.round(navigation!.responseEnd),
          htmlKb: Math.round(navigation!.encodedBodySize / 1024),
          fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1),
          css: `${end('link')} ms/${kb('link')} KB`,
          scripts: `${end('script')} ms/${kb('script')} KB`,
          fetches: `${end('fetch')} ms/${kb('fetch')} KB`,
          hydrated: Math.round(performance.now()),
          resources: resources
            .map(
              (r) =>
                `${r.name.replace(/^https?:\/\/[^/]+/, '').slice(0, 40)}@${Math.round(r.startTime)}-${Math.round(r.responseEnd)}`,
            )
            .join(' '),
        };
      });
      measured.push(
        `${path}: LCP ${last ? `${Math.round(last.time)} ms <${last.tag}> ${Math.round(last.size)} px² "${last.text}"` : 'none'}` +
          ` | ${JSON.stringify(timing)} | candidates ${JSON.stringify(candidates.map((c) => [Math.round(c.time), c.tag, Math.round(c.size), c.inBanner]))}`,
      );
      return candidates;
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.send('Network.emulateNetworkConditions', {
        ...MOBILE_SLOW_4G,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
  }

  function expectFastAndNotTheBanner(path: string, candidates: LcpCandidate[]) {
    expect(candidates.length, path).toBeGreaterThan(0);
    expect(candidates.at(-1)!.inBanner, `${path}: the banner was the largest contentful paint`).toBe(false);
    expect(candidates.at(-1)!.time, `${path}: ${JSON.stringify(candidates)}`).toBeLessThanOrEqual(LCP_BUDGET_MS);
  }

  it('contact, a media release and the 404 page', { timeout: 180_000 }, async () => {
    const probe = await suite.newPage();
    await probe.goto('/en/media-releases');
    const release = await probe.locator('main a[href^="/en/media-releases/"]').first().getAttribute('href');
    expect(release).toBeTruthy();
    const paths = ['/en/contact', release!, '/en/no-such-page'];
    // The server's page cache is warm, as for any visitor after the first.
    for (const path of paths) await probe.goto(path);
    const results: [string, LcpCandidate[]][] = [];
    for (const path of paths) {
      const page = await suite.newPage({ viewport: PHONE });
      results.push([path, await measure(page, path)]);
    }
    console.info(`LCP (mobile throttling):\n  ${measured.join('\n  ')}`);
    for (const [path, candidates] of results) expectFastAndNotTheBanner(path, candidates);
  });

  it('the signed-in portal: dashboard and ticket list', { timeout: 180_000 }, async () => {
    const signIn = await suite.newPage();
    await signIn.goto('/en/portal');
    await signIn.getByLabel('Email address').fill('carl@apex.example.com');
    await signIn.getByLabel('Password').fill('demo-password');
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await signIn.waitForURL('**/en/portal');
    const results: [string, LcpCandidate[]][] = [];
    for (const path of ['/en/portal', '/en/portal/tickets/list']) {
      const page = await signIn.context().newPage();
      await page.setViewportSize(PHONE);
      results.push([path, await measure(page, path)]);
    }
    console.info(`LCP (mobile throttling):\n  ${measured.join('\n  ')}`);
    for (const [path, candidates] of results) expectFastAndNotTheBanner(path, candidates);
  });
});
