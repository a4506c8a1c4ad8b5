import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../modules/identity-provider/index.js';
import { account, company } from '../../modules/identity-provider/identity.schema.js';
import { QUOTE_MESSAGES } from '../../modules/product-information/index.js';
import {
  partsQuoteRequest,
  partsQuoteRequestLine,
} from '../../modules/product-information/product-information.schema.js';
import { type CookieJar, signInToPortal } from '../support/oidc-test-provider.js';
import { freePort } from '../support/free-port.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { DATABASE_KINDS } from '../support/test-database.js';

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers, checked field by field
  body: any;
}

const APEX_PRODUCTS = ['crimpcenter-64', 'cutstrip-9000', 'easy-wire-ch2', 'stripmaster-100', 'twistmaster-500'];
const BOREALIS_PRODUCTS = ['coaxstrip-300', 'easy-wire-ch2', 'omega-c-750', 'pulltest-pt50'];

describe.each(DATABASE_KINDS)('product information and parts quote requests (%s)', (kind) => {
  let sut: TestApp;
  let base: string;
  let anna: CookieJar;
  let carl: CookieJar;
  let ivan: CookieJar;
  /** A Borealis user with the product-info service (made by this test: no demo account has both). */
  let boris: CookieJar;

  const signIn = (login: string) => signInToPortal(base, login);

  async function get(jar: CookieJar | undefined, path: string): Promise<Answer> {
    const response = await fetch(`${base}${path}`, { headers: { cookie: jar?.header(base) ?? '' } });
    return { status: response.status, body: await response.json() };
  }

  async function page(jar: CookieJar, path: string): Promise<{ status: number; html: string }> {
    const response = await fetch(`${base}${path}`, { headers: { cookie: jar.header(base) }, redirect: 'manual' });
    return { status: response.status, html: await response.text() };
  }

  async function post(
    jar: CookieJar | undefined,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const response = await fetch(`${base}/api/product-information/quote-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie: jar?.header(base) ?? '', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  }

  const partsOf = async (jar: CookieJar, slug: string) =>
    (await get(jar, `/api/product-information/products/${slug}`)).body.parts as { id: string; name: string }[];

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    sut = await startTestApp({ port, database: kind });
    const db = sut.database.handle.db;
    const [borealis] = await db.select({ id: company.id }).from(company).where(eq(company.slug, 'borealis'));
    await db.insert(account).values({
      email: 'boris@borealis.example.com',
      passwordHash: await hashPassword('demo-password'),
      firstName: 'Boris',
      lastName: 'Berg',
      companyId: borealis!.id,
      roles: ['kmx_int_productinfo_active'],
    });
    [anna, carl, ivan, boris] = await Promise.all([
      signIn('anna@apex.example.com'),
      signIn('carl@apex.example.com'),
      signIn('ivan@kudex.example.com'),
      signIn('boris@borealis.example.com'),
    ]);
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('seeds at least 60 parts across the products', async () => {
    const result = await sut.database.handle.db.execute<{ parts: number; products: number }>(
      sql`select count(*)::int as parts, count(distinct product_id)::int as products from part`,
    );
    const row = (result as unknown as { rows: { parts: number; products: number }[] }).rows[0]!;
    expect(row.parts).toBeGreaterThanOrEqual(60);
    expect(row.products).toBeGreaterThanOrEqual(8);
  });

  it('answers 401 without a session and 403 without the product-info role, for the API and the pages', async () => {
    expect((await get(undefined, '/api/product-information/products')).status).toBe(401);
    const refused = await get(carl, '/api/product-information/products');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Product information is not active for this user');
    expect((await post(carl, { lines: [] })).status).toBe(403);
    for (const path of ['', '/cutstrip-9000', '/prd-cutstrip-9000/cutstrip-9000-operating']) {
      expect((await page(carl, `/en/portal/product-information${path}`)).status).toBe(403);
    }
    const anonymous = await fetch(`${base}/en/portal/product-information`, { redirect: 'manual' });
    expect(anonymous.status).toBe(302);
  });

  it("names the company and contact of a customer's quote requests, private to the customer (SPEC §1)", async () => {
    const answer = await fetch(`${base}/api/product-information/quote-contact`, {
      headers: { cookie: anna.header(base) },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(await answer.json()).toEqual({
      contactName: 'Anna Albers',
      contactEmail: 'anna@apex.example.com',
      companyName: 'Apex Cable Systems',
    });
    expect((await get(undefined, '/api/product-information/quote-contact')).status).toBe(401);
    const refused = await get(carl, '/api/product-information/quote-contact');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Product information is not active for this user');
  });

  it("lists only the products of the user's company; internal employees see every product", async () => {
    const slugs = async (jar: CookieJar) =>
      ((await get(jar, '/api/product-information/products')).body as { slug: string }[]).map((p) => p.slug).sort();
    expect(await slugs(anna)).toEqual(APEX_PRODUCTS);
    expect(await slugs(boris)).toEqual(BOREALIS_PRODUCTS);
    expect(await slugs(ivan)).toEqual([...new Set([...APEX_PRODUCTS, ...BOREALIS_PRODUCTS])].sort());
    const list = await page(anna, '/en/portal/product-information');
    expect(list.status).toBe(200);
    expect(list.html).toContain('href="/en/portal/product-information/cutstrip-9000"');
    expect(list.html).not.toContain('omega-c-750');
  });

  it("never shows another company's documentation or parts (404, like a missing product)", async () => {
    const omegaParts = await partsOf(ivan, 'omega-c-750');
    expect(omegaParts.length).toBeGreaterThan(0);
    expect((await get(anna, '/api/product-information/products/omega-c-750')).status).toBe(404);
    expect((await get(anna, `/api/product-information/parts/${omegaParts[0]!.id}`)).status).toBe(404);
    expect((await get(boris, '/api/product-information/products/cutstrip-9000')).status).toBe(404);
    for (const path of [
      '/omega-c-750',
      '/prd-omega-c-750/omega-c-750-operating',
      '/prd-omega-c-750/omega-c-750-operating/omega-c-750-op-safety',
      '/no-such-product',
      '/prd-cutstrip-9000/omega-c-750-operating',
      '/prd-cutstrip-9000/cutstrip-9000-operating/omega-c-750-op-safety',
    ]) {
      expect((await page(anna, `/en/portal/product-information${path}`)).status, path).toBe(404);
    }
    expect((await page(boris, '/en/portal/product-information/cutstrip-9000')).status).toBe(404);
    // Shared products are visible to both companies.
    expect((await get(boris, '/api/product-information/products/easy-wire-ch2')).status).toBe(200);
    expect((await page(ivan, '/en/portal/product-information/omega-c-750')).status).toBe(200);
  });

  it("shows a product's manuals and parts list at /{slug} (the inventory's link) and a part's detail", async () => {
    const product = await page(anna, '/en/portal/product-information/cutstrip-9000');
    expect(product.status).toBe(200);
    expect(product.html).toContain('CutStrip 9000 operating manual');
    expect(product.html).toContain('href="/en/portal/product-information/prd-cutstrip-9000/cutstrip-9000-operating"');
    expect(product.html).toContain('KX-CS9-0101');
    expect(product.html).toContain('Central warehouse Thun (CH)');
    const api = await get(anna, '/api/product-information/products/cutstrip-9000');
    expect(api.body.parts).toHaveLength(8);
    expect(api.body.parts[0]).toMatchObject({
      articleNumber: 'KX-CS9-0101',
      stock: expect.any(Number),
      availabilityDays: expect.any(Number),
      location: expect.any(String),
    });
    const detail = await get(anna, `/api/product-information/parts/${api.body.parts[0].id}`);
    expect(detail.body).toMatchObject({
      name: 'Cutting blade set',
      articleNumber: 'KX-CS9-0101',
      availabilityText: expect.any(String),
      availabilityStatus: expect.stringMatching(/^(in-stock|available-soon|on-request)$/),
      image: { id: 'img-parts-0' },
    });
    const withDetail = await page(anna, '/en/portal/product-information/cutstrip-9000?part=KX-CS9-0101');
    expect(withDetail.html).toContain('Hardened steel blades for clean cuts');
    expect(withDetail.html).toContain('/api/images/img-parts-0');
    expect((await get(anna, '/api/product-information/parts/not-a-uuid')).status).toBe(404);
  });

  it('shows a manual and its topics keyed by topic id, with sanitized rich text', async () => {
    const manual = await page(anna, '/en/portal/product-information/prd-cutstrip-9000/cutstrip-9000-operating');
    expect(manual.status).toBe(200);
    expect(manual.html).toContain('Setting up a job');
    const topic = await page(
      anna,
      '/en/portal/product-information/prd-cutstrip-9000/cutstrip-9000-operating/cutstrip-9000-op-setup',
    );
    expect(topic.status).toBe(200);
    expect(topic.html).toContain('Adjust the length in steps of 0.1 mm.');
    expect(topic.html).toContain('<ol><li>Select the article in the job list.</li>');
    expect(topic.html).not.toContain('onclick');
    expect(topic.html).not.toContain('alert(');
    expect(topic.html).toContain('Next: Error messages');
  });

  it("stores a quote request with its lines for the user's company and confirms it", async () => {
    const [first, second] = await partsOf(anna, 'cutstrip-9000');
    const answer = await post(anna, {
      lines: [
        { partId: first!.id, quantity: 2 },
        { partId: second!.id, quantity: 5 },
      ],
      note: 'Please deliver to the Hamburg plant.',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      number: expect.stringMatching(/^Q-5\d{4}$/),
      companyName: 'Apex Cable Systems',
      lines: [
        { partId: first!.id, name: first!.name, quantity: 2 },
        { partId: second!.id, name: second!.name, quantity: 5 },
      ],
    });
    const db = sut.database.handle.db;
    const [stored] = await db.select().from(partsQuoteRequest).where(eq(partsQuoteRequest.id, answer.body.id));
    expect(stored).toMatchObject({
      contactEmail: 'anna@apex.example.com',
      note: 'Please deliver to the Hamburg plant.',
    });
    const [apex] = await db.select({ id: company.id }).from(company).where(eq(company.slug, 'apex'));
    expect(stored!.companyId).toBe(apex!.id);
    const lines = await db
      .select()
      .from(partsQuoteRequestLine)
      .where(eq(partsQuoteRequestLine.quoteRequestId, answer.body.id));
    expect(lines.map((l) => l.quantity).sort()).toEqual([2, 5]);

    // The sales team's mail, queued in the outbox in the same transaction (modules/mail).
    const mails = await db.execute<{ recipient: string; reply_to: string; subject: string; body: string }>(
      sql`select recipient, reply_to, subject, body from mail_outbox where kind = 'quote-request' and subject like ${`%${answer.body.number}%`}`,
    );
    const [mail] = (
      mails as unknown as { rows: { recipient: string; reply_to: string; subject: string; body: string }[] }
    ).rows;
    expect(mail).toMatchObject({
      recipient: 'sales@kudex.example',
      reply_to: 'anna@apex.example.com',
      subject: `Quote request ${answer.body.number} from Apex Cable Systems`,
    });
    expect(mail!.body).toContain('Company: Apex Cable Systems');
    expect(mail!.body).toContain('Requested by: Anna');
    expect(mail!.body).toContain(`2 × ${answer.body.lines[0].articleNumber}  ${first!.name}`);
    expect(mail!.body).toContain('Please deliver to the Hamburg plant.');

    expect((await get(anna, `/api/product-information/quote-requests/${answer.body.id}`)).body.number).toBe(
      answer.body.number,
    );
    expect((await get(boris, `/api/product-information/quote-requests/${answer.body.id}`)).status).toBe(404);
  });

  it('refuses bad quote requests with 400 and a message', async () => {
    const [part] = await partsOf(anna, 'cutstrip-9000');
    const [omegaPart] = await partsOf(ivan, 'omega-c-750');
    const line = (quantity: unknown, partId: unknown = part!.id) => ({ lines: [{ partId, quantity }] });
    const cases: [unknown, string][] = [
      [line(1, '5b0c3d9e-2f4a-4c6b-9a1e-000000000000'), QUOTE_MESSAGES.unknownPart],
      [line(1, omegaPart!.id), QUOTE_MESSAGES.unknownPart],
      [line(1, 'not-a-uuid'), QUOTE_MESSAGES.partId],
      [line(0), QUOTE_MESSAGES.quantity],
      [line(-3), QUOTE_MESSAGES.quantity],
      [line(1000), QUOTE_MESSAGES.quantity],
      [line(1e12), QUOTE_MESSAGES.quantity],
      [line(1.5), QUOTE_MESSAGES.quantity],
      [line('2'), QUOTE_MESSAGES.quantity],
      [{ lines: [] }, QUOTE_MESSAGES.lines],
      [{}, QUOTE_MESSAGES.lines],
      [{ lines: Array.from({ length: 51 }, () => ({ partId: part!.id, quantity: 1 })) }, QUOTE_MESSAGES.lines],
      [
        {
          lines: [
            { partId: part!.id, quantity: 1 },
            { partId: part!.id, quantity: 2 },
          ],
        },
        QUOTE_MESSAGES.duplicate,
      ],
      [{ ...line(1), note: 'x'.repeat(2001) }, QUOTE_MESSAGES.note],
      [{ ...line(1), companyId: 'someone-else' }, 'property companyId should not exist'],
      ['{"lines": [', 'not valid JSON'],
    ];
    for (const [body, message] of cases) {
      const answer = await post(anna, body);
      expect(answer.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(answer.body.message).toContain(message);
    }
    expect((await post(anna, line(1), { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await post(anna, line(1), { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(undefined, line(1))).status).toBe(401);
    const count = await sut.database.handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from parts_quote_request where note = ${'x'.repeat(2001)}`,
    );
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    const mails = await sut.database.handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from mail_outbox where kind = 'quote-request'`,
    );
    const requests = await sut.database.handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from parts_quote_request`,
    );
    // A refused request leaves neither a request nor a mail: one mail per stored request.
    expect((mails as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(
      (requests as unknown as { rows: { n: number }[] }).rows[0]!.n,
    );
  });
});
