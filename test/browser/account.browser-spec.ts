import { describe, expect, it } from 'vitest';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';
import { signInToPortal } from '../support/portal-sign-in.js';

describe('account settings in Chromium', () => {
  const suite = useBrowserSuite({ app: { embeddedIssuer: true } });

  async function signIn(email: string) {
    const page = await suite.newPage();
    await signInToPortal(page, email);
    return page;
  }

  it('carl edits his name from the dashboard and sees it saved; the password form explains what is wrong', async () => {
    const page = await signIn('carl@apex.example.com');
    await page.getByRole('link', { name: 'Account settings' }).click();
    await page.waitForURL('**/en/portal/account');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Account settings');
    await waitForHydration(page);

    // SPEC §5: required names and list choices say 'Please enter a valid value.'; focus goes to the first.
    await page.getByLabel('First name').fill(' ');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(() => page.getByText('Please enter a valid value.').count()).toBe(3);
    expect(await page.getByLabel('First name').evaluate((el) => el === document.activeElement)).toBe(true);

    await page.getByLabel('First name').fill('Carlo');
    await page.getByLabel('Country').selectOption({ label: 'Germany' });
    await page.getByLabel('Language').selectOption({ label: 'German' });
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Your profile has been saved' }).count())
      .toBe(1);
    await page.reload();
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('Carlo');
    expect(await page.getByLabel('Country').inputValue()).toBe('DE');
    expect(await page.getByLabel('Language').inputValue()).toBe('de');

    // The password form: required, the stated rule, the current password checked by the server.
    await waitForHydration(page);
    expect(await page.getByText('At least 10 characters, with at least one letter and one digit').isVisible()).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.getByText('Please enter a password').count()).toBe(2);
    await page.getByLabel('Current password').fill('wrong-password');
    await page.getByLabel('New password').fill('short');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() =>
        page
          .getByText('The new password needs at least 10 characters, with at least one letter and one digit.')
          .isVisible(),
      )
      .toBe(true);
    await page.getByLabel('New password').fill('new-Passw0rd-42');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'The current password is not correct.' }).count())
      .toBe(1);
    expect(suite.errors).toEqual([]);
  });

  it('ivan (internal) sees why he cannot change his profile or password, and no password form', async () => {
    const page = await signIn('ivan@kudex.example.com');
    await page.goto('/en/portal/account');
    await waitForHydration(page);
    expect(await page.getByRole('heading', { name: 'Managed by the Kudex Group' }).isVisible()).toBe(true);
    expect(await page.getByText('your profile and password cannot be changed here').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Change password' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save profile' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Set up an authenticator app' }).isVisible()).toBe(true);
    expect(suite.errors).toEqual([]);
  });
});
