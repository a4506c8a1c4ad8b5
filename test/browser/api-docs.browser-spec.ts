import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from '../support/browser-suite.js';

/**
 * README § REST API: the Swagger UI at /api/docs renders the OpenAPI document in Chromium under
 * the site's Content-Security-Policy, with no console error and no policy violation.
 */
describe('the REST API documentation (Swagger UI) in Chromium', () => {
  const suite = useBrowserSuite({ consoleErrors: true });

  it('renders every operation group, expands an operation and shows its schema, with no error or violation', async () => {
    const page = await suite.newPage({ viewport: { width: 1280, height: 900 } });
    const violations: string[] = [];
    await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
        void report(`${event.effectiveDirective} blocked ${event.blockedURI} (${event.sample})`);
      });
    });
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(`${request.url()}: ${request.failure()?.errorText ?? ''}`));
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.url()}: ${response.status()}`);
    });

    const response = await page.goto('/api/docs');
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { name: /Kudex Group API/ }).count()).toBeGreaterThan(0);
    // The groups (tags) of the document, each a heading (with its description) over its operations.
    for (const tag of ['Catalogue', 'Search', 'Forms', 'Portal: tickets', 'Editors']) {
      const heading = page.getByRole('heading').and(page.locator(`[data-tag="${tag}"]`));
      await expect.poll(() => heading.count(), { message: tag }).toBe(1);
    }
    // The groups start folded (140 operations at once are a wall, and Swagger UI stopped rendering them midway):
    // opening one lists its operations, and expanding an operation shows its parameters and its response.
    expect(await page.locator('.opblock').count()).toBe(0);
    await page.locator('h3[data-tag="Portal: service desk"]').click();
    await expect.poll(() => page.locator('.opblock').count()).toBe(9);
    await page.locator('h3[data-tag="Catalogue"]').click();
    await page.locator('#operations-Catalogue-productsProductData button.opblock-summary-control').click();
    const operation = page.locator('#operations-Catalogue-productsProductData');
    await expect.poll(() => operation.getByText('sisCode', { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => operation.getByText(/CrimpCenter 36/).count()).toBeGreaterThan(0);
    // The authentication schemes are offered by the Authorize dialog.
    await page
      .getByRole('button', { name: /Authorize/ })
      .first()
      .click();
    for (const scheme of ['portalSession', 'ciamIdToken', 'editorCookie']) {
      await expect.poll(() => page.getByText(scheme).count(), { message: scheme }).toBeGreaterThan(0);
    }

    expect(violations).toEqual([]);
    expect(failed).toEqual([]);
    expect(suite.errors).toEqual([]);
  });
});
