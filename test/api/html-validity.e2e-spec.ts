import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorCookie } from '../support/editor.js';
import { freePort } from '../support/free-port.js';
import { type CookieJar, signInToPortal } from '../support/oidc-test-provider.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

const VNU = join(import.meta.dirname, '../../node_modules/vnu-jar/build/dist/vnu.jar');

/** One page of every type visitors, customers and editors get (SPEC §2.2), as the server renders it. */
const PUBLIC_PAGES = [
  '/en',
  '/de',
  '/en/products',
  '/en/products/cutting-stripping',
  '/en/products/cutting-stripping/cut-strip-machines',
  '/en/products/cutting-stripping/cut-strip-machines/cutstrip-7000',
  '/en/about',
  '/en/about/careers',
  '/en/stories',
  '/en/stories/zero-defect-crimping-at-volta-cables',
  '/en/stories/contacts/lea-meier',
  '/en/media-releases',
  '/en/media-releases/kudex-acquires-cirris-test-systems',
  // Translated slugs (percent-encoded alternates) and fallback content (lang on the content, canonical elsewhere).
  '/de/capabilities/ultraschallschwei%C3%9Fen',
  '/cs/capabilities/ultrasonic-welding',
  '/de/media-releases/annual-report-2025',
  '/cs/about/careers',
  '/en/contact',
  '/en/support-request',
  '/en/locations',
  '/en/search?q=crimp',
  '/en/search?q=machine&page=2',
  '/en/no-such-page',
  '/en/brand-portal',
  '/style-guide',
];
const CUSTOMER_PAGES = [
  '/en/portal',
  '/en/portal/tickets/list',
  '/en/portal/tickets/newticket',
  '/en/portal/inventory',
  '/en/portal/user-admin',
  '/en/portal/account',
  '/en/portal/product-information',
];
const EDITOR_PAGES = [
  '/en/editor',
  '/en/editor/translations',
  '/en/editor/content',
  '/en/editor/content/new',
  '/en/editor/content/pages/about-main',
  '/en/editor/content?kind=stories',
  '/en/editor/content/new?kind=stories',
  '/en/editor/content/new?kind=news-items',
];
/** Kinds whose first seeded document's edit form is checked too (their ids come from the content API). */
const EDITED_KINDS = ['stories', 'media-releases', 'news-items'];

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

/**
 * The W3C Nu HTML Checker (vnu.jar, run by Debian's Java) over the rendered pages, in one JVM run: no error on
 * any page type. It judges what browsers and assistive technology get, which our own assertions cannot.
 */
describe('HTML the Nu HTML Checker accepts', () => {
  let sut: TestApp;
  let base: string;
  let carl: CookieJar;
  let editor: string;
  const dir = mkdtempSync(join(tmpdir(), 'uapp-vnu-'));

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    sut = await startTestApp({ port });
    carl = await signInToPortal(base, 'anna@apex.example.com'); // every service, user administration too
    editor = await editorCookie(sut);
  });
  afterAll(async () => {
    await sut?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  async function html(path: string, cookie = ''): Promise<string> {
    const response = await fetch(`${base}${path}`, { headers: { cookie }, redirect: 'manual' });
    expect([200, 404], `${path} answered ${response.status}`).toContain(response.status);
    expect(response.headers.get('content-type')).toContain('text/html');
    return response.text();
  }

  it('reports no error on any page type, public, signed-in or editor', { timeout: 180_000 }, async () => {
    const pages: [string, string][] = [];
    for (const path of PUBLIC_PAGES) pages.push([path, await html(path)]);
    for (const path of CUSTOMER_PAGES) pages.push([path, await html(path, carl.header(base))]);
    const ticket = /href="(\/en\/portal\/tickets\/[\w-]+)"/.exec(pages.find(([p]) => p.endsWith('/list'))![1]);
    expect(ticket, 'the ticket list links a ticket').not.toBeNull();
    if (ticket && ticket[1] !== '/en/portal/tickets/newticket') {
      pages.push([ticket[1]!, await html(ticket[1]!, carl.header(base))]);
    }
    for (const path of EDITOR_PAGES) pages.push([path, await html(path, editor)]);
    for (const kind of EDITED_KINDS) {
      const listed = await fetch(`${base}/api/content/${kind}?pageSize=1`, { headers: { cookie: editor } });
      const { items } = (await listed.json()) as { items: { id: string }[] };
      expect(items.length, `a seeded document of ${kind}`).toBe(1);
      const path = `/en/editor/content/${kind}/${items[0]!.id}`;
      pages.push([path, await html(path, editor)]);
    }

    const files = pages.map(([path, body], index) => {
      const file = join(dir, `${String(index).padStart(2, '0')}${path.replace(/[^\w]+/g, '_')}.html`);
      writeFileSync(file, body);
      return file;
    });
    let output: string;
    try {
      const result = await promisify(execFile)('java', ['-jar', VNU, '--errors-only', '--format', 'json', ...files], {
        maxBuffer: 64 * 1024 * 1024,
      });
      output = result.stderr;
    } catch (error) {
      // vnu exits 1 when it reports an error; its JSON is on stderr either way.
      output = (error as { stderr: string }).stderr;
    }
    const messages = (JSON.parse(output) as { messages: VnuMessage[] }).messages.filter((m) => m.type === 'error');
    const readable = messages.map((m) => `${m.url.replace(/^.*\//, '')}: ${m.message} ${m.extract ?? ''}`);
    expect(readable).toEqual([]);
    expect(files.length).toBe(
      PUBLIC_PAGES.length + CUSTOMER_PAGES.length + EDITOR_PAGES.length + EDITED_KINDS.length + 1,
    );
  });
});
