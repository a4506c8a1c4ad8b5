import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, walk } from '../support/oidc-test-provider.js';
import { freePort } from '../support/free-port.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

describe('WIRE Flow at /{locale}/portal/wire-flow', () => {
  let sut: TestApp;
  let base: string;

  async function page(login: string | undefined, path = '/en/portal/wire-flow') {
    const jar = new CookieJar();
    if (login) {
      const { url } = await walk(jar, `${base}/api/auth/login?returnTo=${encodeURIComponent('/en/portal')}`, { login });
      expect(url).toBe(`${base}/en/portal`);
    }
    const response = await fetch(`${base}${path}`, { headers: { cookie: jar.header(base) }, redirect: 'manual' });
    return { status: response.status, location: response.headers.get('location'), html: await response.text() };
  }

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // A configured cloud entry; the other links keep their demo defaults.
    sut = await startTestApp({ port, env: { WIRE_FLOW_CLOUD_URL: 'https://wireflow.customer.example/start' } });
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('sends a visitor without a session to sign-in', async () => {
    const anonymous = await page(undefined);
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toContain('/api/auth/login?returnTo=%2Fen%2Fportal%2Fwire-flow');
  });

  it('gives a cloud user (anna) the configured cloud entry and links WIRE Mind, master data and the learning hub', async () => {
    const { status, html } = await page('anna@apex.example.com');
    expect(status).toBe(200);
    expect(html).toContain('Your edition: Cloud');
    expect(html).toContain('href="https://wireflow.customer.example/start"');
    expect(html).not.toContain('wireflow.kudex.example/on-premises');
    expect(html).toContain('<a href="https://wiremind.kudex.example">WIRE Mind</a>');
    expect(html).toContain('<a href="https://wiremind.kudex.example/master-data">WIRE Mind master data</a>');
    expect(html).toContain('<a href="https://learn.kudex.example">Learning hub</a>');
  });

  it('gives an on-premises user (bea) the on-premises entry and shows her invitation and unregistered services', async () => {
    const { status, html } = await page('bea@borealis.example.com', '/de/portal/wire-flow');
    expect(status).toBe(200);
    expect(html).toContain('Ihre Edition: On-Premises');
    expect(html).toContain('href="https://wireflow.kudex.example/on-premises"');
    expect(html).not.toContain('wireflow.customer.example');
    expect(html).toMatch(
      /data-status="invited"><h3 class="portal-tile-title"><a href="https:\/\/learn\.kudex\.example">/,
    );
    expect(html).toMatch(/data-status="unregistered"><h3 class="portal-tile-title">WIRE Mind<\/h3>/);
  });

  it('answers 403 to a user without WIRE Flow (carl), and 404 below the page', async () => {
    const carl = await page('carl@apex.example.com');
    expect(carl.status).toBe(403);
    expect(carl.html).toContain('No access');
    expect(carl.html).not.toContain('wireflow.customer.example');
    expect((await page('anna@apex.example.com', '/en/portal/wire-flow/extra')).status).toBe(404);
  });
});
