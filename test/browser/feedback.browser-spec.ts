import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EDITOR_COOKIE } from '../../modules/editor-auth/index.js';
import { editorCookie } from '../support/editor.js';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';

const STORY = '/en/stories/zero-defect-crimping-at-volta-cables';
const PRODUCT = '/en/products/cutting-stripping/cut-strip-machines/cutstrip-7000';

/** "Was this page helpful?" in German and English, and the counts editors see. */
describe('page feedback in Chromium', () => {
  const suite = useBrowserSuite({ consoleErrors: true });

  async function open(path: string): Promise<Page> {
    const page = await suite.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(5_000);
    await page.goto(path);
    await waitForHydration(page);
    return page;
  }
  const feedback = (page: Page, question: string) => page.getByRole('complementary', { name: question });

  it('German: "Nein" with a comment on a CMS page, by keyboard, and the editor sees it counted', async () => {
    const page = await open('/de/about');
    const region = feedback(page, 'War diese Seite hilfreich?');
    await region.scrollIntoViewIfNeeded();
    // No comment field before an answer.
    expect(await region.getByRole('textbox').count()).toBe(0);
    await region.getByRole('button', { name: 'Nein' }).focus();
    await page.keyboard.press('Enter');
    expect(await region.getByRole('button', { name: 'Nein' }).getAttribute('aria-pressed')).toBe('true');
    const comment = region.getByLabel('Was können wir besser machen? (optional)');
    // The comment field appears with the answer and takes the keyboard.
    await expect.poll(() => comment.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await comment.getAttribute('maxlength')).toBe('1000');
    await page.keyboard.type('Die Zahlen sind veraltet.');
    await region.getByRole('button', { name: 'Feedback senden' }).click();
    const thanks = region.getByRole('status');
    await expect.poll(() => thanks.textContent()).toBe('Vielen Dank für Ihr Feedback!');
    await expect.poll(() => thanks.evaluate((element) => element === document.activeElement)).toBe(true);

    // The editor's page: the page counted once, not helpful, with the comment.
    const editor = await suite.newPage({ viewport: { width: 1280, height: 900 } });
    const cookie = await editorCookie(suite.app);
    const value = cookie.slice(`${EDITOR_COOKIE}=`.length);
    await editor.context().addCookies([{ name: EDITOR_COOKIE, value, url: suite.app.baseUrl }]);
    await editor.goto('/de/editor');
    await waitForHydration(editor);
    await editor.getByRole('link', { name: 'Seiten-Feedback' }).click();
    await expect.poll(() => editor.getByRole('heading', { level: 1 }).textContent()).toBe('Seiten-Feedback');
    const row = editor.locator('tr[data-feedback-target="page:about-main"]');
    await expect.poll(() => row.locator('[data-count="not-helpful"]').textContent()).toBe('1');
    expect(await row.locator('[data-count="helpful"]').textContent()).toBe('0');
    expect(await row.getByRole('link').getAttribute('href')).toBe('/de/about');
    expect(await row.textContent()).toContain('Die Zahlen sind veraltet.');
    expect(suite.errors).toEqual([]);
  });

  it('English: "Yes" without a comment on a story and on a product page; a new page starts afresh', async () => {
    const page = await open(STORY);
    const region = feedback(page, 'Was this page helpful?');
    await region.getByRole('button', { name: 'Yes' }).click();
    await region.getByRole('button', { name: 'Send feedback' }).click();
    await expect.poll(() => region.getByRole('status').textContent()).toBe('Thank you for your feedback!');

    await page.goto(PRODUCT);
    await waitForHydration(page);
    const onProduct = feedback(page, 'Was this page helpful?');
    expect(await onProduct.getByRole('status').count()).toBe(0);
    await onProduct.getByRole('button', { name: 'Yes' }).click();
    await onProduct.getByLabel('What could we do better? (optional)').fill('Clear specifications, thanks.');
    await onProduct.getByRole('button', { name: 'Send feedback' }).click();
    await expect.poll(() => onProduct.getByRole('status').textContent()).toBe('Thank you for your feedback!');

    const summary = await page.request.get('/api/feedback', {
      headers: { cookie: await editorCookie(suite.app) },
    });
    const pages = ((await summary.json()) as { pages: { kind: string; path: string; helpful: number }[] }).pages;
    expect(pages.find((entry) => entry.kind === 'story')).toMatchObject({ path: STORY, helpful: 1 });
    expect(pages.find((entry) => entry.kind === 'product')).toMatchObject({ path: PRODUCT, helpful: 1 });
    // The home page asks nothing.
    await page.goto('/en');
    await waitForHydration(page);
    expect(await feedback(page, 'Was this page helpful?').count()).toBe(0);
    expect(suite.errors).toEqual([]);
  });
});
