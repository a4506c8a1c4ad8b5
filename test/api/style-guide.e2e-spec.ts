import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../support/test-app.js';

describe('style guide (SPEC §2.2, §2.8)', () => {
  let sut: TestApp;
  const get = (url: string) => sut.fastify.inject({ method: 'GET', url });

  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it.each([
    ['/style-guide', 'Style guide: Overview'],
    ['/style-guide/inputs', 'Style guide: Inputs'],
    ['/style-guide/buttons', 'Style guide: Buttons'],
    ['/style-guide/modules', 'Style guide: Modules'],
    ['/style-guide/components', 'Style guide: Components'],
    ['/style-guide/typography', 'Style guide: Typography'],
    ['/style-guide/pages/error', 'Style guide: Error page'],
  ])('renders %s without a locale redirect', async (url, title) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<html lang="en"');
    expect(response.body).toContain(`<title>${title} | Kudex Group</title>`);
  });

  it('answers an unknown style-guide page with 404', async () => {
    const response = await get('/style-guide/nope');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Page not found');
  });

  it('renders flash message text as sanitized HTML', async () => {
    const body = (await get('/style-guide/components')).body;
    expect(body).toContain('read-only</strong>');
    expect(body).toContain('<em>within 24 hours</em>');
    expect(body).not.toContain('<script>alert(1)</script>');
    // sanitize-html drops a script with its content (hardening issue item 7).
    expect(body).not.toContain('alert(1)');
  });

  it('shows icons at 16 and 24 pixels and the static maintenance notice on the error page sample', async () => {
    const components = (await get('/style-guide/components')).body;
    expect(components).toMatch(/<svg class="icon icon-Home" width="16" height="16"/);
    expect(components).toMatch(/<svg class="icon icon-Home" width="24" height="24"/);
    const error = (await get('/style-guide/pages/error')).body;
    expect(error).toContain('Sorry, something went wrong');
    expect(error).not.toContain('flash-hide');
  });
});
