import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../modules/identity-provider/index.js';
import { account, company } from '../../modules/identity-provider/identity.schema.js';
import { ticket } from '../../modules/tickets/tickets.schema.js';
import { freePort } from '../support/free-port.js';
import { type CookieJar, signInToPortal } from '../support/oidc-test-provider.js';
import { DEMO_PASSWORD } from '../support/portal-sign-in.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

/** The service desk's pages (issue 31): agents only, never cached; everyone else gets the 403 page. */
describe('service desk pages', () => {
  let sut: TestApp;
  let base: string;
  let ticketId: string;
  const jars: Record<'sam' | 'carl' | 'bea' | 'nora', CookieJar> = {} as never;

  const page = (jar: CookieJar | undefined, path: string) =>
    fetch(`${base}${path}`, { headers: { cookie: jar?.header(base) ?? '' }, redirect: 'manual' });

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    sut = await startTestApp({ port });
    const { db } = sut.database.handle;
    // Internal staff without the agent role: a Kudex employee who administers users (ivan is an agent too).
    const [kudex] = await db.select({ id: company.id }).from(company).where(eq(company.slug, 'kudex'));
    await db.insert(account).values({
      email: 'nora@kudex.example.com',
      firstName: 'Nora',
      lastName: 'Nagy',
      companyId: kudex!.id,
      roles: ['kmx_delegatedadmin_intern', 'kmx_int_productinfo_active'],
      passwordHash: await hashPassword(DEMO_PASSWORD),
    });
    const [anyTicket] = await db.select({ id: ticket.id }).from(ticket).limit(1);
    ticketId = anyTicket!.id;
    jars.sam = await signInToPortal(base, 'sam@kudex.example.com');
    jars.carl = await signInToPortal(base, 'carl@apex.example.com');
    jars.bea = await signInToPortal(base, 'bea@borealis.example.com');
    jars.nora = await signInToPortal(base, 'nora@kudex.example.com');
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it.each(['carl', 'bea', 'nora'] as const)('refuses %s with the 403 page on the queue and a ticket', async (who) => {
    for (const path of ['/en/portal/service-desk', `/en/portal/service-desk/${ticketId}`]) {
      const response = await page(jars[who], path);
      expect(response.status, path).toBe(403);
      const html = await response.text();
      expect(html).toContain('No access');
      expect(html).not.toContain('Reply to the customer');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('sends a visitor without a session to sign in', async () => {
    const response = await page(undefined, '/en/portal/service-desk');
    expect(response.status).toBeGreaterThanOrEqual(300);
    expect(response.status).toBeLessThan(400);
  });

  it('shows sam the queue and a ticket, never cached', async () => {
    const queue = await page(jars.sam, '/en/portal/service-desk');
    expect(queue.status).toBe(200);
    expect(queue.headers.get('cache-control')).toBe('private, no-store');
    const html = await queue.text();
    expect(html).toContain('<caption>');
    expect(html).toMatch(/<form[^>]*method="get"/);

    const one = await page(jars.sam, `/en/portal/service-desk/${ticketId}`);
    expect(one.status).toBe(200);
    expect(one.headers.get('cache-control')).toBe('private, no-store');
    expect(await one.text()).toContain('Reply to the customer');
  });

  it("links sam's dashboard to the service desk, not carl's, and offers every company with tickets", async () => {
    const link = '<a href="/en/portal/service-desk">Service desk</a>';
    expect(await (await page(jars.sam, '/en/portal')).text()).toContain(link);
    expect(await (await page(jars.carl, '/en/portal')).text()).not.toContain(link);
    // The company filter offers the companies of every page of the queue, not only the first page's.
    const queue = await (await page(jars.sam, '/en/portal/service-desk?status=closed')).text();
    expect(queue).toMatch(/<option value="[0-9a-f-]{36}"[^>]*>Apex Cable Systems<\/option>/);
    expect(queue).toMatch(/<option value="[0-9a-f-]{36}"[^>]*>Borealis Harness<\/option>/);
  });

  it('answers 404 for a ticket id that is not a UUID or not there', async () => {
    expect((await page(jars.sam, '/en/portal/service-desk/not-a-ticket')).status).toBe(404);
    expect((await page(jars.sam, '/en/portal/service-desk/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('ignores filter values it does not know instead of failing', async () => {
    const response = await page(jars.sam, '/en/portal/service-desk?status=bogus&company=x&age=-3&page=abc');
    expect(response.status).toBe(200);
  });
});
