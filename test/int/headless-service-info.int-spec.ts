import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/core/database/database.js';
import { type CookieJar, signInToPortal } from '../support/oidc-test-provider.js';
import {
  type PeerInstance,
  peerAddresses,
  peerInstance,
  renderingPeerEnv,
  sourcePeerEnv,
  stopPeers,
} from '../support/peer-instances.js';
import type { ServerProcess } from '../support/server-process.js';

// Issue 33, SPEC §7.6: a second instance whose inventory and product information come from the first's
// service-information schema (SERVICE_INFO_URL at its /api/tickets-proxy), its customers signed in at the first
// one's provider (OIDC_ISSUER + PEER_SITES), so the ID token it forwards in `ciam_id_token` is one the first trusts.
// Two real server processes of the production build, each on its own PGlite database, no mocks.
const CUSTOMER = 'anna@apex.example.com';
/** Of another company (Borealis): its machines and products are never Apex's. */
const OTHER_CUSTOMER = 'olli@borealis.example.com';
/** SPEC §8: the generic apology, try again, contact support (i18n `tickets.error.failed`). */
const APOLOGY = 'We are sorry, something went wrong. Please try again, and contact our support if it happens again.';
const SLOW = 300_000;
const PORTAL = '/en/portal';
const INFO = `${PORTAL}/product-information`;

interface Json {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers, checked field by field
  body: any;
}

async function get(base: string, jar: CookieJar | undefined, path: string): Promise<Json> {
  const response = await fetch(`${base}${path}`, { headers: jar ? { cookie: jar.header(base) } : {} });
  return { status: response.status, body: await response.json() };
}

async function gql(base: string, jar: CookieJar, query: string, variables = {}): Promise<Json> {
  const response = await fetch(`${base}/api/tickets-proxy`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie: jar.header(base) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: await response.json() };
}

