import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';
import { signInAsEditor } from '../support/editor-sign-in.js';
import { signInToPortal } from '../support/portal-sign-in.js';

/** WCAG 1.4.10 reflow: at 320 CSS px nothing makes the page scroll sideways; wide tables scroll in their own box. */
describe('reflow at 320 px in Chromium', () => {
  const suite = useBrowserSuite({ app: { embeddedIssuer: true } });
  const viewport = { width: 320, height: 700 };
  const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
  /** What sticks out on the right, to say why a page is too wide. */
  const widest = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > 320)
        .slice(0, 5)
        .map(
          (element) => `${element.tagName}.${element.className} ${Math.round(element.getBoundingClientRect().right)}`,
        )
        .join('; '),
    );

  it('the ticket list, inventory and user administration fit 320 px', async () => {
    const page = await suite.newPage({ viewport });
    await page.goto('/en/portal');
    await page.getByLabel('Email address').fill('anna@apex.example.com');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/en/portal');
    for (const path of ['/en/portal/tickets/list', '/en/portal/inventory', '/en/portal/user-admin']) {
      await page.goto(path);
      await waitForHydration(page);
      expect(await page.locator('table').count(), path).toBeGreaterThan(0);
      expect(await pageWidth(page), `${path}: ${await widest(page)}`).toBeLessThanOrEqual(320);
    }
  });

  it("the editor area's content list, page editor and API keys fit 320 px", async () => {
    const page = await suite.newPage({ viewport });
    await page.goto('/en/editor');
    await waitForHydration(page);
    await page.getByLabel('Editor password').fill('editor-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText('You are signed in as an editor.').isVisible()).toBe(true);
    for (const path of ['/en/editor/content', '/en/editor/content/pages/about-main', '/en/editor/api-keys']) {
      await page.goto(path);
      await waitForHydration(page);
      expect(await pageWidth(page), `${path}: ${await widest(page)}`).toBeLessThanOrEqual(320);
    }
  });

  it('fits 320 px in German and French where e-mail addresses and paths are shown in lists of facts', async () => {
    const signIn = async (email: string) => {
      const page = await suite.newPage({ viewport });
      await signInToPortal(page, email);
      return page;
    };
    const sam = await signIn('sam@kudex.example.com');
    const anna = await signIn('anna@apex.example.com');
    await anna.goto('/fr/portal/user-admin');
    const user = await anna.locator('table tbody a[href]').first().getAttribute('href');
    const editor = await suite.newPage({ viewport });
    await signInAsEditor(editor, 'fr', "Vous êtes connecté en tant qu'éditeur.");
    for (const [page, path] of [
      [sam, '/de/portal/account'],
      [sam, '/fr/portal/account'],
      [anna, user ?? '/fr/portal/user-admin/none'],
      [editor, '/fr/editor/content/pages/about-brand-portal'],
    ] as const) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      expect(await pageWidth(page), `${path}: ${await widest(page)}`).toBeLessThanOrEqual(320);
    }
  });

  it('fits 320 px on German pages with long compound words: specifications, section headings', async () => {
    const page = await suite.newPage({ viewport });
    for (const path of [
      '/de/products/cutting-stripping/cut-strip-machines/cutstrip-9000',
      '/de/products/crimping/crimp-centers/crimpcenter-64',
      '/de/terms',
    ]) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      expect(await pageWidth(page), `${path}: ${await widest(page)}`).toBeLessThanOrEqual(320);
    }
  });

  it('the German home hero heading is not clipped', async () => {
    const page = await suite.newPage({ viewport });
    await page.goto('/de');
    await waitForHydration(page);
    expect(await pageWidth(page)).toBeLessThanOrEqual(320);
    const heading = page.locator('.hero h1').first();
    const { scrollWidth, clientWidth } = await heading.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });
});
