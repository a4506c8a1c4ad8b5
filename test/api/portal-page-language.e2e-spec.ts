import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionaryFor } from '../../i18n/index.js';
import { freePort } from '../support/free-port.js';
import { type CookieJar, signInToPortal } from '../support/oidc-test-provider.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

const TYPE_KEYS = {
  breakdown: 'tickets.type.breakdown',
  maintenance: 'tickets.type.maintenance',
  spareParts: 'tickets.type.spareParts',
  software: 'tickets.type.software',
} as const;

/**
 * A signed-in page's document title (what the browser tab, the history and a screen reader announce first, WCAG
 * 2.4.2), its breadcrumbs, the account form's country and language names and the ticket types are in the page's
 * language. The portal's section views had English titles on every
 * language's pages ('Service tickets | Kudex Group' on /de/portal/tickets/list) and the dashboard and the account
 * page were titled with the user's name.
 */
describe('the portal speaks the page language', () => {
  let sut: TestApp;
  let base: string;
  let anna: CookieJar;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    sut = await startTestApp({ port });
    anna = await signInToPortal(base, 'anna@apex.example.com'); // tickets, inventory, product information
  });
  afterAll(async () => {
    await sut?.stop();
  });

  async function page(path: string): Promise<string> {
    const response = await fetch(`${base}${path}`, { headers: { cookie: anna.header(base) }, redirect: 'manual' });
    expect(response.status, path).toBe(200);
    return response.text();
  }
  /** The page without its scripts (the serialized page context carries the ticketing system's own labels). */
  const visible = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

  const SECTIONS = [
    ['', 'header.account.portal'],
    ['/account', 'account.title'],
    ['/tickets/list', 'tickets.list.title'],
    ['/tickets/newticket', 'tickets.new.title'],
    ['/inventory', 'inventory.title'],
    ['/inventory/old', 'inventory.title'],
    ['/product-information', 'productInfo.title'],
  ] as const;

  it.each(['de', 'ja', 'en'])('titles every portal section in %s', async (language) => {
    const t = dictionaryFor(language);
    for (const [path, key] of SECTIONS) {
      const html = await page(`/${language}/portal${path}`);
      expect(titleOf(html), `/${language}/portal${path}`).toBe(`${t[key]} | ${t['site.company']}`);
    }
  });

  it("gives a product's page a breadcrumb back to product information in the page language", async () => {
    const t = dictionaryFor('de');
    const list = await page('/de/portal/product-information');
    const product = /href="(\/de\/portal\/product-information\/[\w-]+)"/.exec(list)?.[1];
    expect(product).toBeDefined();
    const html = await page(product!);
    const breadcrumbs = /<nav[^>]*class="[^"]*breadcrumbs[^"]*"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    expect(breadcrumbs).toContain(`>${t['productInfo.title']}</a>`);
    expect(breadcrumbs).not.toContain('Product information');
  });

  it("lists the account form's countries and languages by their names in the page language", async () => {
    const html = await page('/fr/portal/account');
    const options = (name: string) => {
      const select = new RegExp(`<select[^>]*name="${name}"[\\s\\S]*?</select>`).exec(html)?.[0] ?? '';
      return [...select.matchAll(/<option [^>]*>([^<]+)<\/option>/g)].map(([, label]) => label);
    };
    expect(options('country')).toEqual(expect.arrayContaining(['Allemagne', 'États-Unis', 'Suisse']));
    expect(options('country')).not.toContain('Germany');
    expect(options('language')).toEqual(expect.arrayContaining(['Allemand', 'Anglais', 'Français', 'Tchèque']));
  });

  it('names the ticket types in the page language, in the list, its filter, a ticket and the form', async () => {
    const t = dictionaryFor('de');
    const list = await page('/de/portal/tickets/list');
    expect(list).toContain(`<td>${t['tickets.type.breakdown']}</td>`);
    expect(list).toContain(`<option value="spare-parts">${t['tickets.type.spareParts']}</option>`);
    expect(visible(list)).not.toContain('Machine breakdown');
    const ticket = /href="(\/de\/portal\/tickets\/[0-9a-f-]{36})"/.exec(list)?.[1];
    expect(await page(ticket!)).toMatch(
      new RegExp(
        `<dd>(${Object.values(TYPE_KEYS)
          .map((key) => t[key])
          .join('|')})</dd>`,
      ),
    );
    const form = await page('/de/portal/tickets/newticket');
    expect(form).toContain(`<option value="maintenance">${t['tickets.type.maintenance']}</option>`);
  });

  it("names the ticket types in the service desk's queue in the page language", async () => {
    const sam = await signInToPortal(base, 'sam@kudex.example.com');
    const response = await fetch(`${base}/fr/portal/service-desk`, { headers: { cookie: sam.header(base) } });
    expect(response.status).toBe(200);
    const queue = await response.text();
    const t = dictionaryFor('fr');
    expect(queue).toContain(`<option value="software">${t['tickets.type.software']}</option>`);
    expect(queue).toContain(`<td>${t['tickets.type.breakdown']}</td>`);
    expect(visible(queue)).not.toContain('Machine breakdown');
  });

  it('titles the sign-in error page in the page language and still records the code (SPEC §8)', async () => {
    const response = await fetch(`${base}/de/callback?failed=timeout`);
    const html = await response.text();
    const t = dictionaryFor('de');
    expect(titleOf(html)).toBe(`${t['portal.loginError.title']} | ${t['site.company']}`);
    expect(html).toContain('Authorization timed out');
  });
});
