import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';

const uploadsDir = mkdtempSync(join(tmpdir(), 'uapp-browser-uploads-'));

describe('service tickets in Chromium', () => {
  const suite = useBrowserSuite({ app: { embeddedIssuer: true, env: { UPLOADS_DIR: uploadsDir } } });
  afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

  it('carl creates a ticket with an image, comments on it, closes it, and signs out', async () => {
    const page = await suite.newPage();
    await page.goto('/en/portal');
    await page.getByLabel('Email address').fill('carl@apex.example.com');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/en/portal');

    await page.getByRole('link', { name: 'Service tickets' }).click();
    await page.waitForURL('**/en/portal/tickets/list');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Service tickets');
    expect(await page.getByRole('link', { name: 'T-10001' }).isVisible()).toBe(true);

    await page.getByRole('link', { name: 'New ticket' }).click();
    await page.waitForURL('**/en/portal/tickets/newticket');
    await waitForHydration(page);
    // SPEC §5: the required fields say what is missing, and focus goes to the first.
    await page.getByRole('button', { name: 'Create ticket' }).click();
    await expect.poll(() => page.getByText('Please enter a subject').isVisible()).toBe(true);
    expect(await page.getByLabel('Location').evaluate((el) => el === document.activeElement)).toBe(true);

    await page.getByLabel('Location').selectOption({ label: 'Hamburg plant' });
    await page.getByLabel('Ticket type').selectOption({ label: 'Machine breakdown' });
    await page.getByLabel('Machine concerned').selectOption({ label: 'StripMaster 250 (SN 36-0455)' });
    await page.getByLabel('Subject').fill('Blade guard cracked');
    await page.getByRole('textbox', { name: /^Concern/ }).fill('The blade guard has a crack on the left side.');
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    await page.getByLabel(/Attachments/).setInputFiles({ name: 'guard.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Create ticket' }).click();

    await page.waitForURL(/\/en\/portal\/tickets\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Blade guard cracked');
    const attachment = page.getByRole('link', { name: 'guard.png' });
    expect(await attachment.isVisible()).toBe(true);
    const download = await page.request.get((await attachment.getAttribute('href'))!);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('image/png');

    await waitForHydration(page);
    await page.getByRole('button', { name: 'Add comment' }).click();
    await expect.poll(() => page.getByText('Please enter a comment').isVisible()).toBe(true);
    await page.getByLabel('Your comment').fill('Photo of the guard attached.');
    await page.getByRole('button', { name: 'Add comment' }).click();
    await expect.poll(() => page.getByText('Photo of the guard attached.').isVisible()).toBe(true);

    await waitForHydration(page);
    await page.getByLabel('Closing reason').selectOption({ label: 'Solved without the provider' });
    await page.getByRole('button', { name: 'Close ticket' }).click();
    // Closing asks for a confirmation first.
    await page
      .getByRole('alertdialog', { name: 'Close this ticket?' })
      .getByRole('button', { name: 'Yes, close the ticket' })
      .click();
    await expect.poll(() => page.getByText('Solved without the provider').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Close ticket' }).count()).toBe(0);
    expect(await page.getByRole('definition').filter({ hasText: 'Closed' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Carl Carter' }).click();
    await page.getByRole('link', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/en');
    await page.goto('/en/portal');
    await expect.poll(() => page.getByLabel('Email address').isVisible()).toBe(true);
    expect(suite.errors).toEqual([]);
  });
});
