import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshotOnFailure } from '../support/browser.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

describe('search in Chromium: header suggestions by keyboard, results page', () => {
  let sut: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page | undefined;

  beforeAll(async () => {
    sut = await startTestApp({ listen: true });
    browser = await launchChromium();
  });
  afterEach(async (test) => {
    await screenshotOnFailure(page, test.task.name, test.task.result?.state === 'fail');
    await context?.close();
  });
  afterAll(async () => {
    await browser?.close();
    await sut?.stop();
  });

  it('suggests while typing, moves through suggestions with the arrows, opens one with Enter', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${sut.baseUrl}/en`);
    await expect.poll(() => page!.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');

    const field = page.getByRole('combobox', { name: 'Search the site' });
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await field.click();
    await field.pressSequentially('qual');
    await expect.poll(() => field.getAttribute('aria-expanded')).toBe('true');
    // Titles starting with the query come first (other content may follow as the corpus grows).
    await expect.poll(async () => (await listbox.getByRole('option').allTextContents())[0]).toBe('Quality and testing');

    // Escape closes the list; the arrow key opens it again on the first suggestion.
    await page.keyboard.press('Escape');
    await expect.poll(() => field.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => listbox.isVisible()).toBe(false);
    await field.fill('');
    await field.pressSequentially('crimping t');
    await expect.poll(() => listbox.getByRole('option').count()).toBeGreaterThan(0);
    await page.keyboard.press('ArrowDown');
    const first = listbox.getByRole('option').first();
    await expect.poll(() => first.getAttribute('aria-selected')).toBe('true');
    expect(await field.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    expect(await first.textContent()).toBe('Crimping technology');
    // Focus stays in the field while the active option moves.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');

    await page.keyboard.press('Enter');
    await expect.poll(() => page!.url()).toBe(`${sut.baseUrl}/en/about/crimping-technology`);
    await expect.poll(() => page!.getByRole('heading', { level: 1 }).textContent()).toBe('Crimping technology');
    expect(errors).toEqual([]);
  });

  it('opens the results page with Enter when no suggestion is chosen, and searches again from there', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await page.goto(`${sut.baseUrl}/de`);
    await expect.poll(() => page!.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');

    const field = page.getByRole('combobox', { name: 'Website durchsuchen' });
    await field.click();
    await field.pressSequentially('Maschinen');
    await page.keyboard.press('Enter');
    await expect.poll(() => page!.url()).toBe(`${sut.baseUrl}/de/search?q=Maschinen`);
    await expect
      .poll(() => page!.getByRole('heading', { level: 1 }).textContent())
      .toBe('Suchergebnisse für „Maschinen“');
    const results = page.locator('.search-result');
    await expect.poll(() => results.count()).toBeGreaterThan(0);
    expect(await results.locator('em').first().textContent()).toMatch(/^Maschinen$/i);
    const firstLink = results.first().getByRole('link');
    expect(await firstLink.getAttribute('href')).toMatch(/^\/de\/[a-z]/);

    // The page's own form searches again (a plain GET form, server-rendered results).
    const pageField = page.getByRole('main').getByRole('searchbox', { name: 'Website durchsuchen' });
    await pageField.fill('Nachhaltigkeit');
    await pageField.press('Enter');
    await expect.poll(() => page!.url()).toBe(`${sut.baseUrl}/de/search?q=Nachhaltigkeit`);
    await expect.poll(() => results.first().getByRole('link').textContent()).toBe('Nachhaltigkeit');
    await results.first().getByRole('link').click();
    await expect.poll(() => page!.url()).toBe(`${sut.baseUrl}/de/about/sustainability`);
  });
});
