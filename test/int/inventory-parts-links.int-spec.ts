import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CookieJar, signInToPortal } from '../support/oidc-test-provider.js';
import { freePort } from '../support/free-port.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

/** The "Parts list" links of an inventory page (href and accessible name). */
const partsLinks = (html: string) =>
  [...html.matchAll(/<a href="([^"]+)" aria-label="(Parts list of machine [^"]+)">/g)].map(([, href, label]) => ({
    href: href!.replace(/&amp;/g, '&'),
    label: label!,
  }));

/** 8 of 10 "Parts list" links in the inventory answered 404. */
describe('every "Parts list" link in the inventory leads to a page that exists', () => {
  let sut: TestApp;
  let base: string;

  const signIn = (login: string) => signInToPortal(base, login);
  const get = (jar: CookieJar, path: string) =>
    fetch(`${base}${path}`, { headers: { cookie: jar.header(base) }, redirect: 'manual' });

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    sut = await startTestApp({ port });
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it.each(['anna@apex.example.com', 'carl@apex.example.com', 'olli@borealis.example.com'])(
    '%s: each Parts list link on every inventory page answers 200',
    async (login) => {
      const jar = await signIn(login);
      const links: { href: string; label: string }[] = [];
      const first = await get(jar, '/en/portal/inventory');
      expect(first.status).toBe(200);
      const html = await first.text();
      links.push(...partsLinks(html));
      const pages = Number(/Page 1 of (\d+)/.exec(html)?.[1] ?? 1);
      for (const path of [
        ...Array.from({ length: pages - 1 }, (_, i) => `/en/portal/inventory?page=${i + 2}`),
        '/en/portal/inventory/old',
      ]) {
        const page = await get(jar, path);
        expect(page.status, path).toBe(200);
        links.push(...partsLinks(await page.text()));
      }
      for (const link of links) {
        const target = await get(jar, link.href);
        expect(target.status, `${link.label}: ${link.href}`).toBe(200);
      }
    },
  );

  it('still shows the link where a parts list exists (anna, CrimpCenter 64)', async () => {
    const jar = await signIn('anna@apex.example.com');
    const html = await (await get(jar, '/en/portal/inventory?q=CrimpCenter')).text();
    expect(partsLinks(html)).toContainEqual({
      href: '/en/portal/product-information/crimpcenter-64',
      label: 'Parts list of machine 97-1201',
    });
  });
});
