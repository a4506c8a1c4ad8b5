import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';

/**
 * No portal or editor page renders a browser-default control. Every visible input, select,
 * textarea and button in `main` carries a design-system class and shows the design tokens (radius, font, padding),
 * measured against a probe element styled with the tokens themselves.
 */
const unstyledControls = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.cssText =
      'position:absolute;visibility:hidden;border-radius:var(--ds-radius);' +
      'padding:0 var(--ds-control-padding-x) 0 var(--ds-button-padding-x)';
    document.body.append(probe);
    const tokens = getComputedStyle(probe);
    const radius = tokens.borderTopLeftRadius;
    const controlPadding = tokens.paddingRight;
    const buttonPadding = tokens.paddingLeft;
    probe.remove();
    const font = getComputedStyle(document.body).fontFamily;
    const describe = (element: Element) => {
      const name =
        element.getAttribute('aria-label') ||
        element.getAttribute('name') ||
        element.id ||
        element.textContent?.trim().slice(0, 30);
      const type = element.getAttribute('type');
      return `<${element.tagName.toLowerCase()}${type ? ` type=${type}` : ''}> "${name}"`;
    };
    const problems: string[] = [];
    const visible = (element: Element) =>
      element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
    for (const element of document.querySelectorAll('main :is(input, select, textarea, button)')) {
      if (!visible(element)) continue;
      const style = getComputedStyle(element);
      const wrong: string[] = [];
      const type = element.getAttribute('type');
      if (element.tagName === 'INPUT' && (type === 'checkbox' || type === 'radio')) {
        if (!element.classList.contains('ds-check-input')) wrong.push('no class ds-check-input');
        if (parseFloat(style.width) < 24) wrong.push(`width ${style.width} < 24px`);
      } else if (element.tagName === 'BUTTON') {
        if (element.classList.contains('button')) {
          if (style.borderTopLeftRadius !== radius) wrong.push(`radius ${style.borderTopLeftRadius} ≠ ${radius}`);
          if (style.paddingLeft !== buttonPadding) wrong.push(`padding ${style.paddingLeft} ≠ ${buttonPadding}`);
        } else if (!element.classList.contains('link-button')) {
          wrong.push('no class button or link-button');
        }
        if (style.fontFamily !== font) wrong.push(`font ${style.fontFamily}`);
      } else {
        if (!element.classList.contains('ds-control')) wrong.push('no class ds-control');
        if (style.borderTopLeftRadius !== radius) wrong.push(`radius ${style.borderTopLeftRadius} ≠ ${radius}`);
        if (style.paddingRight !== controlPadding) wrong.push(`padding ${style.paddingRight} ≠ ${controlPadding}`);
        if (style.fontFamily !== font) wrong.push(`font ${style.fontFamily}`);
      }
      if (wrong.length > 0) problems.push(`${describe(element)}: ${wrong.join(', ')}`);
    }
    return problems;
  });

/** Hrefs of links on the page matching a pattern (to reach detail pages whose ids the seed chose). */
const linksMatching = (page: Page, pattern: RegExp) =>
  page
    .locator('main a[href]')
    .evaluateAll(
      (links, source) =>
        links.map((link) => link.getAttribute('href') ?? '').filter((href) => new RegExp(source).test(href)),
      pattern.source,
    );

describe('one design system on every portal and editor page', () => {
  const suite = useBrowserSuite({ app: { embeddedIssuer: true } });
  const found = new Map<string, string[]>();

  async function check(page: Page, path: string): Promise<void> {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(400);
    await waitForHydration(page);
    const problems = await unstyledControls(page);
    if (problems.length > 0) found.set(path, problems);
  }

  const report = () =>
    [...found].map(([path, problems]) => `${path}\n${problems.map((p) => `    ${p}`).join('\n')}`).join('\n');

  it('styles every control of the customer portal (delegated administrator)', async () => {
    const page = await suite.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto('/en/portal');
    await page.getByLabel('Email address').fill('anna@apex.example.com');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/en/portal');
    found.clear();
    for (const path of [
      '/en/portal',
      '/en/portal/account',
      '/en/portal/tickets/list',
      '/en/portal/tickets/newticket',
      '/en/portal/inventory',
      '/en/portal/inventory/old',
      '/en/portal/user-admin',
      '/en/portal/wire-flow',
      '/en/portal/product-information',
    ]) {
      await check(page, path);
    }
    // The detail pages, reached through their lists.
    await page.goto('/en/portal/tickets/list');
    const [ticket] = await linksMatching(page, /\/tickets\/(?!list$|newticket$)[^/]+$/);
    expect(ticket).toBeTruthy();
    await check(page, ticket!);
    await page.goto('/en/portal/user-admin');
    const [user] = await linksMatching(page, /\/user-admin\/[^/]+$/);
    expect(user).toBeTruthy();
    await check(page, user!);
    await page.goto('/en/portal/product-information');
    const [product] = await linksMatching(page, /\/product-information\/[^/]+$/);
    expect(product).toBeTruthy();
    await check(page, product!);
    const [manual] = await linksMatching(page, /\/product-information\/[^/]+\/[^/]+$/);
    if (manual) await check(page, manual);
    expect(found.size, `controls without the design system's look:\n${report()}`).toBe(0);
  });

  it('styles every control of the editor area, its sign-in form included', async () => {
    const page = await suite.newPage({ viewport: { width: 1366, height: 900 } });
    found.clear();
    await check(page, '/en/editor');
    await page.getByLabel('Editor password').fill('editor-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText('You are signed in as an editor.').isVisible()).toBe(true);
    for (const path of ['/en/editor', '/en/editor/translations', '/en/editor/feedback', '/en/editor/mails']) {
      await check(page, path);
    }
    expect(found.size, `controls without the design system's look:\n${report()}`).toBe(0);
  });

  it('styles the controls of the public request forms the same way', async () => {
    const page = await suite.newPage();
    found.clear();
    await check(page, '/en/contact');
    expect(found.size, `controls without the design system's look:\n${report()}`).toBe(0);
  });
});
