import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { portalSession } from '../../modules/portal-auth/portal-session.schema.js';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';

describe('the account page asks for a new sign-in before a credential change', () => {
  const suite = useBrowserSuite({ app: { embeddedIssuer: true } });

  it('bea, signed in 11 minutes ago, is offered a new sign-in that returns to the account page, then sets up TOTP', async () => {
    const page = await suite.newPage();
    await page.goto('/en/portal/account');
    await page.getByLabel('Email address').fill('bea@borealis.example.com');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/en/portal/account');
    await suite.app.database.handle.db
      .update(portalSession)
      .set({ authenticatedAt: sql`now() - interval '11 minutes'` });
    await waitForHydration(page);

    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'please sign in again' });
    await expect.poll(() => alert.count()).toBe(1);
    await alert.getByRole('link', { name: 'Sign in again' }).click();

    // The provider asks for the password although its single sign-on session lasts, then back to the page.
    await page.getByLabel('Email address').fill('bea@borealis.example.com');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/en/portal/account');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await expect.poll(() => page.getByLabel('6-digit code').count()).toBe(1);
    expect(suite.errors).toEqual([]);
  });
});
