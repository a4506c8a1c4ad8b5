import { desc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { company } from '../../modules/identity-provider/identity.schema.js';
import { partsQuoteRequest } from '../../modules/product-information/product-information.schema.js';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';
import { signInAtProvider } from '../support/portal-sign-in.js';
import { addToCartName } from '../support/parts-cart-names.js';

const PAGE = '/en/products/crimping/crimp-centers/crimpcenter-64';
const PART = addToCartName('Cutting blade set', 'KX-CC64-0101');
const ANNA_CONTACT = 'The quote is requested for Apex Cable Systems by Anna Albers (anna@apex.example.com).';

/** Signs in at the portal, then opens the public product page and puts one part into the cart. */
async function signInAndFillCart(page: Page, email: string | null): Promise<void> {
  if (email) {
    await page.goto('/en/portal');
    await signInAtProvider(page, email);
    await page.waitForURL('**/en/portal');
  }
  await page.goto(PAGE);
  await waitForHydration(page);
  const add = page.getByRole('button', { name: PART });
  await expect.poll(() => add.isEnabled()).toBe(true);
  await add.click();
  await page.getByRole('button', { name: 'Parts cart (1)' }).click();
}

/**
 * SPEC §1, §6: on the public main site a signed-in customer sends the parts cart through the portal, for their
 * company; visitors give their contact details. The page is cached alike for everyone: the browser finds out.
 */
describe('the parts cart of a signed-in customer on public pages in Chromium', () => {
  const suite = useBrowserSuite({ app: { embeddedIssuer: true } });

  it('sends the quote request of a signed-in customer for their company, without the visitor form', async () => {
    const page = await suite.newPage({ viewport: { width: 1400, height: 1000 } });
    await signInAndFillCart(page, 'anna@apex.example.com');
    const dialog = page.getByRole('dialog', { name: 'Parts cart' });
    await expect.poll(() => dialog.getByText(ANNA_CONTACT).isVisible()).toBe(true);
    expect(await dialog.getByLabel('First name').count()).toBe(0);

    const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/api/'));
    await dialog.getByLabel('Note for our sales team (optional)').fill('For line 3.');
    await dialog.getByRole('button', { name: 'Request a quote' }).click();
    expect(new URL((await sent).url()).pathname).toBe('/api/product-information/quote-requests');
    await expect.poll(() => dialog.getByText(/^Quote request Q-\d+ sent$/).isVisible()).toBe(true);
    expect(
      await dialog
        .getByText('We have received your request for Apex Cable Systems and will send you a quote.')
        .isVisible(),
    ).toBe(true);

    const db = suite.app.database.handle.db;
    const [apex] = await db.select({ id: company.id }).from(company).where(eq(company.slug, 'apex'));
    const [request] = await db.select().from(partsQuoteRequest).orderBy(desc(partsQuoteRequest.createdAt)).limit(1);
    expect(request).toMatchObject({
      companyId: apex!.id,
      contactName: 'Anna Albers',
      contactEmail: 'anna@apex.example.com',
      visitorCompany: null,
      note: 'For line 3.',
    });

    // The shared page never names her: the same HTML with and without her session cookie.
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    for (const headers of [{}, { cookie }] as Record<string, string>[]) {
      const html = await (await fetch(`${suite.app.baseUrl}${PAGE}`, { headers })).text();
      expect(html).not.toContain('anna@apex.example.com');
      expect(html).not.toContain('Anna Albers');
    }
    expect(suite.errors).toEqual([]);
  });

  it('gives the visitor form to anonymous visitors and to customers without the product information service', async () => {
    for (const email of [null, 'carl@apex.example.com']) {
      const page = await suite.newPage({ viewport: { width: 1400, height: 1000 } });
      await signInAndFillCart(page, email);
      const dialog = page.getByRole('dialog', { name: 'Parts cart' });
      await expect.poll(() => dialog.getByLabel('First name').isVisible()).toBe(true);
      expect(await dialog.getByLabel('E-mail').isVisible()).toBe(true);
      expect(await dialog.getByText(/The quote is requested for/).count()).toBe(0);
      // Nothing is sent until the contact fields are valid.
      await dialog.getByRole('button', { name: 'Request a quote' }).click();
      await expect.poll(() => dialog.getByText('Please enter your first name').isVisible()).toBe(true);
    }
    expect(suite.errors).toEqual([]);
  });
});
