import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../modules/mail/mail.schema.js';
import { QUOTE_MESSAGES } from '../../modules/product-information/index.js';
import {
  part,
  partsQuoteRequest,
  partsQuoteRequestLine,
} from '../../modules/product-information/product-information.schema.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

const RATE_LIMIT = 3;
let lastIp = 0;
/** Each test posts from its own address so that the per-address rate limit only bites where it is tested. */
const freshIp = () => `10.9.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

/** SPEC §1, §6: a visitor of the public main site sends the parts cart with their contact details. */
describe('visitor parts quote request: POST /api/parts-quote-requests', () => {
  let sut: TestApp;
  let parts: { id: string; articleNumber: string; name: string }[];

  beforeAll(async () => {
    sut = await startTestApp({ env: { FORMS_RATE_LIMIT: String(RATE_LIMIT) } });
    parts = await sut.database.handle.db
      .select({ id: part.id, articleNumber: part.articleNumber, name: part.name })
      .from(part)
      .orderBy(asc(part.articleNumber))
      .limit(2);
  });
  afterAll(async () => {
    await sut?.stop();
  });

  const valid = (overrides: Record<string, unknown> = {}) => ({
    lines: [
      { partId: parts[0]!.id, quantity: 2 },
      { partId: parts[1]!.id, quantity: 1 },
    ],
    note: 'Delivery to Valencia, please.',
    firstName: 'Ana',
    lastName: 'García',
    email: 'ana.garcia@example.com',
    company: 'Cables Levante',
    telephone: '+34 600 123 456',
    country: 'ES',
    privacyAccepted: true,
    ...overrides,
  });
  const post = (payload: unknown, options: { ip?: string; contentType?: string } = {}) =>
    sut.fastify.inject({
      method: 'POST',
      url: '/api/parts-quote-requests',
      remoteAddress: options.ip ?? freshIp(),
      headers: { 'content-type': options.contentType ?? 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const stored = async () => {
    const [row] = await sut.database.handle.db.select({ n: count() }).from(partsQuoteRequest);
    return Number(row!.n);
  };

  it('stores the request with its lines and contact details and queues the sales mail', async () => {
    const response = await post(valid());
    expect(response.statusCode).toBe(201);
    const answer = response.json() as { id: string; number: string; lines: unknown[] };
    expect(answer.number).toMatch(/^Q-\d+$/);
    expect(answer.lines).toEqual([
      { partId: parts[0]!.id, articleNumber: parts[0]!.articleNumber, name: parts[0]!.name, quantity: 2 },
      { partId: parts[1]!.id, articleNumber: parts[1]!.articleNumber, name: parts[1]!.name, quantity: 1 },
    ]);

    const db = sut.database.handle.db;
    const [row] = await db.select().from(partsQuoteRequest).where(eq(partsQuoteRequest.id, answer.id));
    expect(row).toMatchObject({
      companyId: null,
      accountId: null,
      contactName: 'Ana García',
      contactEmail: 'ana.garcia@example.com',
      visitorCompany: 'Cables Levante',
      visitorTelephone: '+34 600 123 456',
      visitorCountry: 'ES',
      note: 'Delivery to Valencia, please.',
      locale: 'en',
    });
    expect(row!.ipHash).toMatch(/^[\w-]{32}$/);
    const lines = await db
      .select()
      .from(partsQuoteRequestLine)
      .where(eq(partsQuoteRequestLine.quoteRequestId, answer.id));
    expect(lines).toHaveLength(2);

    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Quote request ${answer.number} from Cables Levante`));
    expect(mail).toMatchObject({
      kind: 'quote-request',
      recipient: 'sales@kudex.example',
      replyTo: 'ana.garcia@example.com',
    });
    expect(mail!.body).toContain('Requested by: Ana García <ana.garcia@example.com>');
    expect(mail!.body).toContain('Telephone: +34 600 123 456');
    expect(mail!.body).toContain(`2 × ${parts[0]!.articleNumber}`);
  });

  it('accepts a request without company and telephone (optional, as in the contact form)', async () => {
    const response = await post(valid({ company: undefined, telephone: undefined, note: undefined }));
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['firstName', undefined, 'Please enter your first name'],
    ['lastName', '   ', 'Please enter your last name'],
    ['email', 'ana@', 'Please provide a valid email address'],
    ['country', 'Narnia', "Please enter the country you're in"],
    ['privacyAccepted', false, 'Please select the checkbox to continue.'],
    ['firstName', 'Ana\r\nBcc: victim@example.com', 'Please enter your first name'],
    ['lines', [], QUOTE_MESSAGES.lines],
    ['lines', [{ partId: 'not-a-uuid', quantity: 1 }], QUOTE_MESSAGES.partId],
    ['note', 'x'.repeat(2001), QUOTE_MESSAGES.note],
  ])('answers 400 for %s = %j with "%s" and stores nothing', async (field, value, message) => {
    const before = await stored();
    const response = await post(valid({ [field]: value }));
    expect(response.statusCode).toBe(400);
    const body = response.json() as { statusCode: number; message: string };
    expect(body.statusCode).toBe(400);
    expect(body.message).toContain(message);
    expect(await stored()).toBe(before);
  });

  it('answers 400 for a bad quantity, a duplicate or an unknown part', async () => {
    const quantity = await post(valid({ lines: [{ partId: parts[0]!.id, quantity: 0 }] }));
    expect(quantity.statusCode).toBe(400);
    expect(quantity.json()).toMatchObject({ statusCode: 400 });
    expect((quantity.json() as { message: string }).message).toContain(QUOTE_MESSAGES.quantity);
    const twice = [
      { partId: parts[0]!.id, quantity: 1 },
      { partId: parts[0]!.id, quantity: 2 },
    ];
    expect((await post(valid({ lines: twice }))).json()).toMatchObject({
      statusCode: 400,
      message: QUOTE_MESSAGES.duplicate,
    });
    const unknown = [{ partId: '5b0c3d9e-2f4a-4c6b-9a1e-000000000000', quantity: 1 }];
    expect((await post(valid({ lines: unknown }))).json()).toMatchObject({
      statusCode: 400,
      message: QUOTE_MESSAGES.unknownPart,
    });
  });

  it('answers 400 for malformed JSON, 413 for a huge body and 415 for a form post', async () => {
    const before = await stored();
    const malformed = await post('{"lines": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ statusCode: 400, message: expect.stringMatching(/JSON/) });
    const huge = await post(valid({ note: 'x'.repeat(2 * 1024 * 1024) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ statusCode: 413, message: expect.stringMatching(/too large/) });
    const form = await post('firstName=Ana', { contentType: 'application/x-www-form-urlencoded' });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toMatchObject({ statusCode: 415 });
    expect(await stored()).toBe(before);
  });

  it(`limits one address to ${RATE_LIMIT} requests per window (429 with a message)`, async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMIT; i++) expect((await post(valid(), { ip })).statusCode).toBe(201);
    const limited = await post(valid(), { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, code: 'RateLimited' });
    expect((await post(valid(), { ip: freshIp() })).statusCode).toBe(201);
  });
});
