import type { Page } from 'playwright-core';
import { waitForHydration } from './browser.js';

/** The demo editor password (`EDITOR_PASSWORD` is not set in tests). */
export const EDITOR_DEMO_PASSWORD = 'editor-demo';

/**
 * Signs in to the editor area in the page's language (`/{language}/editor`) and waits for the signed-in message,
 * given in that language.
 */
export async function signInAsEditor(page: Page, language = 'en', signedIn = 'You are signed in as an editor.') {
  await page.goto(`/${language}/editor`);
  await waitForHydration(page);
  await page.locator('#editor-password').fill(EDITOR_DEMO_PASSWORD);
  await page.locator('#editor-password').press('Enter');
  await page.getByText(signedIn).waitFor();
}
