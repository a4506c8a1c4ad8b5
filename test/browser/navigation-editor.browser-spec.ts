import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';

const TITLE = 'Customer stories';
const CHILD = 'Story archive';

/**
 * The navigation editor at /{locale}/editor/content/navigation (docs/editors.md § Navigation) in Chromium: an
 * editor builds a header item, and the public header follows each publish at the next request.
 */
describe('navigation editor in Chromium (issue 29)', () => {
  const suite = useBrowserSuite();

  const signIn = async (page: Page) => {
    await page.goto('/en/editor');
    await waitForHydration(page);
    await page.getByLabel('Editor password').fill('editor-demo');
    await page.getByLabel('Your name').fill('Nora Navigator');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText('You are signed in as an editor.').isVisible()).toBe(true);
  };

  /** How often the public home page's main navigation names `title` (a fresh context: no editor cookie). */
  const inPublicHeader = async (title: string) => {
    const visitor = await suite.newPage();
    await visitor.goto('/en');
    const count = await visitor
      .getByRole('navigation', { name: 'Main navigation' })
      .getByText(title, { exact: true })
      .count();
    await visitor.close();
    return count;
  };

  const row = (page: Page, title: string) =>
    page
      .locator('[data-nav-item]')
      .filter({ has: page.getByText(title, { exact: true }) })
      .last();
  const status = (page: Page) => page.locator('.navigation-editor [role="status"]').textContent();
  const titlesInOrder = (page: Page) =>
    page.locator('.navigation-editor-tree > ol > li > .navigation-editor-row [data-nav-title]').allTextContents();

  it('creates, publishes, moves, hides and deletes a header item', { timeout: 240_000 }, async () => {
    const page = await suite.newPage();
    await signIn(page);
    await page.getByRole('link', { name: 'Edit navigation' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/editor/content/navigation');
    await waitForHydration(page);
    expect(await page.locator('.navigation-editor').getByLabel('Site', { exact: true }).inputValue()).toBe('main');
    expect(await page.locator('.navigation-editor').getByLabel('Menu', { exact: true }).inputValue()).toBe('header');
    expect(await page.locator('.navigation-editor').getByLabel('Language', { exact: true }).inputValue()).toBe('en');
    await expect.poll(() => page.locator('[data-nav-item]').count()).toBeGreaterThan(0);

    // A bad link: the API's 400 names the field, in the dialog's alert.
    await page.getByRole('button', { name: 'New item', exact: true }).click();
    let dialog = page.getByRole('dialog', { name: 'New item', exact: true });
    await dialog.getByLabel('Title').fill(TITLE);
    await dialog.getByLabel('Address', { exact: true }).fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Create draft' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toContain('url');
    // New, at the first level of the main site's header, linking to /en/stories.
    await dialog.getByLabel('Address', { exact: true }).fill('/en/stories');
    await dialog.getByRole('button', { name: 'Create draft' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => status(page)).toBe(`“${TITLE}” created as a draft.`);
    const item = row(page, TITLE);
    expect(await item.locator('.navigation-editor-link-text').first().textContent()).toBe('/en/stories');
    expect(await item.locator('.navigation-editor-badge').first().textContent()).toBe('Draft');
    expect(await inPublicHeader(TITLE)).toBe(0);

    await item.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(() => status(page)).toBe(`“${TITLE}” published.`);
    expect(await row(page, TITLE).locator('.navigation-editor-badge').first().textContent()).toBe('Published');
    expect(await inPublicHeader(TITLE)).toBe(1);

    // Move up, by keyboard: the focus stays on the moved item's button, the move is announced.
    const before = await titlesInOrder(page);
    const at = before.indexOf(TITLE);
    expect(at).toBe(before.length - 1);
    await row(page, TITLE)
      .getByRole('button', { name: `Move “${TITLE}” up` })
      .focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => status(page)).toBe(`“${TITLE}” moved to position ${at} of ${before.length}, level 1.`);
    expect((await titlesInOrder(page)).indexOf(TITLE)).toBe(at - 1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Move “${TITLE}” up`);
    expect(await row(page, TITLE).locator('.navigation-editor-badge').first().textContent()).toBe(
      'Published, with changes in draft',
    );

    // A sub-item under it (New item, parent chosen); deleting the parent is refused (409) while it has one.
    await page.getByRole('button', { name: 'New item', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'New item', exact: true });
    await dialog.getByLabel('Parent').selectOption({ label: TITLE });
    await dialog.getByLabel('Title').fill(CHILD);
    await dialog.getByLabel('Address', { exact: true }).fill('/en/stories?archive');
    await dialog.getByRole('button', { name: 'Create draft' }).click();
    await expect.poll(() => status(page)).toBe(`“${CHILD}” created as a draft.`);
    expect(await row(page, TITLE).locator('[data-nav-item]').count()).toBe(1);
    await row(page, TITLE).getByRole('button', { name: 'Delete' }).first().click();
    let confirm = page.getByRole('alertdialog', { name: `Delete “${TITLE}”?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => confirm.getByRole('alert').isVisible()).toBe(true);
    expect(await confirm.getByRole('alert').textContent()).toMatch(/below|children|items/i);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await row(page, CHILD).getByRole('button', { name: 'Delete' }).click();
    confirm = page.getByRole('alertdialog', { name: `Delete “${CHILD}”?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => status(page)).toBe(`“${CHILD}” deleted.`);

    // Hide it and publish: gone from the public header.
    await row(page, TITLE).getByRole('button', { name: 'Edit' }).click();
    dialog = page.getByRole('dialog', { name: `Edit “${TITLE}”` });
    expect(await dialog.getByLabel('Address', { exact: true }).inputValue()).toBe('/en/stories');
    await dialog.getByLabel('Hidden (editors only)').check();
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => status(page)).toBe(`“${TITLE}” saved as a draft.`);
    expect(await row(page, TITLE).getByText('Hidden', { exact: true }).isVisible()).toBe(true);
    await row(page, TITLE).getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(() => status(page)).toBe(`“${TITLE}” published.`);
    expect(await inPublicHeader(TITLE)).toBe(0);

    // Delete it.
    await row(page, TITLE).getByRole('button', { name: 'Delete' }).first().click();
    confirm = page.getByRole('alertdialog', { name: `Delete “${TITLE}”?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => status(page)).toBe(`“${TITLE}” deleted.`);
    expect(await page.getByText(TITLE, { exact: true }).count()).toBe(0);
    expect(suite.errors).toEqual([]);
  });

  it('refuses a stale save with the name of who saved in between (412) and reloads', { timeout: 120_000 }, async () => {
    const page = await suite.newPage();
    await signIn(page);
    await page.goto('/en/editor/content/navigation?site=main&area=header&language=en');
    await waitForHydration(page);
    await expect.poll(() => page.locator('[data-nav-item]').count()).toBeGreaterThan(0);
    const first = page.locator('[data-nav-item]').first();
    const title = (await first.locator('[data-nav-title]').first().textContent())!;
    await first.getByRole('button', { name: 'Edit' }).first().click();
    const dialog = page.getByRole('dialog', { name: `Edit “${title}”` });
    await expect.poll(() => dialog.getByLabel('Title').inputValue()).toBe(title);

    // Another editor saves the same item in between.
    const id = (await first.getAttribute('data-nav-item'))!;
    const other = await page.evaluate(async (itemId) => {
      const url = `/api/content/navigation-items/${encodeURIComponent(itemId)}`;
      const read = await fetch(url);
      const version = read.headers.get('etag')!;
      const write = await fetch(url, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'if-match': version },
        body: JSON.stringify({ countries: ['CH'] }),
      });
      return write.status;
    }, id);
    expect(other).toBe(200);

    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toContain('Nora Navigator');
    await dialog.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => dialog.getByLabel('Countries').inputValue()).toBe('CH');
    await dialog.getByLabel('Countries').fill('');
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => status(page)).toBe(`“${title}” saved as a draft.`);
  });

  it('asks an anonymous visitor for the editor password', { timeout: 60_000 }, async () => {
    const page = await suite.newPage();
    await page.goto('/en/editor/content/navigation');
    await expect.poll(() => page.getByLabel('Editor password').isVisible()).toBe(true);
    expect(await page.locator('.navigation-editor').count()).toBe(0);
  });
});
