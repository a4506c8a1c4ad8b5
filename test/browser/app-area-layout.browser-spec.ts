import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';
import { signInAsEditor } from '../support/editor-sign-in.js';
import { signInToPortal } from '../support/portal-sign-in.js';

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const BASKET_KEY = 'uapp-product-comparison-basket';

/**
 * Whether the table's right edge is visible: inside the viewport, or inside a box of its own that scrolls it
 * horizontally (`overflow-x: auto|scroll`) and itself ends inside the viewport.
 */
const tableFits = (page: Page, selector: string) =>
  page.locator(selector).evaluate((table) => {
    const viewport = document.documentElement.clientWidth;
    const right = table.getBoundingClientRect().right;
    if (right <= viewport + 0.5) return { fits: true, how: 'in the viewport' };
    for (let box = table.parentElement; box && box !== document.body; box = box.parentElement) {
      const overflow = getComputedStyle(box).overflowX;
      if (overflow === 'auto' || overflow === 'scroll') {
        const fits = box.getBoundingClientRect().right <= viewport + 0.5 && box.scrollWidth > box.clientWidth;
        return { fits, how: `scroll box ${box.className} ends at ${box.getBoundingClientRect().right}` };
      }
    }
    return { fits: false, how: `table ends at ${right}, viewport ${viewport}, no scroll box` };
  });

/**
 * For each element: nothing covers it (`elementFromPoint` at its centre and near its four corners finds it or a
 * child) in the worst case a user meets, with its scroll box scrolled all the way to the right and the element in
 * the middle of the screen; and no fixed element (side buttons, floating buttons) overlaps its scroll box.
 */
const uncovered = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      let scrollBox: Element | null = null;
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        const overflow = getComputedStyle(box).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') {
          box.scrollLeft = box.scrollWidth;
          scrollBox ??= box;
        }
      }
      const before = element.getBoundingClientRect();
      window.scrollTo(0, window.scrollY + before.top + before.height / 2 - window.innerHeight / 2);
      const box = element.getBoundingClientRect();
      const points = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + 2, box.top + 2],
        [box.right - 2, box.top + 2],
        [box.left + 2, box.bottom - 2],
        [box.right - 2, box.bottom - 2],
      ] as const;
      for (const [x, y] of points) {
        const top = document.elementFromPoint(x, y);
        if (top === null || (top !== element && !element.contains(top))) {
          return `${element.textContent?.trim()} at ${Math.round(x)},${Math.round(y)} covered by ${top?.tagName.toLowerCase()}.${String(top?.className)}`;
        }
      }
      const area = (scrollBox ?? element).getBoundingClientRect();
      for (const fixed of document.querySelectorAll('body *')) {
        if (getComputedStyle(fixed).position !== 'fixed' || fixed.getClientRects().length === 0) continue;
        const f = fixed.getBoundingClientRect();
        if (f.left < area.right && area.left < f.right && f.top < area.bottom && area.top < f.bottom) {
          return `${element.textContent?.trim()}: its box is overlapped by fixed ${fixed.tagName.toLowerCase()}.${String(fixed.className)}`;
        }
      }
      return 'ok';
    }),
  );

describe('portal and editor layout at 1366 px and on a phone', () => {
  const suite = useBrowserSuite({ app: { embeddedIssuer: true } });

  it('keeps the user-admin table inside the page or its own scroll box at 1366x768', async () => {
    const page = await suite.newPage({ viewport: LAPTOP });
    await signInToPortal(page, 'anna@apex.example.com');
    await page.goto('/en/portal/user-admin');
    await waitForHydration(page);
    expect(await tableFits(page, 'table.user-admin-table')).toMatchObject({ fits: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(LAPTOP.width);
    // The table region can be scrolled with the keyboard and is named.
    const region = page.getByRole('region', { name: 'Users' });
    expect(await region.getAttribute('tabindex')).toBe('0');
    // At 1366 px the page has room for the whole table: no column hides behind the box's edge.
    expect(await region.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(1);
    // Nothing fixed (side buttons) lies over its last column.
    const lastColumn = await uncovered(page, 'table.user-admin-table thead th:last-child');
    expect(lastColumn.filter((result) => result !== 'ok')).toEqual([]);
  });

  it('keeps the translation grid in its own scroll box, with no side button over its Import buttons, at 1366x768', async () => {
    const page = await suite.newPage({ viewport: LAPTOP });
    await signInAsEditor(page);
    await page.goto('/en/editor/translations');
    await waitForHydration(page);
    expect(await tableFits(page, 'table.translations-table')).toMatchObject({ fits: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(LAPTOP.width);
    const results = await uncovered(page, '.translations-import button[type="submit"]');
    expect(results.length).toBeGreaterThan(0);
    expect(results.filter((result) => result !== 'ok')).toEqual([]);
  });

  it('never lets the floating "Comparison (n)" button cover a label or field of a form on a phone', async () => {
    const page = await suite.newPage({ viewport: PHONE });
    await page.goto('/en/products/cutting-stripping/cut-strip-machines');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Add to comparison: CutStrip 9000' }).click();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), BASKET_KEY)).toContain('cutstrip-9000');
    await page.goto('/en/contact');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Comparison (1)' });
    await expect.poll(() => button.isVisible()).toBe(true);
    // Each label and field in turn at the bottom of the screen, where a floating button would sit.
    const overlaps = await page.locator('main form :is(label, input, select, textarea)').evaluateAll((elements) => {
      const basket = document.querySelector('.basket-button')!;
      const found: string[] = [];
      for (const element of elements) {
        if (element.getBoundingClientRect().width === 0) continue;
        for (const block of ['end', 'center', 'start'] as const) {
          element.scrollIntoView({ block });
          const a = element.getBoundingClientRect();
          const b = basket.getBoundingClientRect();
          const intersects = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          if (intersects) {
            found.push(`${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30)}" (${block})`);
            break;
          }
        }
      }
      return found;
    });
    expect(overlaps).toEqual([]);
    // Still reachable: it opens the basket.
    await button.click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
  });
});
