import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';

const PRODUCT = '/en/products/cutting-stripping/cut-strip-machines/cutstrip-7000';
const SESSION_URL = '**/api/auth/session';
/** The smallest phone the site is laid out for. */
const PHONE = { width: 320, height: 640 };

/** The header's way into the customer portal while nobody is signed in. */
const signInEntry = (page: Page) => page.getByRole('banner').getByRole('link', { name: /Customer portal/ });
/** The header's account button once carl is signed in (its name is the user's). */
const accountButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Carl Carter' });

/** Opens a public page and waits until the header has asked who is signed in; returns that answer's status. */
async function openPublic(page: Page, path: string): Promise<number> {
  const asked = page.waitForResponse(SESSION_URL);
  await page.goto(path);
  await waitForHydration(page);
  return (await asked).status();
}

async function signInAsCarl(page: Page): Promise<void> {
  // The embedded provider's own sign-in page (under /oidc).
  await expect.poll(() => page.getByLabel('Email address').isVisible()).toBe(true);
  expect(new URL(page.url()).pathname.startsWith('/oidc/')).toBe(true);
  await page.getByLabel('Email address').fill('carl@apex.example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/en/portal');
  await waitForHydration(page);
}

describe('the customer portal entry in the header', () => {
  const suite = useBrowserSuite({ app: { embeddedIssuer: true }, consoleErrors: true });

  it('leads from the home page and from a product page to the sign-in, then shows the signed-in user', async () => {
    const page = await suite.newPage();

    // (a) The home page: the entry is in the header, and following it starts the sign-in.
    expect(await openPublic(page, '/en')).toBe(204);
    await expect.poll(() => signInEntry(page).isVisible()).toBe(true);
    expect(await signInEntry(page).getAttribute('href')).toBe('/en/portal');
    await signInEntry(page).click();
    await expect.poll(() => page.getByLabel('Email address').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname.startsWith('/oidc/')).toBe(true);

    // A product page: the same entry; this time the visitor signs in and lands on the portal's dashboard.
    expect(await openPublic(page, PRODUCT)).toBe(204);
    await signInEntry(page).click();
    await signInAsCarl(page);
    // Portal pages name the user from the server.
    await expect.poll(() => accountButton(page).isVisible()).toBe(true);
    expect(await signInEntry(page).count()).toBe(0);

    // (b) Back on a public page, the header shows carl once it has asked.
    expect(await openPublic(page, PRODUCT)).toBe(200);
    await expect.poll(() => accountButton(page).isVisible()).toBe(true);
    expect(await signInEntry(page).count()).toBe(0);
    expect(await accountButton(page).getAttribute('aria-expanded')).toBe('false');

    // The menu is a disclosure: the keyboard opens it, Escape closes it and gives focus back to the button.
    await accountButton(page).focus();
    await page.keyboard.press('Enter');
    expect(await accountButton(page).getAttribute('aria-expanded')).toBe('true');
    const menu = page.getByRole('banner');
    await expect.poll(() => menu.getByText('Signed in as Carl Carter').isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Customer portal' }).getAttribute('href')).toBe('/en/portal');
    expect(await menu.getByRole('link', { name: 'Account settings' }).getAttribute('href')).toBe('/en/portal/account');
    expect(await menu.getByRole('link', { name: 'Sign out' }).getAttribute('href')).toBe('/en/portal/logout');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Customer portal');
    await page.keyboard.press('Escape');
    expect(await accountButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(await menu.getByRole('link', { name: 'Sign out' }).count()).toBe(0);
    expect(await accountButton(page).evaluate((button) => button === document.activeElement)).toBe(true);
    // A click elsewhere closes it too.
    await accountButton(page).click();
    await expect.poll(() => menu.getByRole('link', { name: 'Account settings' }).isVisible()).toBe(true);
    await page.getByRole('heading', { level: 1 }).click();
    await expect.poll(() => menu.getByRole('link', { name: 'Account settings' }).count()).toBe(0);

    // (c) The page as the next, anonymous visitor gets it (from the page cache): nobody's name in it.
    const { origin } = new URL(page.url());
    await fetch(origin + PRODUCT);
    const anonymous = await fetch(origin + PRODUCT);
    expect(anonymous.headers.get('x-page-cache')).toBe('hit');
    const html = await anonymous.text();
    expect(html).toContain('Customer portal');
    expect(html).not.toContain('Carl');
    // And so does a fresh browser, after hydration too.
    const stranger = await suite.newPage();
    expect(await openPublic(stranger, PRODUCT)).toBe(204);
    await expect.poll(() => signInEntry(stranger).isVisible()).toBe(true);
    expect(await stranger.content()).not.toContain('Carl');

    // Signing out from the header's menu leaves the anonymous entry again.
    await accountButton(page).click();
    await page.getByRole('banner').getByRole('link', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/en');
    await waitForHydration(page);
    await expect.poll(() => signInEntry(page).isVisible()).toBe(true);
    expect(suite.errors).toEqual([]);
  });

  it('is reachable on a phone: the entry, and once signed in the account menu', async () => {
    const page = await suite.newPage({ viewport: PHONE });
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await openPublic(page, '/en')).toBe(204);
    const entry = signInEntry(page);
    await expect.poll(() => entry.isVisible()).toBe(true);
    // Within the screen and big enough to tap, with its name whole (only its words are hidden on a small phone).
    const box = (await entry.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.height).toBeGreaterThanOrEqual(24);
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
    await entry.click();
    await signInAsCarl(page);

    expect(await openPublic(page, '/en')).toBe(200);
    await expect.poll(() => accountButton(page).isVisible()).toBe(true);
    await accountButton(page).click();
    const signOut = page.getByRole('banner').getByRole('link', { name: 'Sign out' });
    await expect.poll(() => signOut.isVisible()).toBe(true);
    const menuBox = (await signOut.boundingBox())!;
    expect(menuBox.x).toBeGreaterThanOrEqual(0);
    expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(PHONE.width);
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
    expect(suite.errors).toEqual([]);
  });

  it('is absent on the sites without a customer portal, which do not ask who is signed in', async () => {
    const page = await suite.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/session')) asked.push(request.url());
    });
    for (const path of ['/en/brand-portal', '/es/north-america-events', '/de/revolution-im-schaltschrankbau']) {
      await page.goto(path);
      await waitForHydration(page);
      await expect.poll(() => page.getByRole('banner').isVisible()).toBe(true);
      const entries = page
        .getByRole('banner')
        .getByRole('link', { name: /Customer portal|Portal de clientes|Kundenportal/ });
      expect(await entries.count(), path).toBe(0);
    }
    expect(asked).toEqual([]);
    expect(suite.errors).toEqual([]);
  });
});
