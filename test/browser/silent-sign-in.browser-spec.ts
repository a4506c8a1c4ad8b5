import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';
import { signInAtProvider } from '../support/portal-sign-in.js';

const SESSION_COOKIE = 'uapp_session';
const TICKETS = '/en/portal/tickets/list';

/** Every URL the page's top frame was sent to, in order (redirects included). */
function navigationsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) urls.push(request.url());
  });
  return urls;
}

const silentAuthorizations = (urls: readonly string[]) =>
  urls.filter((url) => url.includes('/oidc/auth?') && new URL(url).searchParams.get('prompt') === 'none');
const pathsOf = (urls: readonly string[]) => urls.map((url) => new URL(url).pathname);

/** Ends the site's session only: the provider's own session cookies stay, as when the site session expired. */
async function dropSiteSession(context: BrowserContext): Promise<void> {
  await context.clearCookies({ name: SESSION_COOKIE });
  expect((await context.cookies()).some((cookie) => cookie.name === SESSION_COOKIE)).toBe(false);
}

/** SPEC §4 sign-in flow: a portal page without a site session tries a silent sign-in before the form. */
describe('silent sign-in to the customer portal in Chromium', () => {
  const suite = useBrowserSuite({ app: { embeddedIssuer: true }, consoleErrors: true });

  it('lets a user still signed in at the provider back in without the form (prompt=none via /blank-callback)', async () => {
    const page = await suite.newPage();
    await page.goto('/en/portal');
    await signInAtProvider(page, 'carl@apex.example.com');
    await page.waitForURL('**/en/portal');

    await dropSiteSession(page.context());
    const navigations = navigationsOf(page);
    await page.goto(TICKETS);
    await waitForHydration(page);

    expect(new URL(page.url()).pathname).toBe(TICKETS);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    expect(silentAuthorizations(navigations)).toHaveLength(1);
    // The provider answered the silent request with a code at /blank-callback; no sign-in form on the way.
    expect(navigations.some((url) => new URL(url).pathname === '/blank-callback' && url.includes('code='))).toBe(true);
    expect(pathsOf(navigations).some((path) => path.startsWith('/oidc/interaction/'))).toBe(false);
    expect(await page.getByLabel('Email address').count()).toBe(0);
    // A new site session, httpOnly as ever.
    const session = (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
    expect(session?.httpOnly).toBe(true);
    expect(suite.errors).toEqual([]);
  });

  it('takes a user without a provider session to the form, then to the page asked for', async () => {
    const page = await suite.newPage();
    const navigations = navigationsOf(page);
    await page.goto(TICKETS);
    await signInAtProvider(page, 'carl@apex.example.com');
    await page.waitForURL(`**${TICKETS}`);
    await waitForHydration(page);

    // The silent attempt came first and failed with login_required; then the interactive sign-in showed the form.
    const silent = silentAuthorizations(navigations);
    expect(silent).toHaveLength(1);
    expect(navigations.indexOf(silent[0]!)).toBeLessThan(
      navigations.findIndex((url) => new URL(url).pathname.startsWith('/oidc/interaction/')),
    );
    expect(navigations.some((url) => url.includes('/blank-callback?error=login_required'))).toBe(true);
    expect(navigations.some((url) => new URL(url).pathname === '/en/callback' && url.includes('code='))).toBe(true);
    expect(new URL(page.url()).origin).toBe(suite.app.baseUrl);
  });

  it.each(['//evil.example/en/portal', 'https://evil.example/en/portal'])(
    'keeps the return on this site when asked to return to %s',
    async (returnTo) => {
      const page = await suite.newPage();
      await page.goto(`/api/auth/login?returnTo=${encodeURIComponent(returnTo)}&prompt=none`);
      await signInAtProvider(page, 'carl@apex.example.com');
      await page.waitForURL((url) => url.pathname === '/en/portal');
      expect(new URL(page.url()).origin).toBe(suite.app.baseUrl);
    },
  );
});
