import { describe, expect, it } from 'vitest';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';

/** The editor area's API keys screen (docs/content-authoring.md): create a key, see it once, use it, revoke it. */
describe('API keys screen in Chromium', () => {
  const suite = useBrowserSuite({ consoleErrors: true });

  it('an editor creates a key shown once, an integrator uses it, and the editor revokes it after a confirmation', async () => {
    const page = await suite.newPage();
    await page.goto('/en/editor');
    await waitForHydration(page);
    await page.getByLabel('Your name (optional, shown in the revision history)').fill('Petra');
    await page.getByLabel('Editor password').fill('editor-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'API keys' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'API keys' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'API keys' }).isVisible()).toBe(true);
    await waitForHydration(page);

    // An empty name is refused in the form, with the focus on the field.
    await page.getByRole('button', { name: 'Create key' }).click();
    await expect.poll(() => page.getByText('Please enter a name.').isVisible()).toBe(true);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('name');

    await page.getByLabel('Name', { exact: true }).fill('PIM import');
    await page.getByLabel('content:write').check();
    await page.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByRole('status').filter({ hasText: 'Key "PIM import" created' });
    await expect.poll(() => shown.isVisible()).toBe(true);
    const key = (await page.locator('code.api-key-value').textContent())!.trim();
    expect(key).toMatch(/^uapp_ak_/);
    const row = page.locator('tr', { hasText: 'PIM import' });
    await expect.poll(() => row.locator('td').nth(1).textContent()).toBe('content:read, content:write');
    expect(await row.textContent()).toContain('Petra');

    // The key works for an integrator, and the page never shows it again.
    const base = suite.app.baseUrl;
    const withKey = () =>
      fetch(`${base}/api/content/pages?pageSize=1`, { headers: { authorization: `Bearer ${key}` } });
    expect((await withKey()).status).toBe(200);
    await page.reload();
    await waitForHydration(page);
    expect(await page.content()).not.toContain(key);

    // Revoke: a confirmation dialog (Escape cancels and gives the focus back), then the key answers 401.
    const revoke = page.locator('tr', { hasText: 'PIM import' }).getByRole('button', { name: /Revoke/ });
    await revoke.click();
    const dialog = page.getByRole('alertdialog', { name: 'Revoke "PIM import"?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => revoke.evaluate((el) => el === document.activeElement)).toBe(true);
    await revoke.click();
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect.poll(() => page.locator('tr', { hasText: 'PIM import' }).textContent()).toContain('Revoked');
    expect((await withKey()).status).toBe(401);
    expect(suite.errors).toEqual([]);
  });

  it('shows the sign-in form, not the keys, to a visitor without the editor session', async () => {
    const page = await suite.newPage();
    const response = await page.goto('/en/editor/api-keys');
    expect(response?.headers()['cache-control']).toContain('no-store');
    expect(await page.getByLabel('Editor password').isVisible()).toBe(true);
    expect(await page.locator('.api-keys').count()).toBe(0);
  });
});
