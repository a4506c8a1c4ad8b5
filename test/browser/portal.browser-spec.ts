import { describe, expect, it } from 'vitest';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';

describe('customer portal sign-in in Chromium', () => {
  const suite = useBrowserSuite({ app: { embeddedIssuer: true } });

  it('signs carl in through the embedded provider with PKCE, shows his dashboard, and signs him out', async () => {
    const page = await suite.newPage();
    const authorizeRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/oidc/auth?')) authorizeRequests.push(request.url());
    });

    await page.goto('/en/portal');
    // Not signed in: the portal sends the browser to the provider's sign-in page.
    await page.getByLabel('Email address').fill('carl@apex.example.com');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.waitForURL('**/en/portal');
    const authorize = new URL(authorizeRequests[0]!);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toBeTruthy();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Carl');
    // The header shows who is signed in, with the way out in its menu.
    await expect.poll(() => page.getByRole('button', { name: 'Carl Carter' }).isVisible()).toBe(true);
    // SPEC §4: his roles make service tickets and inventory active, the rest unregistered.
    const statusOf = (service: string) =>
      page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: service }) })
        .getAttribute('data-status');
    expect(await statusOf('Service tickets')).toBe('active');
    expect(await statusOf('Inventory')).toBe('active');
    expect(await statusOf('WIRE Flow')).toBe('unregistered');
    await waitForHydration(page);
    // Page scripts never see a token or the session cookie.
    expect(await page.evaluate(() => document.cookie)).not.toContain('uapp_session');
    expect(await page.content()).not.toMatch(/eyJ[\w-]+\.eyJ/);

    await page.getByRole('button', { name: 'Carl Carter' }).click();
    await page.getByRole('link', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/en');

    await page.goto('/en/portal');
    await expect.poll(() => page.getByLabel('Email address').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname.startsWith('/oidc/')).toBe(true);
    expect(suite.errors).toEqual([]);
  });
});
