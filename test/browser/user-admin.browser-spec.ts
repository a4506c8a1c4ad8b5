import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';

/** The access label of one user and application in the user list. */
const label = (page: Page, email: string, application: string) =>
  page.locator(`tr[data-user-email="${email}"] td[data-application="${application}"]`).textContent();

describe('delegated user administration in Chromium', () => {
  const suite = useBrowserSuite({ app: { embeddedIssuer: true } });

  async function signIn(page: Page, email: string, password: string) {
    await page.goto('/en/portal');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/en/portal');
  }

  it('anna invites a user who sets a password through the mailed link and signs in; grant and remove change labels', async () => {
    const page = await suite.newPage();
    await signIn(page, 'anna@apex.example.com', 'demo-password');
    await page.getByRole('link', { name: 'User administration' }).click();
    await page.waitForURL('**/en/portal/user-admin');
    await waitForHydration(page);

    // A wrong e-mail is caught before anything is sent, with focus on the field.
    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect.poll(() => page.getByText('Please provide a valid email address').isVisible()).toBe(true);
    expect(await page.getByLabel('E-mail').evaluate((el) => el === document.activeElement)).toBe(true);

    await page.getByLabel('E-mail').fill('nina@apex.example.com');
    await page.getByLabel('First name').fill('Nina');
    await page.getByLabel('Last name').fill('Novak');
    await page.getByRole('checkbox', { name: 'Service tickets' }).check();
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect.poll(() => label(page, 'nina@apex.example.com', 'serviceTickets')).toBe('invite pending');
    expect(await label(page, 'nina@apex.example.com', 'inventory')).toBe('unknown');

    // Inviting her again flags the existing user, with a link to the profile.
    await waitForHydration(page);
    await page.getByLabel('E-mail').fill('nina@apex.example.com');
    await page.getByLabel('First name').fill('Nina');
    await page.getByLabel('Last name').fill('Novak');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect.poll(() => page.getByText('The user already exists').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Open the user’s profile' }).isVisible()).toBe(true);

    // The invitation link, from the outbox (the demo mail viewer, no mail server needed).
    const editor = await suite.newPage();
    await editor.goto('/en/editor');
    await waitForHydration(editor);
    await editor.getByLabel('Editor password').fill('editor-demo');
    await editor.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => editor.getByRole('link', { name: 'Latest mails (demo)' }).isVisible()).toBe(true);
    await editor.goto('/en/editor/mails');
    const mail = editor.locator('li.editor-mail', { hasText: 'nina@apex.example.com' });
    const link = await mail.getByRole('link', { name: /\/en\/invitation\// }).getAttribute('href');
    expect(link).toMatch(/\/en\/invitation\/[\w-]+$/);

    const nina = await suite.newPage();
    await nina.goto(new URL(link!).pathname);
    await waitForHydration(nina);
    await nina.getByLabel('New password').fill('short');
    await nina.getByRole('button', { name: 'Set password' }).click();
    await expect.poll(() => nina.getByText('Please use at least 10 characters').isVisible()).toBe(true);
    await nina.getByLabel('New password').fill('Kudex2026portal');
    await nina.getByLabel('Repeat the password').fill('Kudex2026portal');
    await nina.getByRole('button', { name: 'Set password' }).click();
    await expect.poll(() => nina.getByText('Your password is set').isVisible()).toBe(true);
    // The page's own link: the header has a 'Customer portal · Sign in' entry too.
    await nina.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await nina.getByLabel('Email address').fill('nina@apex.example.com');
    await nina.getByLabel('Password').fill('Kudex2026portal');
    await nina.getByRole('button', { name: 'Sign in' }).click();
    await nina.waitForURL('**/en/portal');
    await expect.poll(() => nina.getByRole('heading', { level: 1 }).textContent()).toContain('Nina');

    // Anna sees her active now, grants her inventory and removes it again.
    await page.reload();
    await expect.poll(() => label(page, 'nina@apex.example.com', 'serviceTickets')).toBe('active');
    await page.getByRole('link', { name: 'Nina Novak' }).click();
    await page.waitForURL(/\/en\/portal\/user-admin\/[0-9a-f-]{36}$/);
    await waitForHydration(page);
    const inventoryRow = page.locator('tr[data-application="inventory"]');
    await inventoryRow.getByRole('button', { name: 'Grant access: Inventory' }).click();
    await expect.poll(() => inventoryRow.locator('.access-label').textContent()).toBe('active');
    await waitForHydration(page);
    await inventoryRow.getByRole('button', { name: 'Remove access: Inventory' }).click();
    await expect.poll(() => inventoryRow.locator('.access-label').textContent()).toBe('inactive');
    await expect.poll(() => page.getByText('Removed access').first().isVisible()).toBe(true);
    expect(suite.errors).toEqual([]);
  });
});
