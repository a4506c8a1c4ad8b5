import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmission } from '../../modules/forms/forms.schema.js';
import { mailOutbox } from '../../modules/mail/mail.schema.js';
import {
  validAddress,
  validContact,
  validServiceRequest,
  validSupportRequest,
  validWhitepaper,
} from '../factories/form-submissions.js';
import { readPdf } from '../support/pdf-text.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

const RATE_LIMIT = 3;
let lastIp = 0;
/** Each test posts from its own address so that the per-IP rate limit only bites where it is tested. */
const freshIp = () => `10.0.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

describe('forms API: POST /api/forms/*', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp({ env: { FORMS_RATE_LIMIT: String(RATE_LIMIT) } });
  });
  afterAll(async () => {
    await sut?.stop();
  });

  const post = (form: string, payload: unknown, options: { ip?: string; contentType?: string } = {}) =>
    sut.fastify.inject({
      method: 'POST',
      url: `/api/forms/${form}`,
      remoteAddress: options.ip ?? freshIp(),
      headers: { 'content-type': options.contentType ?? 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const messagesOf = (response: { json(): unknown }) =>
    ((response.json() as { message: string }).message ?? '').split('; ');
  const stored = async () => {
    const [row] = await sut.database.handle.db.select({ n: count() }).from(formSubmission);
    return Number(row!.n);
  };
  const findStored = async (id: string) => {
    const [row] = await sut.database.handle.db.select().from(formSubmission).where(eq(formSubmission.id, id));
    return row;
  };

  describe('support request: the SPEC §5 messages', () => {
    it.each([
      ['email', 'Please provide a valid email address'],
      ['firstName', 'Please enter your first name'],
      ['lastName', 'Please enter your last name'],
      ['company', 'Please enter the company you work for'],
      ['country', "Please enter the country you're in"],
      ['product', 'Please specify the product your request regards'],
      ['serialNumber', 'Please enter the serial number of your product'],
      ['message', 'Please add some more details'],
      ['privacyAccepted', 'Please select the checkbox to continue.'],
    ])('answers 400 "%s" missing with "%s" and stores nothing', async (field, message) => {
      const before = await stored();
      const response = await post('support-request', validSupportRequest({ [field]: undefined }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400 });
      expect(messagesOf(response)).toEqual([message]);
      expect(await stored()).toBe(before);
    });

    it.each([
      ['email', 'jane.doe@', 'Please provide a valid email address'],
      ['email', 'jane doe@example.com', 'Please provide a valid email address'],
      ['firstName', '   ', 'Please enter your first name'],
      ['country', 'Narnia', "Please enter the country you're in"],
      ['serialNumber', '#1', 'Please enter the serial number of your product'],
      ['firstName', 'Jane\r\nBcc: victim@example.com', 'Please enter your first name'],
      ['privacyAccepted', 'yes', 'Please select the checkbox to continue.'],
      ['message', 42, 'Please add some more details'],
    ])('answers 400 for %s = %j with its message', async (field, value, message) => {
      const response = await post('support-request', validSupportRequest({ [field]: value }));
      expect(response.statusCode).toBe(400);
      expect(messagesOf(response)).toEqual([message]);
    });

    it('lists every message of an empty form at once', async () => {
      const response = await post('support-request', {});
      expect(response.statusCode).toBe(400);
      expect(messagesOf(response).sort()).toEqual(
        [
          'Please provide a valid email address',
          'Please enter your first name',
          'Please enter your last name',
          'Please enter the company you work for',
          "Please enter the country you're in",
          'Please specify the product your request regards',
          'Please enter the serial number of your product',
          'Please add some more details',
          'Please select the checkbox to continue.',
        ].sort(),
      );
    });
  });

  describe('service request: the SPEC §5 rules', () => {
    it.each([
      'firstName',
      'lastName',
      'email',
      'company',
      'address',
      'city',
      'state',
      'zipCode',
      'country',
      'requestedService',
      'subject',
      'description',
      'machineName',
      'serialNumber',
      'contactLocation',
    ])('requires %s with the default message', async (field) => {
      const response = await post('service-request', validServiceRequest({ [field]: '' }));
      expect(response.statusCode).toBe(400);
      expect(messagesOf(response)).toEqual(['Please enter a valid value.']);
    });

    it.each([
      ['email', 'max.muster@kabelwerk'],
      ['zipCode', '42103-!'],
      ['zipCode', '1234567890123456'],
      ['serialNumber', 'OM 750'],
      ['country', 'Germany'],
      ['requestedService', 'free-beer'],
      ['contactLocation', 'atlantis'],
      ['telephone', 'call me'],
      ['warranty', 'maybe'],
    ])('refuses an invalid %s (%s) with the default message', async (field, value) => {
      const response = await post('service-request', validServiceRequest({ [field]: value }));
      expect(response.statusCode).toBe(400);
      expect(messagesOf(response)).toEqual(['Please enter a valid value.']);
    });

    it('requires the privacy checkbox with the checkbox message', async () => {
      const response = await post('service-request', validServiceRequest({ privacyAccepted: false }));
      expect(response.statusCode).toBe(400);
      expect(messagesOf(response)).toEqual(['Please select the checkbox to continue.']);
    });

    it('requires the case ID only when the request refers to an existing case', async () => {
      const missing = await post('service-request', validServiceRequest({ reason: 'existing-case' }));
      expect(missing.statusCode).toBe(400);
      expect(messagesOf(missing)).toEqual(['Please enter a valid value.']);
      const given = await post(
        'service-request',
        validServiceRequest({ reason: 'existing-case', existingCaseId: 'CASE-20931' }),
      );
      expect(given.statusCode).toBe(201);
    });

    it('validates the optional return address with the same rules, naming the field', async () => {
      const response = await post(
        'service-request',
        validServiceRequest({ returnAddress: validAddress({ city: '', zipCode: '??' }) }),
      );
      expect(response.statusCode).toBe(400);
      expect(messagesOf(response)).toEqual([
        'returnAddress.city: Please enter a valid value.',
        'returnAddress.zipCode: Please enter a valid value.',
      ]);
      const unknown = await post('service-request', validServiceRequest({ returnAddress: validAddress({ x: 1 }) }));
      expect(unknown.statusCode).toBe(400);
      expect(messagesOf(unknown)).toEqual(['property returnAddress.x should not exist']);
      const notAnObject = await post('service-request', validServiceRequest({ returnAddress: 'same' }));
      expect(messagesOf(notAnObject)).toEqual(['returnAddress: Please enter a valid value.']);
    });

    it('stores a request with a return address, trimmed', async () => {
      const response = await post(
        'service-request',
        validServiceRequest({ subject: '  Error E42  ', returnAddress: validAddress({ city: 'Solingen' }) }),
      );
      expect(response.statusCode).toBe(201);
      const row = await findStored((response.json() as { id: string }).id);
      expect(row).toMatchObject({ kind: 'service-request', site: 'main', locale: 'de', botCheck: 'off' });
      expect(row!.payload).toMatchObject({
        subject: 'Error E42',
        contactLocation: 'wuppertal-de',
        returnAddress: { city: 'Solingen', zipCode: '42103' },
      });
      expect(row!.payload).not.toHaveProperty('site');
    });
  });

  describe('a valid submission is committed before the answer', () => {
    it.each([
      ['contact', validContact()],
      ['support-request', validSupportRequest()],
      ['service-request', validServiceRequest()],
      ['whitepaper', validWhitepaper()],
    ])('stores %s and answers 201 with its id', async (form, body) => {
      const ip = freshIp();
      const response = await post(form, body, { ip });
      expect(response.statusCode).toBe(201);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      const { id } = response.json() as { id: string };
      const row = await findStored(id);
      expect(row?.kind).toBe(form);
      expect(row?.payload).toMatchObject({ email: body.email, privacyAccepted: true });
      // Only a keyed hash of the address is kept.
      expect(row?.ipHash).toMatch(/^[\w-]{32}$/);
      expect(row?.ipHash).not.toContain(ip);
      // Without SMTP_URL the mail is still rendered and stored, just never sent.
      const mails = await sut.database.handle.db.select().from(mailOutbox).where(eq(mailOutbox.submissionId, id));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ kind: 'form', recipient: 'service@kudex.example', sentAt: null, attempts: 0 });
      expect(mails[0]!.body).toContain(body.email);
    });

    it('defaults site and locale and refuses malformed ones', async () => {
      const response = await post('contact', validContact());
      expect(await findStored((response.json() as { id: string }).id)).toMatchObject({ site: 'main', locale: 'en' });
      const bad = await post('contact', validContact({ site: '../etc', locale: 'english' }));
      expect(bad.statusCode).toBe(400);
      expect(messagesOf(bad)).toEqual([
        'site must be a site id such as main',
        'locale must be a locale code such as en or de-CH',
      ]);
    });
  });

  describe('bad input answers 4xx with a message and stores nothing', () => {
    const cases: [string, () => ReturnType<typeof post>, number, RegExp][] = [
      ['malformed JSON', () => post('support-request', '{"email": '), 400, /not valid JSON/],
      ['an empty body', () => post('support-request', ''), 400, /empty/],
      ['a missing field', () => post('support-request', validSupportRequest({ product: undefined })), 400, /product/],
      [
        'a 2 MB text field',
        () => post('support-request', validSupportRequest({ message: 'x'.repeat(2 * 1024 * 1024) })),
        413,
        /too large/,
      ],
      [
        'a text field over its cap',
        () => post('support-request', validSupportRequest({ message: 'word '.repeat(1001) })),
        400,
        /^Please use at most 5000 characters\.$/,
      ],
      [
        'a single-line field over its cap',
        () => post('contact', validContact({ lastName: 'x'.repeat(201) })),
        400,
        /^Please use at most 200 characters\.$/,
      ],
      [
        'an unknown property',
        () => post('support-request', validSupportRequest({ isAdmin: true })),
        400,
        /property isAdmin should not exist/,
      ],
      ['an array body', () => post('support-request', [validSupportRequest()]), 400, /./],
      ['a JSON null body', () => post('support-request', 'null'), 400, /./],
      [
        'text/plain (a cross-site form could send it)',
        () => post('support-request', JSON.stringify(validSupportRequest()), { contentType: 'text/plain' }),
        415,
        /Content-Type: application\/json/,
      ],
      [
        'a urlencoded body',
        () => post('contact', 'firstName=Ana&lastName=Garcia', { contentType: 'application/x-www-form-urlencoded' }),
        415,
        /Content-Type: application\/json/,
      ],
      [
        'multipart',
        () => post('contact', '--x\r\n\r\n--x--', { contentType: 'multipart/form-data; boundary=x' }),
        415,
        /Unsupported Media Type/,
      ],
    ];

    it.each(cases)('%s', async (_name, send, status, message) => {
      const before = await stored();
      const response = await send();
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      const body = response.json() as { statusCode: number; message: string };
      expect(body.statusCode).toBe(status);
      expect(body.message).toMatch(message);
      expect(JSON.stringify(body)).not.toMatch(/at .*\.(js|ts):\d+/);
      expect(await stored()).toBe(before);
    });

    it('answers a GET on a form endpoint with a JSON 404', async () => {
      const response = await sut.fastify.inject({ method: 'GET', url: '/api/forms/contact' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404 });
    });
  });

  it(`limits one address to ${RATE_LIMIT} submissions per window (429 with a message), others go on`, async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMIT; i++) {
      expect((await post('contact', validContact(), { ip })).statusCode).toBe(201);
    }
    const before = await stored();
    const limited = await post('support-request', validSupportRequest(), { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      statusCode: 429,
      code: 'RateLimited',
      message: 'Too many submissions from your address. Please try again in a few minutes.',
    });
    expect(await stored()).toBe(before);
    expect((await post('contact', validContact(), { ip: freshIp() })).statusCode).toBe(201);
  });

  describe('whitepaper download', () => {
    it('gives the PDF after a valid submission through an unguessable link', async () => {
      const response = await post('whitepaper', validWhitepaper());
      expect(response.statusCode).toBe(201);
      const { download } = response.json() as { download: { url: string; fileName: string; expiresAt: string } };
      expect(download.url).toMatch(/^\/api\/forms\/whitepaper\/download\/[\w.-]{80,}$/);
      expect(download.fileName).toBe('kudex-smart-wire-processing.pdf');
      expect(Date.parse(download.expiresAt)).toBeGreaterThan(Date.now() + 23 * 3600_000);

      const file = await sut.fastify.inject({ method: 'GET', url: download.url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toMatch(/^attachment; filename="?kudex-smart-wire-processing.pdf"?$/);
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // What a reader sees (pdf-lib compresses the page content, so the raw bytes no longer show the text).
      const pdf = await readPdf(file.rawPayload);
      expect(pdf.pageCount).toBe(1);
      expect(pdf.text).toContain('Smart wire processing');
    });

    it('refuses a tampered, unknown or malformed link with a JSON 404', async () => {
      const response = await post('whitepaper', validWhitepaper());
      const { download } = response.json() as { download: { url: string } };
      const tampered = download.url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
      const otherId = download.url.replace(/download\/[0-9a-f]/, (m) => m.slice(0, -1) + (m.endsWith('0') ? '1' : '0'));
      for (const url of [tampered, otherId, '/api/forms/whitepaper/download/nope']) {
        const file = await sut.fastify.inject({ method: 'GET', url });
        expect(file.statusCode).toBe(404);
        expect(file.json()).toMatchObject({ statusCode: 404, code: 'DownloadNotFound' });
      }
    });

    it('refuses an unknown whitepaper', async () => {
      const response = await post('whitepaper', validWhitepaper({ whitepaperId: 'secret-roadmap' }));
      expect(response.statusCode).toBe(400);
      expect(messagesOf(response)).toEqual(['Please enter a valid value.']);
    });
  });

  it('tells the browser that bot protection is off', async () => {
    const response = await sut.fastify.inject({ method: 'GET', url: '/api/forms/settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ recaptchaSiteKey: null });
  });

  describe('form pages', () => {
    it.each([
      ['/en/contact', 'Contact us', 'We reply within 24 hours.'],
      ['/en/support-request', 'Support request', 'Serial number'],
      ['/de/service-request', 'Serviceanfrage', 'Rücksendeadresse'],
      ['/en/whitepaper', 'Whitepaper', 'Smart wire processing: from the cut to the tested harness'],
      ['/en/north-america-events/whitepaper', 'Whitepaper: connected wire processing', 'Take the show home'],
      ['/en/brand-portal/whitepaper', 'Whitepaper', 'for partners and press'],
      ['/de/revolution-im-schaltschrankbau/whitepaper', 'Whitepaper: Schaltschrankbau automatisiert', 'Verdrahtung'],
    ])('renders %s with its form', async (url, title, text) => {
      const response = await sut.fastify.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      expect(response.body).toContain(text);
      expect(response.body).toMatch(/<form[^>]*novalidate/i);
    });
  });
});
