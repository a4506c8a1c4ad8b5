import { describe, expect, it } from 'vitest';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';

describe('closing a service ticket in Chromium', () => {
  const suite = useBrowserSuite({ app: { embeddedIssuer: true } });

  it('starts without a reason, requires one, and closes only after a confirmation in an accessible dialog', async () => {
    const page = await suite.newPage();
    await page.goto('/en/portal');
    await page.getByLabel('Email address').fill('carl@apex.example.com');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/en/portal');
    await page.goto('/en/portal/tickets/list');
    await page.getByRole('link', { name: 'T-10001' }).click();
    await page.waitForURL(/\/en\/portal\/tickets\/[0-9a-f-]{36}$/);
    await waitForHydration(page);

    // No reason is preselected: the select starts on its placeholder.
    const reason = page.getByLabel('Closing reason');
    expect(await reason.inputValue()).toBe('');
    expect(await reason.locator('option:checked').textContent()).toBe('Please select');
    const close = page.getByRole('button', { name: 'Close ticket' });

    // Without a reason: a clear message, focus on the select, no dialog, nothing closed.
    await close.click();
    await expect.poll(() => page.getByText('Please select a closing reason').isVisible()).toBe(true);
    expect(await reason.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await reason.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    // With a reason: a confirmation dialog, focus inside it and trapped; Escape cancels and returns focus.
    await reason.selectOption({ label: 'No longer relevant' });
    await close.click();
    const dialog = page.getByRole('alertdialog', { name: 'Close this ticket?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await dialog.textContent()).toContain('No longer relevant');
    const focusInDialog = () => dialog.evaluate((el) => el.contains(document.activeElement));
    expect(await focusInDialog()).toBe(true);
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog()).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDialog()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await close.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole('definition').filter({ hasText: 'Closed' }).count()).toBe(0);

    // Cancel does not close either; confirming does.
    await close.click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await close.evaluate((el) => el === document.activeElement)).toBe(true);
    await close.click();
    await dialog.getByRole('button', { name: 'Yes, close the ticket' }).click();
    await expect.poll(() => page.getByRole('definition').filter({ hasText: 'Closed' }).count()).toBe(1);
    expect(await page.getByRole('definition').filter({ hasText: 'No longer relevant' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Close ticket' }).count()).toBe(0);
    expect(suite.errors).toEqual([]);
  });
});
