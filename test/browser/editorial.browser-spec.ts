import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshotOnFailure } from '../support/browser.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated);

describe('CMS pages, stories and media releases in Chromium', () => {
  let sut: TestApp;
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let errors: string[] = [];

  beforeAll(async () => {
    sut = await startTestApp({ listen: true });
    browser = await launchChromium();
  });
  afterEach(async (test) => {
    await screenshotOnFailure(page, test.task.name, test.task.result?.state === 'fail');
    await context?.close();
  });
  afterAll(async () => {
    await browser?.close();
    await sut?.stop();
  });

  async function open(path: string): Promise<Page> {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${sut.baseUrl}${path}`);
    await expect.poll(() => hydrated(page!)).toBe('true');
    return page;
  }

  it('filters the locations by country once hydrated', async () => {
    const p = await open('/en/locations');
    const status = p.getByRole('status').filter({ hasText: 'Locations:' });
    expect(await status.textContent()).toBe('Locations: 10');
    await p.getByLabel('Country').selectOption({ label: 'Switzerland' });
    await expect.poll(() => status.textContent()).toBe('Locations: 2');
    expect(await p.locator('.locations-list li').count()).toBe(2);
    await p.getByLabel('Country').selectOption({ label: 'All countries' });
    await expect.poll(() => p.locator('.locations-list li').count()).toBe(10);
    expect(errors).toEqual([]);
  });

  it('opens an accordion item by keyboard and jumps with the anchor navigation', async () => {
    const p = await open('/en/about/careers');
    const summary = p.getByText('How do I apply?');
    await summary.focus();
    await p.keyboard.press('Enter');
    await expect.poll(() => p.getByText('Apply online with your CV').isVisible()).toBe(true);

    await p.goto(`${sut.baseUrl}/en/about`);
    await expect.poll(() => hydrated(p)).toBe('true');
    await p.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Brands' }).click();
    await expect.poll(() => p.url()).toBe(`${sut.baseUrl}/en/about#brands`);
    expect(errors).toEqual([]);
  });

  it('navigates the stories by category, page and to a story, client-side', async () => {
    const p = await open('/en/stories');
    await p.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Technology' }).click();
    await expect.poll(() => p.url()).toBe(`${sut.baseUrl}/en/stories?category=technology`);
    await expect.poll(() => p.getByRole('heading', { level: 1 }).textContent()).toBe('Technology – Stories');
    await p.getByRole('link', { name: 'Testing harnesses at line speed' }).click();
    await expect.poll(() => p.getByRole('heading', { level: 1 }).textContent()).toBe('Testing harnesses at line speed');
    await p.getByRole('link', { name: 'Marco Bianchi' }).first().click();
    await expect.poll(() => p.getByRole('heading', { level: 1 }).textContent()).toBe('Marco Bianchi');
    expect(errors).toEqual([]);
  });

  it('pages through the media releases', async () => {
    const p = await open('/en/media-releases');
    expect(await p.getByText('Ad hoc announcement').count()).toBeGreaterThan(0);
    await p.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' }).click();
    await expect.poll(() => p.url()).toBe(`${sut.baseUrl}/en/media-releases?page=2`);
    await expect.poll(() => p.locator('[aria-current="page"]').filter({ hasText: 'Page 2' }).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
