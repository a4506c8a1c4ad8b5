import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PARTS_CART_STORAGE_KEY } from '../../modules/product-information/index.js';
import {
  partsQuoteRequest,
  partsQuoteRequestLine,
} from '../../modules/product-information/product-information.schema.js';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';
import { addToCartName } from '../support/parts-cart-names.js';

describe('product information and the parts cart in Chromium', () => {
  const suite = useBrowserSuite({ app: { embeddedIssuer: true } });

  it('anna reads a topic, fills the parts cart, keeps it over a reload and requests a quote', async () => {
    const page = await suite.newPage();
    await page.goto('/en/portal');
    await page.getByLabel('Email address').fill('anna@apex.example.com');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/en/portal');

    // The dashboard's tile leads to the product information: the company's products only.
    await page.getByRole('link', { name: 'Product information' }).click();
    await page.waitForURL('**/en/portal/product-information');
    await expect.poll(() => page.getByRole('link', { name: 'CutStrip 9000' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Omega C 750' }).count()).toBe(0);

    await page.getByRole('link', { name: 'CutStrip 9000' }).click();
    await page.waitForURL('**/en/portal/product-information/cutstrip-9000');
    await page.getByRole('link', { name: 'CutStrip 9000 operating manual' }).click();
    await page.waitForURL('**/prd-cutstrip-9000/cutstrip-9000-operating');
    await page.getByRole('link', { name: 'Safety instructions' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Safety instructions');
    await page.getByRole('link', { name: 'Back to CutStrip 9000 operating manual' }).click();
    await page.waitForURL('**/prd-cutstrip-9000/cutstrip-9000-operating');
    await page.getByRole('link', { name: 'Back to CutStrip 9000', exact: true }).click();
    await page.waitForURL('**/en/portal/product-information/cutstrip-9000');
    await waitForHydration(page);

    const add = (name: string, articleNumber: string) =>
      page.getByRole('button', { name: addToCartName(name, articleNumber) }).click();
    await expect
      .poll(() => page.getByRole('button', { name: addToCartName('Cutting blade set', 'KX-CS9-0101') }).isEnabled())
      .toBe(true);
    await add('Cutting blade set', 'KX-CS9-0101');
    await add('Stripping blade V-type', 'KX-CS9-0108');
    await add('Cutting blade set', 'KX-CS9-0101');
    await add('Stripping blade V-type', 'KX-CS9-0108');
    await add('Guide tube', 'KX-CS9-0115');
    await page.getByRole('button', { name: 'Parts cart (5)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Parts cart' });
    expect(await dialog.getByLabel('Quantity of Cutting blade set').inputValue()).toBe('2');
    expect(await dialog.getByLabel('Quantity of Stripping blade V-type').inputValue()).toBe('2');
    expect(await dialog.getByLabel('Quantity of Guide tube').inputValue()).toBe('1');
    // SPEC §4: a quantity of 0 removes the part.
    await dialog.getByLabel('Quantity of Guide tube').fill('0');
    await expect.poll(() => dialog.getByLabel('Quantity of Guide tube').count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);

    await page.reload();
    await waitForHydration(page);
    const stored = await page.evaluate((key) => window.localStorage.getItem(key), PARTS_CART_STORAGE_KEY);
    expect((JSON.parse(stored!) as { parts: { quantity: number }[] }).parts.map((p) => p.quantity)).toEqual([2, 2]);
    await page.getByRole('button', { name: 'Parts cart (4)' }).click();
    expect(await dialog.getByLabel('Quantity of Cutting blade set').inputValue()).toBe('2');
    expect(await dialog.getByLabel('Quantity of Stripping blade V-type').inputValue()).toBe('2');
    expect(await dialog.getByLabel('Quantity of Guide tube').count()).toBe(0);

    await dialog.getByLabel('Note for our sales team (optional)').fill('Urgent, line 3 is down.');
    await dialog.getByRole('button', { name: 'Request a quote' }).click();
    await expect.poll(() => dialog.getByText(/^Quote request Q-\d+ sent$/).isVisible()).toBe(true);
    const confirmed = (await dialog.getByText(/^Quote request Q-\d+ sent$/).textContent())!;
    expect(await dialog.getByText('2 × Cutting blade set (KX-CS9-0101)').isVisible()).toBe(true);

    // Stored in PostgreSQL with the user's company, and the cart is empty again.
    const db = suite.app.database.handle.db;
    const [request] = await db.select().from(partsQuoteRequest).orderBy(desc(partsQuoteRequest.createdAt)).limit(1);
    expect(confirmed).toBe(`Quote request ${request!.number} sent`);
    expect(request).toMatchObject({ contactEmail: 'anna@apex.example.com', note: 'Urgent, line 3 is down.' });
    const lines = await db.select().from(partsQuoteRequestLine);
    expect(lines.map((line) => [line.articleNumber, line.quantity]).sort()).toEqual([
      ['KX-CS9-0101', 2],
      ['KX-CS9-0108', 2],
    ]);
    const after = await page.evaluate((key) => window.localStorage.getItem(key), PARTS_CART_STORAGE_KEY);
    expect(after).toBe('{"parts":[]}');
    expect(suite.errors).toEqual([]);
  });
});
