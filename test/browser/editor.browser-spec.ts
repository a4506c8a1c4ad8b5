import { describe, expect, it } from 'vitest';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';

describe('editor area in Chromium', () => {
  const suite = useBrowserSuite();

  it('signs in as editor, previews a draft the public gets 404 for, starts a translation and sees its state', async () => {
    const page = await suite.newPage();
    const publicDraft = await page.goto('/en/about/innovation-roadmap');
    expect(publicDraft?.status()).toBe(404);

    await page.goto('/en/editor');
    await waitForHydration(page);
    // Wrong password: the message, focus back on the field, no cookie.
    await page.getByLabel('Editor password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Wrong password');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('editor-password');

    await page.getByLabel('Editor password').fill('editor-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText('You are signed in as an editor.').isVisible()).toBe(true);
    // The cookie is httpOnly: page scripts never read it.
    expect(await page.evaluate(() => document.cookie)).not.toContain('uapp_editor_area_password');

    const draft = await page.goto('/en/about/innovation-roadmap');
    expect(draft?.status()).toBe(200);
    expect(draft?.headers()['cache-control']).toBe('private, no-store');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
      .toBe('Innovation roadmap (draft)');
    await expect.poll(() => page.getByRole('complementary', { name: 'Draft preview' }).isVisible()).toBe(true);

    await page.goto('/en/editor/translations');
    await waitForHydration(page);
    const row = page.locator('tr[data-page-id="terms-main"]');
    await expect.poll(() => row.locator('.translations-overall').textContent()).toBe('Not started');
    await row.getByRole('button', { name: 'Start translation' }).click();
    await expect.poll(() => row.locator('.translations-overall').textContent()).toBe('Marked for translation');
    await expect
      .poll(() => row.locator('td[data-language="fr"] .translation-state').textContent())
      .toBe('Marked for translation');
    // The state is stored: a reload shows it, and the filter finds the page.
    await page.goto('/en/editor/translations?state=MarkedForTranslation');
    await expect.poll(() => page.locator('tr[data-page-id="terms-main"]').count()).toBe(1);
    await expect.poll(() => page.locator('tr[data-page-id="about-main"]').count()).toBe(0);

    // Sign out from the editor page: the form again, and the draft is a 404 once more.
    await page.goto('/en/editor');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => page.getByLabel('Editor password').isVisible()).toBe(true);
    expect((await page.goto('/en/about/innovation-roadmap'))?.status()).toBe(404);
    expect(suite.errors).toEqual([]);
  });

  it('opens a password-protected page with its password and keeps it closed for others (SPEC §4)', async () => {
    const page = await suite.newPage();
    const locked = await page.goto('/en/partner-area');
    expect(locked?.status()).toBe(401);
    await waitForHydration(page);
    expect(await page.getByText('Discount level B').count()).toBe(0);

    await page.getByLabel('Page password').fill('wrong');
    await page.getByRole('button', { name: 'Open page' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Wrong password');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('page-password');

    await page.getByLabel('Page password').fill('partner-demo');
    await page.getByRole('button', { name: 'Open page' }).click();
    await expect.poll(() => page.getByText('Discount level B').isVisible()).toBe(true);
    // The access cookie is httpOnly, and another visitor still meets the form.
    expect(await page.evaluate(() => document.cookie)).not.toContain('uapp_page_');
    const stranger = await suite.newPage();
    expect((await stranger.goto('/en/partner-area'))?.status()).toBe(401);
    expect(suite.errors).toEqual([]);
  });
});
