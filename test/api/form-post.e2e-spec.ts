import { createHash } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmission } from '../../modules/forms/forms.schema.js';
import { mailOutbox } from '../../modules/mail/mail.schema.js';
import { validContact, validServiceRequest, validSupportRequest } from '../factories/form-submissions.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

const RATE_LIMIT = 2;
const ORIGIN = 'http://localhost';
let lastIp = 0;
const freshIp = () => `10.9.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

/** What a browser sends for the page form: every value a string, a checked box as "on". */
const encoded = (values: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(values).flatMap(([name, value]) =>
      value === true ? [[name, 'on']] : typeof value === 'string' ? [[name, value]] : [],
    ),
  ).toString();

/** The sha256 CSP sources of the inline scripts a page runs (not those with `src`, not JSON data). */
const inlineScriptSources = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes, body]) => !/\bsrc=|application\/(ld\+)?json/i.test(attributes!) && body !== '')
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`);

/** SPEC §1: the contact, support and service request forms post natively without JavaScript. */
describe('page forms without JavaScript: POST /api/forms/page/{kind}', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp({ env: { FORMS_RATE_LIMIT: String(RATE_LIMIT) } });
  });
  afterAll(async () => {
    await sut?.stop();
  });

  const post = (
    kind: string,
    body: string,
    options: { ip?: string; origin?: string | null; type?: string; referer?: string } = {},
  ) =>
    sut.fastify.inject({
      method: 'POST',
      url: `/api/forms/page/${kind}`,
      remoteAddress: options.ip ?? freshIp(),
      headers: {
        'content-type': options.type ?? 'application/x-www-form-urlencoded',
        ...(options.origin === null ? {} : { origin: options.origin ?? ORIGIN }),
        ...(options.referer ? { referer: options.referer } : {}),
      },
      payload: body,
    });
  /**
   * A page shown again carries the headers of the page as a GET gets it (security headers, policy, Vary, type; not
   * its caching or ETag), with the inline scripts of the page sent allowed by the policy, and is never stored.
   */
  const expectPageHeaders = async (response: Awaited<ReturnType<typeof post>>, page: string) => {
    const shown = await sut.fastify.inject({ method: 'GET', url: page });
    expect(shown.statusCode).toBe(200);
    const perResponse = ['etag', 'cache-control', 'x-page-cache', 'content-length', 'date', 'x-request-id'];
    for (const name of Object.keys(shown.headers).filter((name) => !perResponse.includes(name))) {
      expect(response.headers[name], name).toBeDefined();
    }
    for (const name of ['x-frame-options', 'x-content-type-options', 'referrer-policy', 'cross-origin-opener-policy']) {
      expect(response.headers[name], name).toBe(shown.headers[name]);
    }
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers.vary).toMatch(/Cookie/);
    expect(response.headers.etag).toBeUndefined();
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toMatch(/frame-ancestors 'none'/);
    const scriptSources = policy.split(';').find((directive) => directive.startsWith('script-src '))!;
    const scripts = inlineScriptSources(response.body);
    expect(scripts.length).toBeGreaterThan(0);
    for (const source of scripts) expect(scriptSources).toContain(source);
  };
  const stored = async () => {
    const [row] = await sut.database.handle.db.select({ n: count() }).from(formSubmission);
    return Number(row!.n);
  };

  it.each([
    ['contact', '/en/contact', validContact()],
    ['support-request', '/en/support-request', validSupportRequest()],
    ['service-request', '/de/service-request', validServiceRequest()],
  ])('sends the %s form: stored with its mail, 303 to the page with ?sent', async (kind, page, values) => {
    const before = await stored();
    const response = await post(kind, encoded({ ...values, page }));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${page}?sent=${kind}`);
    expect(await stored()).toBe(before + 1);
    const [row] = await sut.database.handle.db
      .select()
      .from(formSubmission)
      .where(eq(formSubmission.kind, kind as 'contact'))
      .orderBy(desc(formSubmission.createdAt))
      .limit(1);
    const mails = await sut.database.handle.db.select().from(mailOutbox).where(eq(mailOutbox.submissionId, row!.id));
    expect(mails).toHaveLength(1);
  });

  it('shows the page again with the entered values and the messages in its language (400), storing nothing', async () => {
    const before = await stored();
    const response = await post(
      'contact',
      encoded({
        ...validContact({ firstName: '', email: 'not-an-address', privacyAccepted: false }),
        page: '/de/contact',
        locale: 'de',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Bitte geben Sie Ihren Vornamen ein');
    expect(response.body).toContain('Bitte geben Sie eine gültige E-Mail-Adresse an');
    expect(response.body).toContain('value="not-an-address"');
    expect(response.body).toContain('aria-invalid="true"');
    await expectPageHeaders(response, '/de/contact');
    expect(await stored()).toBe(before);
  });

  it('shows the page the browser posted from when the body names none (its Referer, this site only)', async () => {
    const before = await stored();
    const invalid = encoded(validContact({ firstName: '' }));
    const shown = await post('contact', invalid, { referer: `${ORIGIN}/de/contact` });
    expect(shown.statusCode).toBe(400);
    expect(shown.body).toMatch(/<html lang="de"/);
    expect(shown.body).toContain('Bitte geben Sie Ihren Vornamen ein');
    // Another site's address is never the page: the locale's home page is shown, not a page named by that site.
    const foreign = await post('contact', invalid, { referer: 'https://evil.example/de/contact' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body).toMatch(/<html lang="en"/);
    expect(foreign.body).not.toContain('Bitte geben Sie Ihren Vornamen ein');
    expect(await stored()).toBe(before);
  });

  it('refuses a form sent from another site (403) and one naming no origin', async () => {
    const before = await stored();
    const foreign = await post('contact', encoded({ ...validContact(), page: '/en/contact' }), {
      origin: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ statusCode: 403, message: expect.stringMatching(/this site/) });
    const none = await post('contact', encoded({ ...validContact(), page: '/en/contact' }), { origin: null });
    expect(none.statusCode).toBe(403);
    expect(await stored()).toBe(before);
  });

  it('answers 413 for an oversized body, 415 for JSON and 404 for an unknown form', async () => {
    const huge = await post('contact', `message=${'x'.repeat(64 * 1024)}`);
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ statusCode: 413 });
    const json = await post('contact', JSON.stringify(validContact()), { type: 'application/json' });
    expect(json.statusCode).toBe(415);
    expect((await post('whitepaper', encoded(validContact()))).statusCode).toBe(404);
  });

  it(`limits one address like the JSON route: the page again with the message (429)`, async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMIT; i++) {
      expect((await post('contact', encoded({ ...validContact(), page: '/en/contact' }), { ip })).statusCode).toBe(303);
    }
    const limited = await post('contact', encoded({ ...validContact(), page: '/en/contact' }), { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^text\/html/);
    expect(limited.body).toContain('You have sent several requests in a short time.');
    await expectPageHeaders(limited, '/en/contact');
  });
});
