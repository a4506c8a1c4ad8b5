import { describe, expect, it } from 'vitest';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';

describe('search in Chromium: header suggestions by keyboard, results page', () => {
  const suite = useBrowserSuite();

  it('suggests while typing, moves through suggestions with the arrows, opens one with Enter', async () => {
    const page = await suite.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/en');
    await waitForHydration(page);

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
    await expect.poll(() => page.url()).toBe(`${suite.app.baseUrl}/en/about/crimping-technology`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Crimping technology');
    expect(suite.errors).toEqual([]);
  });

  it('opens the results page with Enter when no suggestion is chosen, and searches again from there', async () => {
    const page = await suite.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/de');
    await waitForHydration(page);

    const field = page.getByRole('combobox', { name: 'Website durchsuchen' });
    await field.click();
    await field.pressSequentially('Maschinen');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toBe(`${suite.app.baseUrl}/de/search?q=Maschinen`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
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
    await expect.poll(() => page.url()).toBe(`${suite.app.baseUrl}/de/search?q=Nachhaltigkeit`);
    await expect.poll(() => results.first().getByRole('link').textContent()).toBe('Nachhaltigkeit');
    await results.first().getByRole('link').click();
    await expect.poll(() => page.url()).toBe(`${suite.app.baseUrl}/de/about/sustainability`);
  });

  it('jumps straight to a product or classification whose exact name or slug is typed, on Enter (SPEC §3)', async () => {
    const page = await suite.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/en');
    await waitForHydration(page);
    const field = page.getByRole('combobox', { name: 'Search the site' });

    // A product's exact name, in another case, Enter at once (before the suggestions have come).
    await field.click();
    await field.pressSequentially('hs 4000 cut & strip', { delay: 0 });
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.url())
      .toBe(`${suite.app.baseUrl}/en/products/cutting-stripping/cut-strip-machines/hosver-hs-4000`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('HS 4000 Cut & Strip');

    // A classification's slug, after its suggestions have shown.
    await field.fill('');
    await field.pressSequentially('cable-testers');
    await expect.poll(() => field.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toBe(`${suite.app.baseUrl}/en/products/testing/cable-testers`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Cable testers');

    // Anything else still opens the results page.
    await field.fill('');
    await field.pressSequentially('cable tester');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toBe(`${suite.app.baseUrl}/en/search?q=cable+tester`);
    expect(suite.errors).toEqual([]);
  });
});
