import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishPage } from '../factories/pages.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

/** What the rendered pages show of the SPEC §2.4, §2.6 and §3 fields, read from their HTML. */
describe('layout and content fields on the rendered pages (SPEC §2.4, §2.6, §3)', () => {
  let sut: TestApp;
  const get = (url: string) => sut.fastify.inject({ method: 'GET', url });
  /** The first crumb: a home icon link named by its label. */
  const homeCrumb = (html: string) => /<nav class="breadcrumbs"[^>]*><ol><li>([\s\S]*?)<\/li>/.exec(html)?.[1] ?? '';

  beforeAll(async () => {
    sut = await startTestApp();
    // An editor names the German home crumb differently from the item's title (SPEC §2.6 breadcrumb override).
    await sut.database.handle.db.execute(
      sql`update navigation_item set breadcrumb_override = 'Kudex Startseite'
          where id = 'main.home' and language = 'de'`,
    );
  });
  afterAll(async () => {
    await sut?.stop();
  });

  describe('the home crumb (SPEC §2.6)', () => {
    it("is the home item's breadcrumb override when it has one", async () => {
      const response = await get('/de/about');
      expect(response.statusCode).toBe(200);
      expect(homeCrumb(response.body)).toContain('Kudex Startseite');
    });

    it("is the home item's title otherwise", async () => {
      const response = await get('/en/about');
      expect(response.statusCode).toBe(200);
      expect(homeCrumb(response.body)).toContain('Home');
      expect(homeCrumb(response.body)).not.toContain('Startseite');
    });
  });

  it('highlights show their long description under the short one (SPEC §3)', async () => {
    const response = await get('/en/products/crimping/crimp-centers/crimpcenter-64');
    expect(response.statusCode).toBe(200);
    const highlight = /<li class="highlight">([\s\S]*?)<\/li>/.exec(response.body)?.[1] ?? '';
    expect(highlight).toContain('with the CrimpCenter 64.');
    expect(highlight).toContain('<p class="highlight-long">The CrimpCenter 64 keeps this up shift after shift.</p>');
    expect(highlight).toContain('<p class="highlight-long">Ask our service team how it fits your line.</p>');
  });

  it('the first-level navigation shows the marketing logo image in 304×52 (SPEC §2.4, §9)', async () => {
    const response = await get('/en');
    expect(response.statusCode).toBe(200);
    const section = /<a class="marketing-logo"[^>]*>([\s\S]*?)<\/a>/.exec(response.body)?.[1] ?? '';
    const img = /<img [^>]*>/.exec(section)?.[0] ?? '';
    expect(img).toContain('src="/logos/kudex-group-marketing.svg"');
    expect(img).toContain('width="304"');
    expect(img).toContain('height="52"');
    const logo = await get('/logos/kudex-group-marketing.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toContain('width="304" height="52"');
  });

  describe('content links by their SPEC §3 kind', () => {
    it('a page link with parameters carries them after the localized target', async () => {
      const response = await get('/en/about');
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/<a class="button" href="\/en\/contact#contact-title">Go to the contact form<\/a>/);
    });

    it('a link that opens in a new tab says so and cannot reach back to the page', async () => {
      const response = await get('/en/terms');
      expect(response.statusCode).toBe(200);
      const link = /<a class="button" href="\/file\/terms-2026-en"[^>]*>([\s\S]*?)<\/a>/.exec(response.body);
      expect(link?.[0]).toContain('target="_blank"');
      expect(link?.[0]).toContain('rel="noopener"');
      expect(link?.[1]).toContain('<span class="visually-hidden"> (<!-- -->opens in a new tab<!-- -->)</span>');
    });

    it('stored parameters are kept when well-formed and dropped otherwise', async () => {
      const stored = await publishPage(sut, {
        slug: 'link-kinds',
        modules: [
          {
            type: 'hero',
            title: 'Link kinds',
            cta: { text: 'Parts', href: '/contact?from=page', parameters: '?subject=parts#contact-title' },
          },
          {
            type: 'contact-panel',
            title: 'Talk to us',
            contacts: [],
            link: { text: 'Odd', href: '/contact', parameters: 'javascript:alert(1)', openInNewTab: 'yes' },
          },
        ],
      });
      const response = await get(`/en/${stored.slug}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('href="/en/contact?from=page&amp;subject=parts#contact-title">Parts</a>');
      expect(response.body).toContain('<a class="button" href="/en/contact">Odd</a>');
      expect(response.body).not.toContain('alert(1)');
    });
  });

  describe('page-level theme override and 404 flag (SPEC §2.4)', () => {
    it("a brand's product page wears the brand's theme, the next page its own", async () => {
      const product = await get('/en/products/crimping/crimp-centers/crimpcenter-64');
      expect(product.body).toMatch(/<div class="app theme-Schleuniger[ "]/);
      const about = await get('/en/about');
      expect(about.body).toMatch(/<div class="app theme-Default[ "]/);
    });

    it('a page that is not found renders the layout in its 404 state', async () => {
      const response = await get('/en/no-such-page-here');
      expect(response.statusCode).toBe(404);
      expect(response.body).toMatch(/<div class="app theme-/);
      expect(response.body).toContain('<nav class="breadcrumbs"');
    });
  });
});
