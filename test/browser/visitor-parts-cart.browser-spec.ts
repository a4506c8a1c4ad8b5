import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../modules/mail/mail.schema.js';
import {
  partsQuoteRequest,
  partsQuoteRequestLine,
} from '../../modules/product-information/product-information.schema.js';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';
import { addToCartName } from '../support/parts-cart-names.js';

const PAGE = '/en/products/crimping/crimp-centers/crimpcenter-64';

/** SPEC §1, §6: a visitor of the public main site adds spare parts to the cart and requests a quote. */
describe('the parts cart for visitors in Chromium', () => {
  const suite = useBrowserSuite();

  it('a visitor adds a part from the product page and sends the quote request with their contact details', async () => {
    const page = await suite.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(PAGE);
    await waitForHydration(page);
    const add = page.getByRole('button', { name: addToCartName('Cutting blade set', 'KX-CC64-0101') });
    await expect.poll(() => add.isEnabled()).toBe(true);
    await add.click();
    await add.click();
    await page.getByRole('button', { name: 'Parts cart (2)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Parts cart' });
    expect(await dialog.getByLabel('Quantity of Cutting blade set').inputValue()).toBe('2');

    // The contact form's rules and messages: nothing is sent until the fields are valid.
    await dialog.getByRole('button', { name: 'Request a quote' }).click();
    await expect.poll(() => dialog.getByText('Please enter your first name').isVisible()).toBe(true);
    expect(await dialog.getByText('Please select the checkbox to continue.').isVisible()).toBe(true);

    await dialog.getByLabel('First name').fill('Ana');
    await dialog.getByLabel('Last name').fill('García');
    await dialog.getByLabel('E-mail').fill('ana.garcia@example.com');
    await dialog.getByLabel('Company').fill('Cables Levante');
    await dialog.getByLabel('Country').selectOption('ES');
    await dialog.getByLabel(/I agree that the Kudex Group processes my data/).check();
    await dialog.getByLabel('Note for our sales team (optional)').fill('Two sets, please.');
    await dialog.getByRole('button', { name: 'Request a quote' }).click();
    await expect.poll(() => dialog.getByText(/^Quote request Q-\d+ sent$/).isVisible()).toBe(true);
    expect(await dialog.getByText('2 × Cutting blade set (KX-CC64-0101)').isVisible()).toBe(true);

    const db = suite.app.database.handle.db;
    const [request] = await db.select().from(partsQuoteRequest).orderBy(desc(partsQuoteRequest.createdAt)).limit(1);
    expect(request).toMatchObject({
      companyId: null,
      contactName: 'Ana García',
      contactEmail: 'ana.garcia@example.com',
      visitorCompany: 'Cables Levante',
      visitorCountry: 'ES',
      note: 'Two sets, please.',
    });
    const lines = await db
      .select()
      .from(partsQuoteRequestLine)
      .where(eq(partsQuoteRequestLine.quoteRequestId, request!.id));
    expect(lines.map((line) => [line.articleNumber, line.quantity])).toEqual([['KX-CC64-0101', 2]]);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'quote-request'));
    expect(mails.some((mail) => mail.subject === `Quote request ${request!.number} from Cables Levante`)).toBe(true);
    expect(suite.errors).toEqual([]);
  });
});
