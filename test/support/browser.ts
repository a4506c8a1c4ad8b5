import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type Page, chromium } from 'playwright-core';
import { PROJECT_ROOT } from '../../src/core/project-root.js';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

/** Keeps a screenshot of the page when a browser test fails (test-results/). */
export async function screenshotOnFailure(page: Page | undefined, name: string, failed: boolean): Promise<void> {
  if (!page || !failed) return;
  const dir = join(PROJECT_ROOT, 'test-results');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name.replace(/\W+/g, '-')}.png`), fullPage: true }).catch(() => undefined);
}
