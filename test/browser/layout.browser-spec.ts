import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';

const pageViews = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'kudex.page-view').length);

describe('layout in Chromium: mega menu, language switch, breadcrumbs, page views', () => {
  const suite = useBrowserSuite();

  it('loads the site chrome once per site and language, and shows it after client navigations', async () => {
    const page = await suite.newPage({ viewport: { width: 1280, height: 900 } });
    const chromeRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/layout/')) chromeRequests.push(request.url());
    });
    await page.goto('/en');
    await waitForHydration(page);
    const mainNavigation = page.getByRole('navigation', { name: 'Main navigation' });
    await mainNavigation.getByRole('button', { name: 'About us' }).click();
    await page.getByRole('link', { name: 'Careers' }).first().click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Careers');
    // The header still shows the site's navigation after the client-side navigation.
    await expect.poll(() => mainNavigation.getByRole('button', { name: 'Products' }).isVisible()).toBe(true);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'About us' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('About us');
    // One chrome for the English main site, whatever the number of pages seen.
    expect(chromeRequests.filter((url) => url.includes('/api/layout/main/en?'))).toHaveLength(1);
    expect(chromeRequests).toHaveLength(1);

    // Another language: its own chrome, fetched once, and the German navigation shows.
    await page.getByRole('button', { name: /Language and country/ }).click();
    await page.getByRole('dialog', { name: 'Language and country' }).getByRole('link', { name: 'Deutsch' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Über uns');
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('button').count())
      .toBeGreaterThan(0);
    expect(chromeRequests.filter((url) => url.includes('/api/layout/main/de?'))).toHaveLength(1);
  });

  it('opens and closes a mega menu by keyboard, switches language, follows breadcrumbs', async () => {
    const page = await suite.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/en');
    await waitForHydration(page);
    expect(await pageViews(page)).toBe(1);

    // Mega menu: the trigger is a button; Enter opens the panel, Escape closes it and focus returns.
    const products = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'Products' });
    await products.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => products.getAttribute('aria-expanded')).toBe('true');
    const panelLink = page.getByRole('link', { name: 'Crimping', exact: true }).first();
    await expect.poll(() => panelLink.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => products.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Products');

    // Client-side navigation to a content page: breadcrumbs and one more page view.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'About us' }).click();
    await page.getByRole('link', { name: 'Careers' }).first().click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Careers');
    expect(page.url()).toBe(`${suite.app.baseUrl}/en/about/careers`);
    await expect.poll(() => pageViews(page)).toBe(2);
    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await breadcrumbs.locator('[aria-current="page"]').textContent()).toBe('Careers');

    // Breadcrumb to the parent page.
    await breadcrumbs.getByRole('link', { name: 'About us' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('About us');
    await expect.poll(() => pageViews(page)).toBe(3);

    // Language switch keeps the page, sets the cookies and the document language.
    await page.getByRole('button', { name: /Language and country/ }).click();
    await page.getByRole('dialog', { name: 'Language and country' }).getByRole('link', { name: 'Deutsch' }).click();
    await expect.poll(() => page.url()).toBe(`${suite.app.baseUrl}/de/about`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Über uns');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'uapp_current_locale')?.value).toBe('de');
    expect(cookies.find((c) => c.name === 'uapp_fallback_language')?.value).toBe('de');
    await expect.poll(() => pageViews(page)).toBe(4);

    // The home icon crumb leads home.
    await page
      .getByRole('navigation', { name: 'Brotkrumen-Navigation' })
      .getByRole('link', { name: 'Startseite' })
      .click();
    await expect.poll(() => page.url()).toBe(`${suite.app.baseUrl}/de`);
    expect(suite.errors).toEqual([]);
  });

  it('shows the not-found page with status 404 and a Page not found breadcrumb', async () => {
    const page = await suite.newPage();
    const response = await page.goto('/en/no-such-page');
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    expect(await page.title()).toBe('Page not found | Kudex Group');
    expect(
      await page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]').textContent(),
    ).toBe('Page not found'); // The crumb says what happened, in the page's language, not '404'
  });

  it('opens the share modal from the side buttons and returns focus when it closes', async () => {
    const page = await suite.newPage();
    await page.goto('/en/about');
    await waitForHydration(page);
    const share = page.getByRole('complementary', { name: 'Quick links' }).getByRole('button', { name: 'Share' });
    await share.click();
    const dialog = page.getByRole('dialog', { name: 'Share this page' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Share');
  });

  it('remembers the locale of the page shown, so / leads back to it (SPEC §9 cookies)', async () => {
    const page = await suite.newPage();
    await page.goto('/fr-ch/about');
    await waitForHydration(page);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'uapp_current_locale');
    expect(cookie).toMatchObject({ value: 'fr-ch', path: '/', sameSite: 'Lax' });
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(399 * 24 * 3600 * 1000);
    await page.goto('/');
    expect(page.url()).toBe(`${suite.app.baseUrl}/fr-ch`);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
  });

  it('shows only a back link as breadcrumbs on small screens', async () => {
    const page = await suite.newPage({ viewport: { width: 375, height: 700 } });
    await page.goto('/en/about/careers');
    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await breadcrumbs.locator('ol').isVisible()).toBe(false);
    const back = breadcrumbs.getByRole('link', { name: /About us/ });
    expect(await back.isVisible()).toBe(true);
    expect(await back.getAttribute('href')).toBe('/en/about');
  });

  it('restores the scroll position when going back (SPEC §2.3)', async () => {
    const page = await suite.newPage({ viewport: { width: 1280, height: 300 } });
    await page.goto('/en/about');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(250);
    // A click from script: Playwright's own click would scroll the link into view first.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('footer a[href="/en/about/careers"]')!.click());
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Careers');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('About us');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(250);
  });
});
