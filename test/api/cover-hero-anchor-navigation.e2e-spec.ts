import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../support/test-app.js';

// SPEC §2.4 page-level UI state: a CMS page opens with a cover hero (SPEC §9 named size Stretched through the image
// endpoint, title, text, call to action) and carries a sticky anchor navigation; the layout is told by the store's
// state (data-cover-hero, data-anchor-navigation), which the server renders as the browser hydrates it.
describe('cover hero and sticky anchor navigation (SPEC §2.4)', () => {
  let sut: TestApp;
  const get = (url: string) => sut.fastify.inject({ method: 'GET', url });
  const appTag = (html: string) => /<div class="app [^"]*"[^>]*>/.exec(html)?.[0] ?? '';
  const coverHero = (html: string) => /<section class="hero hero-cover">[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  const anchorLinks = (html: string) =>
    [
      ...(/<nav class="anchor-navigation" aria-label="[^"]+">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '').matchAll(
        /<a href="#([a-z-]+)">([^<]+)<\/a>/g,
      ),
    ].map(([, id, title]) => [id, title]);

  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('opens the home page with a cover hero: Stretched image with a srcset by width, title, text and call to action', async () => {
    const response = await get('/en');
    expect(response.statusCode).toBe(200);
    const hero = coverHero(response.body);
    const src = '/api/images/editorial-harness?size=Stretched&amp;format=webp';
    expect(hero).toMatch(new RegExp(`src="${src.replace(/[?]/g, '\\?')}&amp;v=[0-9a-z]+"`));
    // The cover hero fills the width (SPEC §9 width-only named sizes at 1x and 2x, by width).
    expect(hero).toMatch(
      /srcSet="\/api\/images\/editorial-harness\?size=Fallback&amp;format=webp&amp;v=[0-9a-z]+ 400w, .+ 2360w" sizes="100vw"/,
    );
    expect(hero).toMatch(/<img width="1180" height="\d+" class="hero-image"/);
    expect(hero).toContain('loading="eager"');
    expect(hero).toContain('<h1>Wire processing, end to end</h1>');
    expect(hero).toContain('<p>Cutting, stripping, crimping, harness assembly and testing machines');
    expect(hero).toContain('<a class="button" href="/en/products">Explore the products</a>');
    expect(appTag(response.body)).toBe('<div class="app theme-Default" data-cover-hero="" data-anchor-navigation="">');

    const image = await get('/api/images/editorial-harness?size=Stretched&format=webp');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('carries an anchor navigation on the home page linking to its sections, in page order', async () => {
    const en = (await get('/en')).body;
    expect(anchorLinks(en)).toEqual([
      ['what-we-do', 'What we do'],
      ['discover', 'Discover'],
      ['service', 'Service'],
    ]);
    for (const id of ['what-we-do', 'discover', 'service'])
      expect(en).toContain(`<div id="${id}" class="module-anchor">`);
    // Nothing is current on the server: the browser marks the section in view.
    expect(en).not.toMatch(/<nav class="anchor-navigation"[^>]*>[\s\S]*aria-current[\s\S]*<\/nav>/);

    const de = (await get('/de')).body;
    expect(anchorLinks(de)).toEqual([
      ['what-we-do', 'Was wir tun'],
      ['discover', 'Entdecken'],
      ['service', 'Service'],
    ]);
    expect(coverHero(de)).toContain('<a class="button" href="/de/products">Produkte entdecken</a>');
  });

  it('opens the about page with a cover hero and its own call to action, and an anchor navigation', async () => {
    const html = (await get('/en/about')).body;
    const hero = coverHero(html);
    expect(hero).toMatch(
      /src="\/api\/images\/editorial-smart-factory\?size=Stretched&amp;format=webp&amp;v=[0-9a-z]+"/,
    );
    expect(hero).toContain('<h1>About us</h1>');
    expect(hero).toContain('<a class="button" href="/en/locations">See our locations</a>');
    expect(anchorLinks(html)).toEqual([
      ['who-we-are', 'Who we are'],
      ['brands', 'Brands'],
      ['video', 'Video'],
      ['contact', 'Contact'],
    ]);
    expect(appTag(html)).toContain('data-cover-hero="" data-anchor-navigation=""');
    const de = (await get('/de/about')).body;
    expect(coverHero(de)).toContain('<a class="button" href="/de/locations">Unsere Standorte</a>');
  });

  it('keeps the anchor navigation out of the module wrappers, so it can stick over the whole page', async () => {
    const html = (await get('/en/about')).body;
    expect(html).not.toMatch(/<div class="module"><nav class="anchor-navigation"/);
    expect(html).toMatch(/<\/section><\/div><nav class="anchor-navigation"/);
  });

  it('opens pages without them with neither', async () => {
    for (const url of ['/en/about/careers', '/en/stories', '/en/products', '/en/no-such-page']) {
      const html = (await get(url)).body;
      expect(appTag(html), url).not.toContain('data-cover-hero');
      expect(appTag(html), url).not.toContain('data-anchor-navigation');
      expect(html, url).not.toContain('class="anchor-navigation"');
    }
    // A language whose home has a cover hero but no sections to navigate.
    const czech = (await get('/cs')).body;
    expect(appTag(czech)).toContain('data-cover-hero=""');
    expect(appTag(czech)).not.toContain('data-anchor-navigation');
    // The home pages of the other sites open with a plain hero.
    expect(appTag((await get('/en/north-america-events')).body)).not.toContain('data-cover-hero');
  });
});
