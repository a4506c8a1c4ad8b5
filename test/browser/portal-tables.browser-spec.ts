import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from '../support/browser-suite.js';

/** The portal's tables on a common laptop screen (1366 px): every column shown, nothing broken mid-word. */
describe('portal tables at 1366 px in Chromium', () => {
  const suite = useBrowserSuite({ app: { embeddedIssuer: true } });

  const signIn = async (page: Page, email: string) => {
    await page.goto('/en/portal');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/en/portal');
  };

  it('shows every column of the inventory on a 1366 px screen, in English and in German, without scrolling the table', async () => {
    const page = await suite.newPage({ viewport: { width: 1366, height: 900 } });
    await signIn(page, 'carl@apex.example.com');
    for (const [path, title] of [
      ['/en/portal/inventory', 'Inventory'],
      ['/de/portal/inventory', 'Inventar'],
    ]) {
      await page.goto(path);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      const table = page.getByRole('table');
      // The table's own scroll box (renderer/components/DataTable.tsx).
      const widths = await table.evaluate((element) => {
        const box = element.parentElement!;
        return { content: box.scrollWidth, shown: box.clientWidth };
      });
      expect(widths.content, `${path}: the table's box scrolls`).toBeLessThanOrEqual(widths.shown);
      const lastHeading = table.getByRole('columnheader').last();
      expect(await lastHeading.isVisible()).toBe(true);
    }
  });

  it('keeps each ticket number, machine serial number and date of the ticket list on one line', async () => {
    const page = await suite.newPage({ viewport: { width: 1366, height: 900 } });
    await signIn(page, 'carl@apex.example.com');
    for (const path of ['/en/portal/tickets/list', '/de/portal/tickets/list']) {
      await page.goto(path);
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'T-10002' }) });
      // One line box each: a number broken after "T-", a serial after "36-" or a date after its comma would be two.
      const lines = (text: string | RegExp) =>
        row.getByText(text).evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        });
      expect(await lines('T-10002'), `${path}: ticket number`).toBe(1);
      expect(await lines('(SN 36-0455)'), `${path}: serial number`).toBe(1);
      expect(await lines(/2026/), `${path}: date`).toBe(1);
    }
    expect(suite.errors).toEqual([]);
  });
});
