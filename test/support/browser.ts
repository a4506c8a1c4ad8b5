import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type Page, chromium } from 'playwright-core';
import { PROJECT_ROOT } from '../../src/core/project-root.js';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** How long a page may take to hydrate: generous, because the test machines' cores are shared. */
export const HYDRATION_TIMEOUT_MS = 10_000;

/** The marker renderer/+onHydrationEnd.ts sets once React has hydrated the page (after its effects ran). */
const HYDRATED = 'html[data-hydrated="true"]';

/** Debian's Chromium, headless, with the flags this closed network needs (STACK-NOTES). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * Waits until React has hydrated the document the page shows, so clicks reach React's handlers. Call it after
 * `goto` or `reload`: a new document starts without the marker. Client-side navigation keeps it.
 */
export async function waitForHydration(page: Page, { timeout = HYDRATION_TIMEOUT_MS } = {}): Promise<void> {
  try {
    await page.locator(HYDRATED).waitFor({ state: 'attached', timeout });
  } catch (error) {
    throw new Error(`${page.url()} did not hydrate within ${timeout} ms (no data-hydrated on <html>)`, {
      cause: error,
    });
  }
}

/** Keeps a screenshot of the page when a browser test fails (test-results/). */
export async function screenshotOnFailure(page: Page | undefined, name: string, failed: boolean): Promise<void> {
  if (!page || !failed) return;
  const dir = join(PROJECT_ROOT, 'test-results');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name.replace(/\W+/g, '-')}.png`), fullPage: true }).catch(() => undefined);
}
