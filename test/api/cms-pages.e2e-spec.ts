import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishPage } from '../factories/pages.js';
import { editorCookie } from '../support/editor.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

describe('CMS pages: modules, page id, drafts, language fallback (SPEC §1, §2.2, §3, §4, §8)', () => {
  let sut: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    sut.fastify.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(async () => {
    await sut?.stop();
  });

  describe('modules', () => {
    it('renders hero, anchor navigation, rich text, teaser grid, video and contact panel; names the page id', async () => {
      const response = await get('/en/about');
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).toContain('<meta name="page-id" content="about-main"/>');
      expect(html).toMatch(/<section class="hero hero-cover">.*<h1>About us<\/h1>/s);
      expect(html).toMatch(/<nav class="anchor-navigation" aria-label="On this page">/);
      for (const [id, title] of [
        ['who-we-are', 'Who we are'],
        ['brands', 'Brands'],
        ['video', 'Video'],
        ['contact', 'Contact'],
      ]) {
        expect(html).toContain(`<a href="#${id}">${title}</a>`);
        expect(html).toContain(`id="${id}"`);
      }
      expect(html).toContain('<strong>2,900 employees</strong>');
      expect(html).toContain('<a href="/en/products">');
      expect(html).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
      expect(html).toContain('<a href="mailto:anna.keller@kudex.example">');
      expect(html).toContain('<a class="button" href="/en/contact#contact-title">Go to the contact form</a>');
    });

    it('renders accordion and downloads', async () => {
      const html = (await get('/en/about/careers')).body;
      expect(html).toContain('<summary>How do I apply?</summary>');
      expect(html).toMatch(
        /<a href="\/file\/apprenticeships-brochure"[^>]*>.*Apprenticeships at Kudex.*PDF, 2\.3 MB, EN/s,
      );
      expect(html).toContain('<meta name="page-id" content="careers-main"/>');
    });

    it('renders the locations list with a country filter and the terms with their sections', async () => {
      const locations = (await get('/de/locations')).body;
      expect(locations).toMatch(/<option value=""[^>]*>Alle Länder<\/option>/);
      expect(locations).toContain('<option value="RO">Rumänien</option>');
      expect(locations).toContain('data-country="JP"');
      expect(locations).toContain('Standorte: 10');
      const terms = (await get('/en/terms')).body;
      expect(terms).toContain('Version 2026.1, valid from');
      expect(terms).toContain('<time dateTime="2026-01-01">January 1, 2026</time>');
      expect(terms).toContain('<a href="#warranty">Warranty</a>');
      expect(terms).toMatch(/<section id="law" class="terms-section"><h3>7<!-- -->\. <!-- -->Applicable law/);
      expect(terms).toContain('href="/file/terms-2026-en"');
    });

    it('renders product teasers by slug, an invalid product link as Invalid without a URL, and the injection', async () => {
      const html = (await get('/en/smart-factory-story')).body;
      expect(html).toContain('class="app theme-Copper');
      expect(html).toMatch(
        /data-product-slug="wire-flow"><strong class="product-name">WIRE Flow<\/strong><a class="button" href="\/en\/smart-factory\/software\/production-software\/wire-flow">Discover WIRE Flow<\/a>/,
      );
      expect(html).toMatch(
        /data-product-slug="Not A Product!"><strong class="product-name">Invalid<\/strong><span class="product-link-invalid">Discover Invalid<\/span>/,
      );
      expect(html).toContain('data-injection-slug="wire-mind"');
      expect(html).toContain('<a class="button" href="/en/smart-factory">Explore smart factory solutions</a>');
    });

    it('gives every site its about, contact, locations, terms and smart-factory story pages', async () => {
      for (const url of [
        '/en/north-america-events/about',
        '/en/north-america-events/contact',
        '/en/brand-portal/locations',
        '/de/revolution-im-schaltschrankbau/terms',
        '/de/revolution-im-schaltschrankbau/smart-factory-story',
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.body).toMatch(/<meta name="page-id" content="[a-z-]+"\/>/);
      }
    });
  });

  describe('sanitized HTML (rich text, accordion, terms)', () => {
    it('strips scripts, event handlers and javascript: URLs and keeps the safe markup', async () => {
      const evil =
        '<p>Safe <strong>text</strong></p><script>alert("x")</script><img src="https://img.example/a.png" onerror="alert(1)"><a href="javascript:alert(1)">click</a><iframe src="https://evil.example"></iframe>';
      const stored = await publishPage(sut, {
        slug: 'sanitizer-check',
        modules: [
          { type: 'rich-text', html: evil },
          { type: 'accordion', title: 'FAQ', items: [{ title: 'Q', html: evil }] },
          { type: 'terms', title: 'T', sections: [{ id: 'one', heading: 'One', html: evil }] },
          { type: 'image', image: { url: 'javascript:alert(1)', alt: 'x' } },
          { type: 'video', title: 'v', url: 'javascript:alert(1)' },
          { type: 'teaser-grid', items: [{ title: 'Bad link', href: 'javascript:alert(1)' }] },
        ],
      });
      const response = await get(`/en/${stored.slug}`);
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html.match(/<p>Safe <strong>text<\/strong><\/p>/g)).toHaveLength(3);
      expect(html).not.toContain('alert(');
      expect(html).not.toContain('onerror');
      expect(html).not.toContain('javascript:');
      expect(html).not.toContain('evil.example');
      expect(html).toContain('<img src="https://img.example/a.png" loading="lazy" />');
      expect(html).toContain('<div><h3>Bad link</h3></div>');
    });

    it('drops modules that are not objects and unknown fields, and keeps other features’ kinds for their components', async () => {
      const stored = await publishPage(sut, {
        slug: 'odd-modules',
        modules: [
          'nonsense' as never,
          { type: 'hero', title: { html: '<script>' }, lead: 'Lead text', evil: '<script>x</script>' },
          { type: 'someone-elses-module', text: 'kept' },
        ],
      });
      const response = await get(`/en/${stored.slug}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<h1></h1><p>Lead text</p>');
      expect(response.body).not.toContain('<script>x');
    });
  });

  describe('document stages (SPEC §4, §6)', () => {
    it('never shows a draft-only page to the public, but to editors', async () => {
      const publicResponse = await get('/en/about/innovation-roadmap');
      expect(publicResponse.statusCode).toBe(404);
      expect(publicResponse.body).not.toContain('Innovation roadmap (draft)');
      const editor = await get('/en/about/innovation-roadmap', { cookie: await editorCookie(sut) });
      expect(editor.statusCode).toBe(200);
      expect(editor.body).toContain('<h1>Innovation roadmap (draft)</h1>');
      expect(editor.body).toContain('You are viewing a draft.');
      expect(editor.headers['x-page-cache']).toBe('private');
    });

    it('shows editors the draft of a published page and the public the published version, from any cache state', async () => {
      const editor = await get('/en/smart-factory-story', { cookie: await editorCookie(sut) });
      expect(editor.body).toContain('<h1>The smart factory, step by step (draft)</h1>');
      for (let i = 0; i < 2; i++) {
        const response = await get('/en/smart-factory-story');
        expect(response.statusCode).toBe(200);
        if (i > 0) expect(response.headers['x-page-cache']).toBe('hit');
        expect(response.body).toContain('<h1>The smart factory, step by step</h1>');
        expect(response.body).not.toContain('(draft)');
        expect(response.body).not.toContain('You are viewing a draft.');
      }
      const editorAgain = await get('/en/smart-factory-story', { cookie: await editorCookie(sut) });
      expect(editorAgain.body).toContain('(draft)</h1>');
    });

    it('treats a forged editor cookie as a public visitor', async () => {
      const response = await get('/en/about/innovation-roadmap', {
        cookie: `uapp_editor_area_password=${'0'.repeat(64)}`,
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('language fallback (SPEC §8)', () => {
    it('shows a page missing in the language in English with the banner', async () => {
      const response = await get('/de/about/facts-and-figures');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<p class="language-banner" role="status">Nicht verfügbar auf Deutsch</p>');
      expect(response.body).toContain('<div lang="en">');
      expect(response.body).toContain('<h1>Facts and figures</h1>');
      expect(response.body).toContain('<html lang="de">');
      // The page's own breadcrumb names the English page, and says so.
      expect(response.body).toContain('<span aria-current="page" lang="en">Facts and figures</span>');
    });

    it('shows no banner when the page exists in the language', async () => {
      const response = await get('/de/about');
      expect(response.body).toContain('<h1>Über uns</h1>');
      expect(response.body).not.toContain('language-banner');
      expect(response.body).toContain('<span aria-current="page">Über uns</span>');
    });

    it('falls back on other sites too', async () => {
      // The terms exist only in English there (about, products and contact have Spanish versions).
      const response = await get('/es/north-america-events/terms');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('language-banner');
      expect(response.body).toContain('<h1>Terms and conditions</h1>');
    });
  });
});
