import type { InventoryPageDto } from '../../modules/inventory/inventory.dto.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CookieJar, signInToPortal } from '../support/oidc-test-provider.js';
import { freePort } from '../support/free-port.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { DATABASE_KINDS } from '../support/test-database.js';

const APEX_SERIALS = [
  '05-7788',
  '30-0815',
  '36-0455',
  '59-1500',
  '60-3321',
  '64-0907',
  '70-1187',
  '90-2210',
  '90-2211',
  '95-0042',
  '97-1201',
  'TO-4411',
];
const BOREALIS_SERIALS = [
  '08-5511',
  '12-3301',
  '25-7002',
  '33-0192',
  '64-1780',
  '75-0220',
  '90-3100',
  'CQ-1209',
  'HP-0310',
];

describe.each(DATABASE_KINDS)('inventory at /api/inventory and /{locale}/portal/inventory (%s)', (kind) => {
  let sut: TestApp;
  let base: string;
  let carl: CookieJar;
  let olli: CookieJar;
  let bea: CookieJar;

  const signIn = (login: string) => signInToPortal(base, login);

  const get = (jar: CookieJar | undefined, path: string) =>
    fetch(`${base}${path}`, { headers: { cookie: jar?.header(base) ?? '' }, redirect: 'manual' });

  async function list(jar: CookieJar, query = '') {
    const response = await get(jar, `/api/inventory${query}`);
    const body = (await response.json()) as InventoryPageDto & { message?: string; statusCode?: number };
    return { status: response.status, body };
  }

  const serials = (page: InventoryPageDto) => page.items.map((m) => m.serialNumber);

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    sut = await startTestApp({ port, database: kind });
    carl = await signIn('carl@apex.example.com');
    olli = await signIn('olli@borealis.example.com');
    bea = await signIn('bea@borealis.example.com');
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('answers 401 JSON without a session, on the list and the export', async () => {
    for (const path of ['/api/inventory', '/api/inventory/export.csv']) {
      const response = await get(undefined, path);
      expect(response.status).toBe(401);
      expect(((await response.json()) as { message: string }).message).toBe('Sign-in required');
    }
  });

  it('answers 403 without the asset-database role, on the API, the export and both pages', async () => {
    for (const path of ['/api/inventory', '/api/inventory/export.csv']) {
      const response = await get(bea, path);
      expect(response.status).toBe(403);
      expect(((await response.json()) as { message: string }).message).toMatch(/asset database/);
    }
    for (const path of ['/en/portal/inventory', '/en/portal/inventory/old']) {
      const response = await get(bea, path);
      expect(response.status).toBe(403);
      const html = await response.text();
      expect(html).toContain('No access');
      expect(html).not.toContain('12-3301');
    }
  });

  it('shows each company its own machines only (carl@apex, olli@borealis), in the API and on the page', async () => {
    const apex = await list(carl, '?pageSize=50');
    expect(apex.status).toBe(200);
    expect(apex.body.total).toBe(APEX_SERIALS.length);
    expect(serials(apex.body)).toEqual(APEX_SERIALS);
    const borealis = await list(olli, '?pageSize=50');
    expect(borealis.body.total).toBe(BOREALIS_SERIALS.length);
    expect(serials(borealis.body)).toEqual(BOREALIS_SERIALS);
    // Both have a CrimpCenter 64: the product filter still finds only the company's own.
    expect(serials((await list(carl, '?product=crimpcenter-64')).body)).toEqual(['64-0907', '97-1201']);
    expect(serials((await list(olli, '?product=crimpcenter-64')).body)).toEqual(['64-1780']);
    // Another company's serial number or location finds nothing.
    expect((await list(carl, '?q=64-1780')).body.total).toBe(0);
    expect((await list(carl, '?location=borealis-oulu')).body.total).toBe(0);

    const page = await (await get(carl, '/en/portal/inventory?sort=serial-desc')).text();
    expect(page).toContain('TO-4411');
    for (const serial of BOREALIS_SERIALS.filter((s) => !APEX_SERIALS.includes(s))) expect(page).not.toContain(serial);
    const old = await get(olli, '/en/portal/inventory/old');
    expect(old.status).toBe(200);
    const oldHtml = await old.text();
    for (const serial of BOREALIS_SERIALS) expect(oldHtml).toContain(serial);
    for (const serial of APEX_SERIALS.filter((s) => !['64-0907'].includes(s))) expect(oldHtml).not.toContain(serial);
  });

  it("answers one machine of the company at /api/inventory/{id}; another company's is a 404", async () => {
    const [own] = (await list(carl)).body.items;
    const machine = await get(carl, `/api/inventory/${own!.id}`);
    expect(machine.status).toBe(200);
    expect(machine.headers.get('cache-control')).toBe('private, no-store');
    expect(await machine.json()).toEqual(own);
    const [foreign] = (await list(olli)).body.items;
    for (const id of [foreign!.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const refused = await get(carl, `/api/inventory/${id}`);
      expect(refused.status, id).toBe(404);
      expect(await refused.json(), id).toMatchObject({ code: 'MachineNotFound', message: 'Machine not found' });
    }
    expect((await get(bea, `/api/inventory/${foreign!.id}`)).status).toBe(403);
    expect((await get(undefined, `/api/inventory/${own!.id}`)).status).toBe(401);
  });

  it('searches, filters by location and product, sorts and pages', async () => {
    const search = await list(carl, '?q=cutstrip');
    expect(serials(search.body)).toEqual(['70-1187', '90-2210', '90-2211']);
    expect(search.body.items[0]!.product).toEqual({
      slug: 'cutstrip-7000',
      name: 'CutStrip 7000',
      route: '/products/cutting-stripping/cut-strip-machines/cutstrip-7000',
    });
    expect((await list(carl, '?q=MOS%206.1')).body.total).toBe(2);
    const lyon = await list(carl, '?location=apex-lyon&sort=commissioned-desc');
    expect(serials(lyon.body)).toEqual(['TO-4411', '64-0907', '90-2211', '36-0455', '70-1187', '60-3321']);
    expect(lyon.body.items.every((m) => m.location.label === 'Lyon plant')).toBe(true);
    const byWarranty = await list(carl, '?sort=warranty-asc&pageSize=2');
    expect(serials(byWarranty.body)).toEqual(['60-3321', '70-1187']);
    const second = await list(carl, '?page=2&pageSize=5');
    expect(second.body).toMatchObject({ total: 12, page: 2, pageSize: 5 });
    expect(serials(second.body)).toEqual(APEX_SERIALS.slice(5, 10));
    const last = await list(carl, '?page=3&pageSize=5');
    expect(serials(last.body)).toEqual(APEX_SERIALS.slice(10));
    // An empty result still has its page 1.
    expect((await list(carl, '?q=nothing-like-this')).body).toMatchObject({ total: 0, page: 1, items: [] });
  });

  it('combines search, filters and every sort, and counts the filtered machines for a page past the end', async () => {
    // Each combination of filters and order is a statement of its own (prepared once): they must not mix.
    const lyonCutStrip = await list(carl, '?q=cutstrip&location=apex-lyon&sort=serial-desc');
    expect(serials(lyonCutStrip.body)).toEqual(['90-2211', '70-1187']);
    const product = await list(carl, '?product=cutstrip-7000&sort=serial-asc');
    expect(serials(product.body)).toEqual(['70-1187']);
    const all = await list(carl, '?product=cutstrip-7000&location=apex-lyon&q=70-11');
    expect(serials(all.body)).toEqual(['70-1187']);
    expect((await list(carl, '?product=cutstrip-7000&location=apex-lyon&q=90-22')).body.total).toBe(0);
    // `%` and `_` are letters in a search, not wildcards.
    expect((await list(carl, '?q=%25')).body.total).toBe(0);
    expect((await list(carl, '?q=_')).body.total).toBe(0);
    for (const field of ['serial', 'product', 'location', 'commissioned', 'warranty', 'software']) {
      const ascending = serials((await list(carl, `?sort=${field}-asc&pageSize=50`)).body);
      const descending = serials((await list(carl, `?sort=${field}-desc&pageSize=50`)).body);
      expect([...ascending].sort()).toEqual(APEX_SERIALS);
      expect([...descending].sort()).toEqual(APEX_SERIALS);
    }
    const bySerial = serials((await list(carl, '?sort=serial-desc&pageSize=50')).body);
    expect(bySerial).toEqual([...APEX_SERIALS].reverse());
    // The same statement for another company reads that company's machines only.
    expect(serials((await list(olli, '?sort=serial-desc&pageSize=50')).body)).toEqual([...BOREALIS_SERIALS].reverse());
    // A page past the end counts what the filters match: Lyon has 6 machines, 2 pages of 5.
    const past = await list(carl, '?location=apex-lyon&page=3&pageSize=5');
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('Page 3 is out of range: there are 2 pages');
    const pastSearch = await list(carl, '?q=cutstrip&page=2&pageSize=5');
    expect(pastSearch.body.message).toBe('Page 2 is out of range: there is 1 page');
  });

  it('answers bad input with 400 and a message, on the API and the page, never a 500', async () => {
    const cases: [string, RegExp][] = [
      ['?sort=price-asc', /Unknown sort key "price-asc"/],
      ['?sort=', /./],
      ['?page=99', /Page 99 is out of range: there are 2 pages/],
      ['?page=0', /whole number from 1/],
      ['?page=-1', /whole number from 1/],
      ['?page=1.5', /whole number from 1/],
      ['?page=abc', /whole number from 1/],
      ['?page=99999999999999999999', /whole number from 1/],
      [`?q=${'x'.repeat(101)}`, /longer than 100 characters/],
      [`?location=${'x'.repeat(101)}`, /location filter is longer/],
      ['?pageSize=51', /page size/],
      ['?pageSize=0', /page size/],
      ['?sort=serial-asc&sort=serial-desc', /more than once/],
    ];
    for (const [query, message] of cases) {
      const answer = await list(carl, query);
      if (query === '?sort=') {
        expect(answer.status).toBe(200); // an empty sort is the default one
        continue;
      }
      expect({ query, status: answer.status }).toEqual({ query, status: 400 });
      expect(answer.body.message).toMatch(message);
    }
    expect((await get(carl, '/api/inventory/export.csv?sort=nope')).status).toBe(400);
    for (const query of ['?sort=nope', '?page=7', `?q=${'y'.repeat(101)}`]) {
      const page = await get(carl, `/en/portal/inventory${query}`);
      expect({ query, status: page.status }).toEqual({ query, status: 400 });
      expect(await page.text()).toContain('This address is not valid');
    }
    // An unknown sub-page is a 404.
    expect((await get(carl, '/en/portal/inventory/new')).status).toBe(404);
  });

  it('exports the filtered machines as CSV with its headers', async () => {
    const response = await get(carl, '/api/inventory/export.csv?location=apex-hamburg&sort=serial-desc');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?inventory-\d{4}-\d{2}-\d{2}\.csv"?$/,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = await response.text();
    expect(text.startsWith('\uFEFF')).toBe(false); // fetch's text() drops the BOM
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Serial number,Product,Variant,Location,Commissioned on,Warranty ends on,Service contract,Software version',
    );
    expect(lines).toHaveLength(1 + 6);
    expect(lines[1]).toMatch(
      /^97-1201,CrimpCenter 64,CrimpCenter 64 [^,]*,Hamburg plant,2019-03-14,2022-03-14,Care Premium,MOS 5\.2\.1$/,
    );
    const bytes = new Uint8Array(await (await get(carl, '/api/inventory/export.csv')).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const all = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
    expect(all).toHaveLength(1 + APEX_SERIALS.length);
    // Olli's export holds Borealis's machines only.
    const borealis = await (await get(olli, '/api/inventory/export.csv')).text();
    expect(borealis).toContain('12-3301');
    expect(borealis).not.toContain('97-1201');
  });

  it('escapes cells that a spreadsheet would read as a formula, and quotes commas and quotes', async () => {
    const db = sut.database.handle.db;
    await db.execute(
      sql`update installed_machine set software_version = '=HYPERLINK("http://evil.example","x")', location_label = '+SUM(1,2)' where serial_number = '60-3321'`,
    );
    await db.execute(
      sql`update installed_machine set software_version = '-2+3', location_label = '@cmd' where serial_number = 'TO-4411'`,
    );
    try {
      const text = await (await get(carl, '/api/inventory/export.csv?location=apex-lyon&sort=serial-asc')).text();
      const lines = text.trimEnd().split('\r\n');
      const row = (serial: string) => lines.find((line) => line.startsWith(serial))!;
      expect(row('60-3321')).toContain(`,"'+SUM(1,2)",`);
      expect(row('60-3321').endsWith(`,"'=HYPERLINK(""http://evil.example"",""x"")"`)).toBe(true);
      expect(row('TO-4411')).toContain(",'@cmd,");
      expect(row('TO-4411').endsWith(",'-2+3")).toBe(true);
      // The search text is literal: % and _ match only themselves.
      expect((await list(carl, '?q=%25')).body.total).toBe(0);
    } finally {
      await db.execute(
        sql`update installed_machine set software_version = '1.9.0', location_label = 'Lyon plant' where serial_number = '60-3321'`,
      );
      await db.execute(
        sql`update installed_machine set software_version = '7.2', location_label = 'Lyon plant' where serial_number = 'TO-4411'`,
      );
    }
  });

  it('links each machine to its catalogue page, its tickets, a prefilled new ticket and its parts list', async () => {
    const html = await (await get(carl, '/en/portal/inventory?q=97-1201')).text();
    expect(html).toContain('href="/en/products/crimping/crimp-centers/crimpcenter-64"');
    expect(html).toContain('href="/en/portal/tickets/list?machine=apex-cs-9700&amp;status=unresolved"');
    expect(html).toContain('href="/en/portal/tickets/newticket?machine=apex-cs-9700&amp;location=apex-hamburg"');
    // Carl has no product-information role, so no "Parts list" link (it answered 403); a user who has
    // it sees the link (test/int/inventory-parts-links.int-spec.ts).
    expect(html).not.toContain('href="/en/portal/product-information/');
    expect((await get(carl, '/en/products/crimping/crimp-centers/crimpcenter-64')).status).toBe(200);

    // The machine's open tickets: the ticket list filtered by it, closed ones left out.
    const all = await (await get(carl, '/en/portal/tickets/list')).text();
    const unresolved = await (await get(carl, '/en/portal/tickets/list?status=unresolved')).text();
    expect(all).toMatch(/<td>Closed<\/td>/);
    expect(unresolved).not.toMatch(/<td>Closed<\/td>/);
    const tickets = await (await get(carl, '/en/portal/tickets/list?machine=apex-cs-9700&status=unresolved')).text();
    expect(tickets).toContain('T-10001');
    expect(tickets).toContain('T-10004');
    expect(tickets).not.toContain('T-10002');

    // The new-ticket form preselects the company's machine and location; another company's machine selects nothing.
    const form = await (
      await get(carl, '/en/portal/tickets/newticket?machine=apex-cs-9700&location=apex-hamburg')
    ).text();
    expect(form).toMatch(/<option value="apex-cs-9700" selected="">CrimpCenter 64 \(SN 97-1201\)<\/option>/);
    expect(form).toMatch(/<option value="apex-hamburg" selected="">/);
    const foreign = await (await get(carl, '/en/portal/tickets/newticket?machine=borealis-ts-12')).text();
    expect(foreign).not.toMatch(/<option value="[^"]+" selected="">/);
  });

  it('keeps the ticket form machines and the inventory of a company consistent', async () => {
    const db = sut.database.handle.db;
    const result = await db.execute<{ missing: number }>(sql`
      select count(*)::int as missing from installed_machine m
      where m.ticket_machine is null or not exists (
        select 1 from ticket_option o
        where o.company_id = m.company_id and o.kind = 'machine' and o.value = m.ticket_machine)`);
    expect((result as unknown as { rows: { missing: number }[] }).rows[0]!.missing).toBe(0);
    const tickets = await db.execute<{ orphans: number }>(sql`
      select count(*)::int as orphans from ticket t
      where not exists (select 1 from installed_machine m where m.company_id = t.company_id and m.ticket_machine = t.machine)`);
    expect((tickets as unknown as { rows: { orphans: number }[] }).rows[0]!.orphans).toBe(0);
  });
});
