import { describe, expect, it } from 'vitest';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';

describe('style guide widgets in Chromium (SPEC §2.8)', () => {
  const suite = useBrowserSuite();

  const open = async (path: string) => {
    const page = await suite.newPage();
    await page.clock.install();
    await page.goto(path);
    await waitForHydration(page);
    return page;
  };

  it('puts a button in its loading state: content hidden, spinner shown, disabled', async () => {
    const p = await open('/style-guide/buttons');
    const send = p.getByRole('button', { name: 'Send' });
    await send.click();
    const loading = p.locator('button[aria-busy="true"]');
    await expect.poll(() => loading.isDisabled()).toBe(true);
    expect(await loading.getByRole('img', { name: 'Loading' }).isVisible()).toBe(true);
    expect(await loading.locator('.button-content').evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
    await p.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => p.getByRole('button', { name: 'Send' }).isEnabled()).toBe(true);
  });

  it('hides a flash message by its hide link, and a floating one after 7000 ms', async () => {
    const p = await open('/style-guide/components');
    const info = p.getByRole('status').filter({ hasText: 'Planned maintenance' });
    await info.getByRole('button', { name: 'Hide' }).click();
    await expect.poll(() => info.count()).toBe(0);
    expect(await p.getByText('A static message cannot be hidden.').isVisible()).toBe(true);

    await p.clock.pauseAt(Date.now() + 1000);
    await p.getByRole('button', { name: 'Show a floating message' }).click();
    const floating = p.getByText('A floating message hides itself after seven seconds.');
    await expect.poll(() => floating.isVisible()).toBe(true);
    await p.clock.runFor(6900);
    expect(await floating.isVisible()).toBe(true);
    await p.clock.runFor(200);
    await expect.poll(() => floating.count()).toBe(0);
  });

  it('validates inputs with the default messages and focuses the first invalid field', async () => {
    const p = await open('/style-guide/inputs');
    await p.getByRole('button', { name: 'Send' }).click();
    const name = p.getByLabel('Name *');
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    expect(await p.evaluate(() => document.activeElement?.id)).toBe('sg-name');
    const describedBy = await name.getAttribute('aria-describedby');
    expect(await p.locator(`#${describedBy}`).textContent()).toBe('Please enter a valid value.');
    const terms = p.getByLabel('I accept the terms and conditions *');
    expect(await p.locator(`#${await terms.getAttribute('aria-describedby')}`).textContent()).toBe(
      'Please select the checkbox to continue.',
    );

    await name.fill('Ada');
    await p.getByLabel('E-mail *').fill('ada@example.com');
    await p.getByLabel('Country *').selectOption('CH');
    await terms.check();
    await p.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => p.getByText('All fields are valid.').isVisible()).toBe(true);
    expect(await name.getAttribute('aria-invalid')).toBeNull();
  });
});