async function page(base: string, jar: CookieJar, path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${base}${path}`, { headers: { cookie: jar.header(base) }, redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

/** Marks the rendering instance's own copy of the seed: anything shown from its tables would carry LOCAL. */
async function markOwnTables(dataDir: string): Promise<void> {
  const handle = await openDatabase({ pgliteDir: dataDir });
  await handle.db.execute(sql`update installed_machine set serial_number = 'LOCAL-' || serial_number`);
  await handle.db.execute(sql`update product_manual set title = 'LOCAL ' || title`);
  await handle.db.execute(sql`update product_manual_topic set title = 'LOCAL ' || title`);
  await handle.db.execute(sql`update part set name = 'LOCAL ' || name`);
  await handle.close();
}

/** What a page shows of its data: the text and the links of its main content (no nonces, no page state). */
function shown(html: string): string {
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  return main
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/\s(?:id|aria-labelledby|aria-describedby|for)="[^"]*"/g, '')
    .replace(/\s+/g, ' ');
}

describe('headless service information: a second instance with SERVICE_INFO_URL at the first', () => {
  const peers: PeerInstance[] = [];
  let source: ServerProcess;
  let rendering: ServerProcess;
  let sourceBase: string;
  let renderingBase: string;
  let onSource: CookieJar;
  let onRendering: CookieJar;
  let otherOnSource: CookieJar;

  beforeAll(async () => {
    ({ sourceBase, renderingBase } = await peerAddresses());
    peers.push(await peerInstance('service-info-source', sourceBase, sourcePeerEnv(renderingBase)));
    // The rendering instance's own tables are marked: what it shows never comes from them.
    peers.push(
      await peerInstance(
        'service-info-rendering',
        renderingBase,
        { ...renderingPeerEnv(sourceBase), SERVICE_INFO_URL: `${sourceBase}/api/tickets-proxy` },
        markOwnTables,
      ),
    );
    [source, rendering] = peers.map((peer) => peer.server) as [ServerProcess, ServerProcess];
    await Promise.all([source.start(120_000), rendering.start(120_000)]);
    onSource = await signInToPortal(sourceBase, CUSTOMER);
    otherOnSource = await signInToPortal(sourceBase, OTHER_CUSTOMER);
    onRendering = await signInToPortal(renderingBase, CUSTOMER);
  }, SLOW);

  afterAll(() => stopPeers(...peers));

  it("serves the customer's machines and product information in the source's GraphQL schema, company-scoped", async () => {
    const machines = await gql(
      sourceBase,
      onSource,
      '{ inventory(query: { pageSize: 50 }) { total items { id serialNumber location { label } } } }',
    );
    expect(machines.status).toBe(200);
    const apex = await get(sourceBase, onSource, '/api/inventory?pageSize=50');
    expect(machines.body.data.inventory.total).toBe(apex.body.total);
    expect(machines.body.data.inventory.items.map((m: { id: string }) => m.id)).toEqual(
      apex.body.items.map((m: { id: string }) => m.id),
    );

    // Another company's machine is not found, as by the API.
    const borealis = await get(sourceBase, otherOnSource, '/api/inventory');
    const foreign = borealis.body.items[0].id as string;
    expect(apex.body.items.map((m: { id: string }) => m.id)).not.toContain(foreign);
    const machine = '($id: ID!) { installedMachine(id: $id) { id serialNumber } }';
    const refused = await gql(sourceBase, onSource, `query M${machine}`, { id: foreign });
    expect(refused.status).toBe(404);
    expect(refused.body.errors[0].message).toBe('Machine not found');
    const own = await gql(sourceBase, onSource, `query M${machine}`, { id: apex.body.items[0].id });
    expect(own.body.data.installedMachine.serialNumber).toBe(apex.body.items[0].serialNumber);

    // The other company's customer sees exactly theirs; without the product-information role, 403 as from the API.
    const theirs = await gql(sourceBase, otherOnSource, '{ inventory(query: { pageSize: 50 }) { items { id } } }');
    const theirsByApi = await get(sourceBase, otherOnSource, '/api/inventory?pageSize=50');
    expect(theirs.body.data.inventory.items).toEqual(theirsByApi.body.items.map((m: { id: string }) => ({ id: m.id })));
    const noRole = await gql(sourceBase, otherOnSource, '{ infoProducts { slug } }');
    expect(noRole.status).toBe(403);
    expect(noRole.body.errors[0].message).toBe('Product information is not active for this user');

    // The list's query is checked by the API's rules, with its message.
    const badSort = await gql(sourceBase, onSource, '{ inventory(query: { sort: "nope" }) { total } }');
    expect(badSort.status).toBe(400);
    expect(badSort.body.errors[0].message).toMatch(/^Unknown sort key "nope"/);

    const products = await gql(sourceBase, onSource, '{ infoProducts { slug } }');
    const apiProducts = await get(sourceBase, onSource, '/api/product-information/products');
    expect(products.body.data.infoProducts.map((p: { slug: string }) => p.slug)).toEqual(
      apiProducts.body.map((p: { slug: string }) => p.slug),
    );
    const otherProduct = await gql(sourceBase, onSource, '{ infoProduct(slug: "omega-c-750") { product { id } } }');
    expect(otherProduct.status).toBe(404);
    expect(otherProduct.body.errors[0].message).toBe('Product not found');
  });

  it('answers the inventory API with the same machines as the source, and 404 for another company’s', async () => {
    for (const path of ['/api/inventory', '/api/inventory?sort=commissioned-desc&page=2&pageSize=5']) {
      const [there, here] = [await get(sourceBase, onSource, path), await get(renderingBase, onRendering, path)];
      expect(here.status, path).toBe(200);
      expect(here.body, path).toEqual(there.body);
    }
    const apex = await get(sourceBase, onSource, '/api/inventory');
    const id = apex.body.items[0].id as string;
    const detail = await get(renderingBase, onRendering, `/api/inventory/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toEqual(apex.body.items[0]);

    const foreign = (await get(sourceBase, otherOnSource, '/api/inventory')).body.items[0].id as string;
    const refused = await get(renderingBase, onRendering, `/api/inventory/${foreign}`);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ statusCode: 404, code: 'MachineNotFound' });

    // The source's refusal of a query keeps its status and message.
    const invalid = await get(renderingBase, onRendering, '/api/inventory?page=99');
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe((await get(sourceBase, onSource, '/api/inventory?page=99')).body.message);

    const csv = async (base: string, jar: CookieJar) =>
      (await fetch(`${base}/api/inventory/export.csv`, { headers: { cookie: jar.header(base) } })).text();
    expect(await csv(renderingBase, onRendering)).toBe(await csv(sourceBase, onSource));
  });

  it('renders the same inventory pages as the source', async () => {
    for (const path of [
      `${PORTAL}/inventory`,
      `${PORTAL}/inventory?sort=serial-desc&page=2`,
      `${PORTAL}/inventory/old`,
    ]) {
      const [there, here] = [await page(sourceBase, onSource, path), await page(renderingBase, onRendering, path)];
      expect(here.status, path).toBe(200);
      expect(shown(here.html), path).toContain('30-0815');
      expect(here.html, path).not.toContain('LOCAL');
      expect(shown(here.html), path).toBe(shown(there.html));
    }
    // The ID token the rendering instance forwards never reaches its pages.
    expect((await page(renderingBase, onRendering, `${PORTAL}/inventory`)).html).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+\./);
  });

  it('renders the same product-information pages as the source, and 404 for another company’s product', async () => {
    const manualPage = await page(sourceBase, onSource, `${INFO}/prd-cutstrip-9000/cutstrip-9000-operating`);
    const topic = /href="(\/en\/portal\/product-information\/prd-cutstrip-9000\/cutstrip-9000-operating\/[^"]+)"/.exec(
      manualPage.html,
    )?.[1];
    expect(topic).toBeTruthy();
    for (const path of [
      INFO,
      `${INFO}/cutstrip-9000`,
      `${INFO}/cutstrip-9000?part=KX-CS9-0101`,
      `${INFO}/prd-cutstrip-9000/cutstrip-9000-operating`,
      topic!,
    ]) {
      const [there, here] = [await page(sourceBase, onSource, path), await page(renderingBase, onRendering, path)];
      expect(here.status, path).toBe(200);
      expect(shown(here.html).length, path).toBeGreaterThan(200);
      expect(here.html, path).not.toContain('LOCAL');
      expect(shown(here.html), path).toBe(shown(there.html));
    }
    expect((await page(renderingBase, onRendering, `${INFO}/omega-c-750`)).status).toBe(404);
    expect((await page(renderingBase, onRendering, `${INFO}/prd-cutstrip-9000/no-such-manual`)).status).toBe(404);

    const api = await get(renderingBase, onRendering, '/api/product-information/products/cutstrip-9000');
    expect(api.body).toEqual((await get(sourceBase, onSource, '/api/product-information/products/cutstrip-9000')).body);
    const foreign = await get(renderingBase, onRendering, '/api/product-information/products/omega-c-750');
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'ProductNotFound' });
  });

  it('reports the service-information upstream as up in /api/health', async () => {
    const answer = await get(renderingBase, undefined, '/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body.upstreams).toContainEqual(
      expect.objectContaining({ name: 'service-information', status: 'up' }),
    );
    expect((await get(sourceBase, undefined, '/api/health')).body.upstreams).toEqual([]);
  });

  it(
    'shows the apology, never a 500, once the source is gone; the API answers 503 and /api/health says down',
    async () => {
      const id = (await get(renderingBase, onRendering, '/api/inventory')).body.items[0].id as string;
      await source.kill('SIGTERM');

      for (const path of [
        `${PORTAL}/inventory`,
        `${PORTAL}/inventory/old`,
        INFO,
        `${INFO}/cutstrip-9000`,
        `${INFO}/prd-cutstrip-9000/cutstrip-9000-operating`,
      ]) {
        const shownPage = await page(renderingBase, onRendering, path);
        expect(shownPage.status, path).toBe(503);
        expect(shownPage.html, path).toContain(APOLOGY);
      }
      for (const path of ['/api/inventory', `/api/inventory/${id}`, '/api/product-information/products']) {
        const answer = await get(renderingBase, onRendering, path);
        expect(answer.status, path).toBe(503);
        expect(answer.body, path).toMatchObject({ statusCode: 503, code: 'ServiceInformationUnavailable' });
      }

      const health = await get(renderingBase, undefined, '/api/health');
      expect(health.status).toBe(200);
      expect(health.body.database.status).toBe('up');
      expect(health.body.upstreams).toContainEqual(
        expect.objectContaining({ name: 'service-information', status: 'down', lastError: expect.any(String) }),
      );
    },
    SLOW,
  );
});
