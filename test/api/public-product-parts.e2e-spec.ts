import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { part } from '../../modules/product-information/product-information.schema.js';
import { product } from '../../modules/products/products.schema.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

const PAGE = '/en/products/crimping/crimp-centers/crimpcenter-64';

/** SPEC §1, §3: a visitor sees a product's spare parts on its public page, without the stock figures. */
describe('spare parts on the public product page', () => {
  let sut: TestApp;
  let html: string;
  let parts: { articleNumber: string; name: string; stock: number; availabilityDays: number; imageId: string | null }[];

  beforeAll(async () => {
    sut = await startTestApp();
    parts = await sut.database.handle.db
      .select({
        articleNumber: part.articleNumber,
        name: part.name,
        stock: part.stock,
        availabilityDays: part.availabilityDays,
        imageId: part.imageId,
      })
      .from(part)
      .innerJoin(product, eq(product.id, part.productId))
      .where(eq(product.slug, 'crimpcenter-64'))
      .orderBy(asc(part.sortIndex), asc(part.articleNumber));
    const response = await sut.fastify.inject({ method: 'GET', url: PAGE });
    expect(response.statusCode).toBe(200);
    html = response.body;
  });
  afterAll(async () => {
    await sut?.stop();
  });

  const rowOf = (articleNumber: string) => {
    const start = html.indexOf(`data-part="${articleNumber}"`);
    expect(start).toBeGreaterThan(-1);
    return html.slice(start, html.indexOf('</tr>', start));
  };

  it('lists every part with its article number, name and availability', () => {
    expect(parts.length).toBeGreaterThan(0);
    expect(html).toContain('<h2 id="product-parts">Spare parts</h2>');
    for (const p of parts) {
      const row = rowOf(p.articleNumber);
      expect(row).toContain(`>${p.articleNumber}<`);
      expect(row).toContain(`>${p.name}<`);
      if (p.stock > 0) expect(row).toContain('>In stock<');
      else expect(row).toMatch(/Available in \d+ days?|On request \(about \d+ days\)/);
    }
  });

  it('shows no stock figure or storage location to visitors', () => {
    for (const p of parts) {
      const row = rowOf(p.articleNumber);
      expect(row).not.toMatch(/In stock \(\d+\)/);
    }
    expect(html).not.toContain('Stock</th>');
  });

  it('offers each part for the parts cart on the main site', () => {
    for (const p of parts) {
      // The button's name starts with its visible text (WCAG 2.5.3) and goes on with the part, for screen readers.
      expect(rowOf(p.articleNumber)).toContain(
        `>Add to cart<span class="visually-hidden">: ${p.name} (${p.articleNumber})</span></button>`,
      );
    }
  });

  it("shows the parts' images in a column of their own, an empty cell for a part without one", () => {
    expect(html).toContain('<th scope="col"><span class="visually-hidden">Image</span></th>');
    expect(parts.some((p) => p.imageId === null)).toBe(true);
    for (const p of parts) {
      const row = rowOf(p.articleNumber);
      if (p.imageId) expect(row).toMatch(/<td><img src="\/api\/images\/[^"]+" alt="[^"]+"/);
      else expect(row).toContain('<td></td>');
    }
  });
});

describe('spare parts on the public product page when no part has an image', () => {
  let sut: TestApp;
  let html: string;

  beforeAll(async () => {
    sut = await startTestApp();
    const db = sut.database.handle.db;
    const [crimpCenter] = await db.select({ id: product.id }).from(product).where(eq(product.slug, 'crimpcenter-64'));
    await db.update(part).set({ imageId: null }).where(eq(part.productId, crimpCenter!.id));
    const response = await sut.fastify.inject({ method: 'GET', url: PAGE });
    expect(response.statusCode).toBe(200);
    html = response.body;
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('leaves out the image column: each row starts with the article number', () => {
    const start = html.indexOf('<h2 id="product-parts">');
    expect(start).toBeGreaterThan(-1);
    const table = html.slice(start, html.indexOf('</table>', start));
    expect(table).toContain('<th scope="col">Article number</th>');
    expect(table).not.toContain('>Image<');
    expect(table).not.toContain('<img');
    expect(table).toMatch(/<tr data-part="[^"]+"><td>KX-/);
  });
});
