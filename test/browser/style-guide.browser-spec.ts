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
    // The hint stays linked beside the error (the design system's field).
    const describedBy = (await name.getAttribute('aria-describedby'))!.split(' ');
    expect(await p.locator(`#${describedBy[0]}`).textContent()).toBe('As it should appear on the invoice.');
    expect(await p.locator(`#${describedBy[1]}`).textContent()).toBe('Please enter a valid value.');
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

  it('shows the design system: file input, radios, alerts, a table in its scroll box, an empty state, a dialog', async () => {
    const p = await open('/style-guide/inputs');
    expect(await p.getByLabel('Attachment').getAttribute('type')).toBe('file');
    expect(await p.getByRole('radio', { name: 'By e-mail' }).isChecked()).toBe(true);
    await p.getByRole('radio', { name: 'By phone' }).check();
    expect(await p.getByRole('radio', { name: 'By e-mail' }).isChecked()).toBe(false);

    const c = await open('/style-guide/components');
    for (const text of ['Your session ends', 'Your settings are saved', 'This invitation expires']) {
      expect(await c.getByRole('status').filter({ hasText: text }).count(), text).toBe(1);
    }
    expect(await c.getByRole('alert').filter({ hasText: 'The ticket could not be sent.' }).count()).toBe(1);
    // The table scrolls in its own keyboard-reachable box on a narrow screen; the page does not get wider.
    await c.setViewportSize({ width: 320, height: 640 });
    const region = c.getByRole('region', { name: 'Installed machines' });
    expect(await region.getAttribute('tabindex')).toBe('0');
    expect(await region.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    expect(await c.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await c.getByText('No machines match the filter.').isVisible()).toBe(true);

    // The dialog: focus inside and trapped, Escape closes it and returns focus to its opener.
    const opener = c.getByRole('button', { name: 'Open a dialog' });
    await opener.click();
    const dialog = c.getByRole('dialog', { name: 'Discard your changes?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    const focusInDialog = () => dialog.evaluate((el) => el.contains(document.activeElement));
    expect(await focusInDialog()).toBe(true);
    for (let i = 0; i < 3; i++) {
      await c.keyboard.press('Tab');
      expect(await focusInDialog()).toBe(true);
    }
    await c.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
