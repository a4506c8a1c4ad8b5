import { basename } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { CONSENT_COOKIE, NECESSARY_ONLY, consentCookieValue } from '../../src/shared/consent.js';
import { launchChromium, screenshotOnFailure } from './browser.js';
import { type TestApp, type TestAppOptions, startTestApp } from './test-app.js';

export { waitForHydration } from './browser.js';

export interface BrowserSuiteOptions {
  /** How the app starts (env, database kind); it always listens on a port of its own. */
  app?: Omit<TestAppOptions, 'listen'>;
  /** Count `console.error` messages as page errors too (uncaught exceptions always count). */
  consoleErrors?: boolean;
  /** The consent every page starts with (see `NewPageOptions.consent`); necessary only unless given. */
  consent?: string | null;
}

export interface NewPageOptions {
  /**
   * The `uapp_consent` cookie the page's context starts with (SPEC §2.1): by default necessary only
   * (`v1.s0.m0`), so the consent banner stays hidden and tracks nothing; `null` starts without a choice, so the
   * banner shows (consent tests).
   */
  consent?: string | null;
}

/** The cookie value of a necessary-only choice, every browser test's default. */
export const NECESSARY_ONLY_CONSENT = consentCookieValue(NECESSARY_ONLY);

export interface BrowserSuite {
  /** The app under test, listening on `app.baseUrl`; there from the first hook or test on. */
  readonly app: TestApp;
  /** One Chromium for the whole file. */
  readonly browser: Browser;
  /** The page errors (see `consoleErrors`) of the pages the current test opened, in the order they happened. */
  readonly errors: readonly string[];
  /**
   * A page in a context of its own (fresh cookies and storage) whose `baseURL` is the app, so `page.goto('/en')`
   * works. Its pages are screenshotted into test-results/ if the test fails, and it is closed after the test.
   */
  newPage(options?: BrowserContextOptions, pageOptions?: NewPageOptions): Promise<Page>;
}

/**
 * The setup every browser spec shares: call it once in a `describe` to start the app (production build, fresh
 * database) and Chromium before its tests, and to stop both after them.
 */
export function useBrowserSuite(options: BrowserSuiteOptions = {}): BrowserSuite {
  let app: TestApp | undefined;
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  let errors: string[] = [];

  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`useBrowserSuite: no ${name} yet; use it inside a test or hook`);
    return value;
  };

  beforeAll(async () => {
    const [appStart, browserLaunch] = await Promise.allSettled([
      startTestApp({ ...options.app, listen: true }),
      launchChromium(),
    ]);
    // Keep what did start, so afterAll stops it even when the other failed.
    if (appStart.status === 'fulfilled') app = appStart.value;
    if (browserLaunch.status === 'fulfilled') browser = browserLaunch.value;
    if (appStart.status === 'rejected') throw appStart.reason;
    if (browserLaunch.status === 'rejected') throw browserLaunch.reason;
  });

  afterEach(async ({ task }) => {
    const failed = task.result?.state === 'fail';
    const name = `${basename(task.file.name, '.browser-spec.ts')} ${task.name}`.slice(0, 200);
    const opened = contexts;
    contexts = [];
    errors = [];
    const pages = opened.flatMap((context) => context.pages());
    for (const [index, page] of pages.entries()) {
      await screenshotOnFailure(page, index === 0 ? name : `${name} ${index + 1}`, failed);
    }
    await Promise.all(opened.map((context) => context.close()));
  });

  afterAll(async () => {
    try {
      await browser?.close();
    } finally {
      await app?.stop();
    }
  });

  return {
    get app() {
      return started(app, 'app');
    },
    get browser() {
      return started(browser, 'browser');
    },
    get errors() {
      return errors;
    },
    async newPage(contextOptions = {}, pageOptions = {}) {
      const baseURL = started(app, 'app').baseUrl;
      const context = await started(browser, 'browser').newContext({ baseURL, ...contextOptions });
      contexts.push(context);
      // `null` (no cookie) is a choice of its own, so `??` would not do.
      const consent =
        pageOptions.consent !== undefined
          ? pageOptions.consent
          : options.consent !== undefined
            ? options.consent
            : NECESSARY_ONLY_CONSENT;
      if (consent !== null) await context.addCookies([{ name: CONSENT_COOKIE, value: consent, url: baseURL }]);
      const page = await context.newPage();
      // This test's list, even if an error arrives while the next test runs.
      const sink = errors;
      page.on('pageerror', (error) => sink.push(error.message));
      if (options.consoleErrors) {
        page.on('console', (message) => {
          if (message.type() === 'error') sink.push(message.text());
        });
      }
      return page;
    },
  };
}
