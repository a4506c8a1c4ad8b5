import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The demo users' password (seed/identity/identity.data.ts). */
export const DEMO_PASSWORD = 'demo-password';

/**
 * Fills in the embedded provider's own sign-in form (under `/oidc`) once the page shows it, and sends it. The
 * caller waits for where the sign-in should land.
 */
export async function signInAtProvider(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await expect.poll(() => page.getByLabel('Email address').isVisible()).toBe(true);
  expect(new URL(page.url()).pathname.startsWith('/oidc/')).toBe(true);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens the portal signed out, signs in at the provider and waits for the dashboard (in English). */
export async function signInToPortal(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/en/portal');
  await signInAtProvider(page, email, password);
  await page.waitForURL('**/en/portal');
}
