import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorCookie } from '../support/editor.js';
import { freePort } from '../support/free-port.js';
import { CookieJar, walk } from '../support/oidc-test-provider.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

/**
 * The content editor's screens (`/{locale}/editor/content`) are pages of the editor area: like every page there,
 * a visitor who is no editor (anonymous, or a signed-in customer) gets the editor sign-in form on that URL and
 * nothing of the content; an editor gets the list, the create form and the edit form.
 */
describe('content editor screens (/{locale}/editor/content)', () => {
  let sut: TestApp;
  let base: string;
  let customer: string;
  let editor: string;
  const get = (url: string, cookie?: string) =>
    fetch(`${base}${url}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });

  beforeAll(async () => {
    sut = await startTestApp({ port: await freePort() });
    base = sut.baseUrl;
    const jar = new CookieJar();
    const { url } = await walk(jar, `${base}/api/auth/login?returnTo=${encodeURIComponent('/en/portal')}`, {
      login: 'carl@apex.example.com',
    });
    expect(url).toBe(`${base}/en/portal`);
    customer = jar.header(base);
    editor = await editorCookie(sut);
  }, 120_000);
  afterAll(async () => {
    await sut?.stop();
  });

  it.each([
    ['anonymous', undefined],
    ['a signed-in customer', 'customer'],
  ])('gives %s the editor sign-in form and none of the content, never cached', async (_, who) => {
    for (const path of ['/en/editor/content', '/en/editor/content/new', '/en/editor/content/pages/about-main']) {
      const response = await get(path, who ? customer : undefined);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const body = await response.text();
      expect(body).toContain('id="editor-password"');
      expect(body).not.toContain('content-editor-table');
      expect(body).not.toContain('data-id="about-main"');
    }
  });

  it('shows an editor the list with its filters, the create form and the edit form', async () => {
    const list = await get('/en/editor/content?language=en&stage=published', editor);
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    expect(list.headers.get('x-robots-tag')).toBe('noindex');
    const html = await list.text();
    expect(html).toContain('<label for="content-stage">Stage</label>');
    expect(html).toContain('data-id="about-main"');
    expect((await get('/en/editor/content/new', editor)).status).toBe(200);
    const edit = await get('/en/editor/content/pages/about-main', editor);
    expect(edit.status).toBe(200);
    expect(await edit.text()).toContain('<label for="edit-title">Title</label>');
    // An editor's page may be framed by this site (the live preview), and by nobody else.
    expect(edit.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(edit.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it("labels the modules and their fields in the editor's language", async () => {
    const html = await (await get('/de/editor/content/pages/about-main', editor)).text();
    expect(html).toContain('<option value="accordion">Akkordeon</option>');
    expect(html).toContain('<option value="rich-text">Formatierter Text</option>');
    expect(html).not.toContain('>Rich text<');
  });

  it('answers 404 for an unknown page or kind, and ignores a filter it cannot read', async () => {
    expect((await get('/en/editor/content/pages/no-such-page', editor)).status).toBe(404);
    expect((await get('/en/editor/content/widgets/about-main', editor)).status).toBe(404);
    const odd = await get('/en/editor/content?stage=nonsense&changedSince=yesterday&page=-3', editor);
    expect(odd.status).toBe(200);
    // The public keeps its frame protection.
    const home = await get('/en');
    expect(home.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(home.headers.get('x-frame-options')).toBe('DENY');
  });
});
