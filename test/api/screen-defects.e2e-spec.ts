import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../support/test-app.js';

/** The text of an HTML fragment, tags stripped and whitespace collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Defects a newcomer met on the screen, as the HTML shows them. */
describe('screen defects (HTML)', () => {
  let sut: TestApp;
  const get = (url: string) => sut.fastify.inject({ method: 'GET', url });

  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(async () => {
    await sut?.stop();
  });

  describe('the 404 page speaks the language of its address', () => {
    /** What the page shows in its main region (the serialized page context is not shown). */
    const mainOf = (html: string) => textOf(/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '');
    /** The current crumb (the last, plain text with aria-current) of the breadcrumb trail. */
    const breadcrumbOf = (html: string) =>
      /<nav class="breadcrumbs"[^>]*>[\s\S]*?<span aria-current="page">([^<]*)<\/span>/.exec(html)?.[1];

    it('German: the detail line and the breadcrumb are German, with no English line', async () => {
      const response = await get('/de/doesnotexist');
      expect(response.statusCode).toBe(404);
      expect(mainOf(response.body)).not.toContain('Page not found');
      expect(mainOf(response.body)).toContain('Seite nicht gefunden: /de/doesnotexist');
      expect(breadcrumbOf(response.body)).toBe('Seite nicht gefunden');
    });

    it('French: the detail line and the breadcrumb are French', async () => {
      const response = await get('/fr/doesnotexist');
      expect(response.statusCode).toBe(404);
      expect(mainOf(response.body)).not.toContain('Page not found');
      expect(mainOf(response.body)).toContain('Page introuvable : /fr/doesnotexist');
      expect(breadcrumbOf(response.body)).toBe('Page introuvable');
    });

    it('English keeps the message SPEC §8 names, and the breadcrumb says what happened', async () => {
      const response = await get('/en/doesnotexist');
      expect(response.statusCode).toBe(404);
      expect(mainOf(response.body)).toContain('Page not found: /en/doesnotexist');
      expect(breadcrumbOf(response.body)).toBe('Page not found');
    });
  });

  describe("the mega menu's Popular links", () => {
    const popularLinks = (html: string) => {
      const section = /<p class="mega-menu-section-title">(?:Popular|Beliebt)<\/p>\s*<ul>([\s\S]*?)<\/ul>/.exec(html);
      return [...(section?.[1] ?? '').matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, href, text]) => ({
        href,
        text,
      }));
    };

    it.each(['en', 'de'])('lead to the product pages, which answer 200 (%s)', async (locale) => {
      const home = await get(`/${locale}`);
      expect(home.statusCode).toBe(200);
      const links = popularLinks(home.body);
      expect(links).toEqual([
        { text: 'CutStrip 9000', href: `/${locale}/products/cutting-stripping/cut-strip-machines/cutstrip-9000` },
        { text: 'CrimpCenter 64', href: `/${locale}/products/crimping/crimp-centers/crimpcenter-64` },
      ]);
      for (const link of links) {
        const product = await get(link.href);
        expect(product.statusCode, link.href).toBe(200);
        expect(product.body, link.href).toMatch(new RegExp(`<h1[^>]*>${link.text}</h1>`));
      }
    });
  });
});
