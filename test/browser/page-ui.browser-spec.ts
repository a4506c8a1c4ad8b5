import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';

// SPEC §2.4 page-level UI state: the cover hero and the sticky anchor navigation of the seeded home and about pages,
// and their reset on a client-side navigation.
describe('cover hero and sticky anchor navigation in Chromium', () => {
  const suite = useBrowserSuite({ consoleErrors: true });

  async function open(path: string, width = 1280): Promise<Page> {
    const page = await suite.newPage({ viewport: { width, height: 900 } });
    await page.goto(path);
    await waitForHydration(page);
    return page;
  }

  const anchorNavigation = (page: Page) => page.getByRole('navigation', { name: 'On this page' });
  const current = (page: Page) =>
    page.evaluate(() => {
      const links = [...document.querySelectorAll('.anchor-navigation a[aria-current]')];
      return links.map((link) => link.textContent).join(',');
    });
  /** Where the header and the anchor navigation are in the viewport, rounded to whole pixels. */
  const positions = (page: Page) =>
    page.evaluate(() => {
      const header = document.querySelector('.site-header')!.getBoundingClientRect();
      const nav = document.querySelector('.anchor-navigation')!.getBoundingClientRect();
      return {
        headerTop: Math.round(header.top),
        navTop: Math.round(nav.top),
        headerBottom: Math.round(header.bottom),
      };
    });
  const scrollToSection = (page: Page, id: string) =>
    page.evaluate((section) => document.getElementById(section)!.scrollIntoView(), id);

  it('sticks under the header while scrolling and marks the section in view', async () => {
    const page = await open('/en/about');
    const nav = anchorNavigation(page);
    await expect.poll(() => nav.isVisible()).toBe(true);
    // The cover hero is in view: no section is current yet.
    expect(await current(page)).toBe('');

    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => positions(page).then((p) => p.headerTop)).toBe(0);
    await expect.poll(() => positions(page).then((p) => p.navTop - p.headerBottom)).toBe(0);

    await scrollToSection(page, 'brands');
    await expect.poll(() => current(page)).toBe('Brands');
    // The section starts below the stuck header and navigation, not behind them.
    const brandsTop = await page.evaluate(() => document.getElementById('brands')!.getBoundingClientRect().top);
    const navBottom = await nav.evaluate((element) => element.getBoundingClientRect().bottom);
    expect(brandsTop).toBeGreaterThanOrEqual(navBottom - 1);

    await scrollToSection(page, 'who-we-are');
    await expect.poll(() => current(page)).toBe('Who we are');

    // Back at the top: the hero again, nothing current.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => current(page)).toBe('');
    expect(suite.errors).toEqual([]);
  });

  it('is used by keyboard: Tab to a link, Enter jumps to its section and marks it', async () => {
    const page = await open('/en/about');
    const brands = anchorNavigation(page).getByRole('link', { name: 'Brands' });
    await brands.focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Video');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toBe(`${suite.app.baseUrl}/en/about#video`);
    await expect.poll(() => current(page)).toBe('Video');
    await expect
      .poll(() =>
        page.evaluate(() => {
          const video = document.getElementById('video')!.getBoundingClientRect();
          const nav = document.querySelector('.anchor-navigation')!.getBoundingClientRect();
          return video.top >= nav.bottom - 1 && video.top < window.innerHeight / 2;
        }),
      )
      .toBe(true);
    expect(suite.errors).toEqual([]);
  });

  it('works on the home page too, and sticks at the top on a small screen, where the header scrolls away', async () => {
    const home = await open('/en');
    await scrollToSection(home, 'service');
    await expect.poll(() => current(home)).toBe('Service');
    await expect.poll(() => positions(home).then((p) => p.navTop - p.headerBottom)).toBe(0);

    const phone = await open('/de', 390);
    await phone.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => positions(phone).then((p) => p.navTop)).toBe(0);
    await expect.poll(() => positions(phone).then((p) => p.headerBottom < 0)).toBe(true);
    await scrollToSection(phone, 'discover');
    await expect.poll(() => current(phone)).toBe('Entdecken');
    expect(suite.errors).toEqual([]);
  });

  it('leaves no cover hero or anchor navigation state behind after a client-side navigation', async () => {
    const page = await open('/en/about');
    const app = page.locator('.app');
    expect(await app.getAttribute('data-cover-hero')).toBe('');
    expect(await app.getAttribute('data-anchor-navigation')).toBe('');
    await scrollToSection(page, 'brands');
    await expect.poll(() => current(page)).toBe('Brands');
    await page.evaluate(() => Object.assign(window, { __samePageLoad: true }));

    // A teaser of the about page leads to the catalogue, a page with neither.
    await page.getByRole('link', { name: /^Kudex Cutting, stripping and crimping machines/ }).click();
    await expect.poll(() => page.url()).toBe(`${suite.app.baseUrl}/en/products`);
    await expect.poll(() => app.getAttribute('data-cover-hero')).toBeNull();
    expect(await app.getAttribute('data-anchor-navigation')).toBeNull();
    expect(await anchorNavigation(page).count()).toBe(0);
    expect(await page.locator('.hero-cover').count()).toBe(0);
    // The header scrolls with the page again and the measured offset is gone.
    expect(await page.locator('.site-header').evaluate((header) => getComputedStyle(header).position)).not.toBe(
      'sticky',
    );
    expect(await app.evaluate((element) => element.style.getPropertyValue('--site-header-height'))).toBe('');
    // It was a client-side navigation, not a page load.
    expect(await page.evaluate(() => (window as { __samePageLoad?: boolean }).__samePageLoad)).toBe(true);

    // Back to the about page: its state opens again, nothing current until a section is in view.
    await page.goBack();
    await expect.poll(() => app.getAttribute('data-anchor-navigation')).toBe('');
    expect(await app.getAttribute('data-cover-hero')).toBe('');
    expect(await page.evaluate(() => (window as { __samePageLoad?: boolean }).__samePageLoad)).toBe(true);
    expect(suite.errors).toEqual([]);
  });
});
