import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, walk } from '../support/oidc-test-provider.js';
import { freePort } from '../support/free-port.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

/** SPEC §1 customer area, §4 services from roles, §6 roles: the dashboard's tiles as each demo user sees them. */
describe('the dashboard at /{locale}/portal', () => {
  let sut: TestApp;
  let base: string;

  async function dashboard(login: string, path = '/en/portal') {
    const jar = new CookieJar();
    const { url } = await walk(jar, `${base}/api/auth/login?returnTo=${encodeURIComponent(path)}`, { login });
    expect(url).toBe(`${base}${path}`);
    const response = await fetch(`${base}${path}`, { headers: { cookie: jar.header(base) }, redirect: 'manual' });
    expect(response.status).toBe(200);
    return response.text();
  }

  /** Each tile's status and link target, by its title. */
  function tiles(html: string): Record<string, { status: string; href: string | undefined }> {
    const found = html.matchAll(
      /<li class="portal-tile[^"]*" data-status="(\w+)"><h3 class="portal-tile-title">(?:<a href="([^"]*)">)?([^<]*)/g,
    );
    return Object.fromEntries([...found].map(([, status, href, title]) => [title, { status: status!, href }]));
  }

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // A configured equipment-insight address; the other applications keep their demo defaults.
    sut = await startTestApp({ port, env: { EQUIPMENT_INSIGHT_URL: 'https://insight.customer.example/start' } });
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('links every active service of anna, the applications outside the site to their configured addresses', async () => {
    expect(tiles(await dashboard('anna@apex.example.com'))).toEqual({
      'Equipment insight': { status: 'active', href: 'https://insight.customer.example/start' },
      'Service tickets': { status: 'active', href: '/en/portal/tickets/list' },
      Inventory: { status: 'active', href: '/en/portal/inventory' },
      'User administration': { status: 'active', href: '/en/portal/user-admin' },
      'WIRE Flow': { status: 'active', href: '/en/portal/wire-flow' },
      'WIRE Mind': { status: 'active', href: 'https://wiremind.kudex.example' },
      'WIRE Mind master data': { status: 'active', href: 'https://wiremind.kudex.example/master-data' },
      'Learning hub': { status: 'active', href: 'https://learn.kudex.example' },
      'Product information': { status: 'active', href: '/en/portal/product-information' },
      Parts: { status: 'active', href: '/en/portal/product-information' },
    });
  });

  it('shows carl, without the product information role, parts and the applications unregistered and unlinked', async () => {
    const carl = tiles(await dashboard('carl@apex.example.com'));
    for (const title of ['Equipment insight', 'WIRE Mind', 'WIRE Mind master data', 'Learning hub', 'Parts']) {
      expect(carl[title]).toEqual({ status: 'unregistered', href: undefined });
    }
    expect(carl['Service tickets']).toEqual({ status: 'active', href: '/en/portal/tickets/list' });
  });

  it('links the learning-hub invitation of bea, in her language', async () => {
    const bea = tiles(await dashboard('bea@borealis.example.com', '/de/portal'));
    expect(Object.values(bea).find((tile) => tile.status === 'invited')).toEqual({
      status: 'invited',
      href: 'https://learn.kudex.example',
    });
    expect(Object.values(bea).filter((tile) => tile.status === 'unregistered' && tile.href)).toEqual([]);
  });
});
