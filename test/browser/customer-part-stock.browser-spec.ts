import { describe, expect, it } from 'vitest';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';

const PAGE = '/en/products/crimping/crimp-centers/crimpcenter-64';
/** A part of the CrimpCenter 64 in stock in the demo data (4 pieces). */
const IN_STOCK = 'KX-CC64-0108';

/** SPEC §1: stock figures on the public product page are for signed-in customers only. */
describe('spare parts stock on the public product page in Chromium', () => {
  const suite = useBrowserSuite({ app: { embeddedIssuer: true } });
  const availabilityOf = (page: Awaited<ReturnType<typeof suite.newPage>>) =>
    page.locator(`tr[data-part="${IN_STOCK}"] td`).nth(3);

  it('a visitor sees "In stock"; a signed-in customer of the product sees the stock figure', async () => {
    const visitor = await suite.newPage();
    await visitor.goto(PAGE);
    await waitForHydration(visitor);
    expect(await availabilityOf(visitor).textContent()).toBe('In stock');

    const page = await suite.newPage();
    await page.goto('/en/portal');
    await page.getByLabel('Email address').fill('anna@apex.example.com');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/en/portal');
    await page.goto(PAGE);
    await waitForHydration(page);
    await expect.poll(() => availabilityOf(page).textContent()).toBe('In stock (4)');
    expect(suite.errors).toEqual([]);
  });
});
