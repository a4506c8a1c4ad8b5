import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validAddress, validContact, validServiceRequest } from '../factories/form-submissions.js';
import { freePort } from '../support/free-port.js';
import { type CookieJar, signInToPortal } from '../support/oidc-test-provider.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: Array<{ field: string; message: string }>;
}

// A failed validation names each field next to the "; "-joined message clients already read.
describe('validation errors per field: {statusCode, message, errors: [{field, message}]}', () => {
  let sut: TestApp;
  let base: string;
  let carl: CookieJar;
  let anna: CookieJar;

  const signIn = (login: string) => signInToPortal(base, login);

  async function send(path: string, body: unknown, options: { jar?: CookieJar; method?: string } = {}) {
    const response = await fetch(`${base}${path}`, {
      method: options.method ?? 'POST',
      headers: {
        origin: base,
        'content-type': 'application/json',
        ...(options.jar ? { cookie: options.jar.header(base) } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as ErrorBody };
  }

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    sut = await startTestApp({ port, env: { FORMS_RATE_LIMIT: '1000' } });
    [carl, anna] = [await signIn('carl@apex.example.com'), await signIn('anna@apex.example.com')];
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('contact form: lists each invalid field with its message, and the message is as before', async () => {
    const { status, body } = await send('/api/forms/contact', validContact({ firstName: '', email: 'nope' }));
    expect(status).toBe(400);
    // Exactly today's message (compatibility): the field messages joined by "; ".
    expect(body.message).toBe('Please enter your first name; Please provide a valid email address');
    expect(body).toEqual({
      statusCode: 400,
      message: body.message,
      errors: [
        { field: 'firstName', message: 'Please enter your first name' },
        { field: 'email', message: 'Please provide a valid email address' },
      ],
      requestId: expect.any(String),
    });
  });

  it('contact form: an unknown property is named as its own field', async () => {
    const { status, body } = await send('/api/forms/contact', { ...validContact(), extra: 1 });
    expect(status).toBe(400);
    expect(body.message).toBe('property extra should not exist');
    expect(body.errors).toEqual([{ field: 'extra', message: 'property extra should not exist' }]);
  });

  it('contact form: an empty body lists every required field once', async () => {
    const { status, body } = await send('/api/forms/contact', {});
    expect(status).toBe(400);
    const fields = body.errors!.map((error) => error.field);
    expect(fields.sort()).toEqual(['country', 'email', 'firstName', 'lastName', 'message', 'privacyAccepted']);
    expect(body.message.split('; ')).toEqual(body.errors!.map((error) => error.message));
  });

  it('service request: the nested return address names returnAddress.<field>', async () => {
    const invalid = await send(
      '/api/forms/service-request',
      validServiceRequest({ returnAddress: validAddress({ city: '', zipCode: '??', x: 1 }) }),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe(
      'property returnAddress.x should not exist; returnAddress.city: Please enter a valid value.; ' +
        'returnAddress.zipCode: Please enter a valid value.',
    );
    expect(invalid.body.errors).toEqual([
      { field: 'returnAddress.x', message: 'property returnAddress.x should not exist' },
      { field: 'returnAddress.city', message: 'Please enter a valid value.' },
      { field: 'returnAddress.zipCode', message: 'Please enter a valid value.' },
    ]);
    const notAnObject = await send('/api/forms/service-request', validServiceRequest({ returnAddress: 'same' }));
    expect(notAnObject.body.errors).toEqual([{ field: 'returnAddress', message: 'Please enter a valid value.' }]);
  });

  it('portal account settings: PUT /api/portal/account/profile names the field', async () => {
    const profile = { firstName: 'x'.repeat(500), lastName: 'Meier', country: 'CH', language: 'de', extra: 1 };
    const { status, body } = await send('/api/portal/account/profile', profile, { jar: carl, method: 'PUT' });
    expect(status).toBe(400);
    expect(body.message).toBe('property extra should not exist; firstName: Please enter a valid value.');
    expect(body.errors).toEqual([
      { field: 'extra', message: 'property extra should not exist' },
      { field: 'firstName', message: 'Please enter a valid value.' },
    ]);
  });

  it('nested DTO: quote request lines are named by index (lines.0.quantity)', async () => {
    const { status, body } = await send(
      '/api/product-information/quote-requests',
      {
        lines: [
          { partId: 'nope', quantity: 1 },
          { partId: '3f0c1c1e-1d2b-4c5d-8e9f-0a1b2c3d4e5f', quantity: 0 },
        ],
      },
      { jar: anna },
    );
    expect(status).toBe(400);
    expect(body.message).toBe(
      'lines.0.Each line needs a valid part id; lines.1.Quantities must be whole numbers from 1 to ' +
        body.message.split('from 1 to ')[1],
    );
    expect(body.errors).toEqual([
      { field: 'lines.0.partId', message: 'Each line needs a valid part id' },
      { field: 'lines.1.quantity', message: expect.stringMatching(/^Quantities must be whole numbers from 1 to \d+$/) },
    ]);
  });

  it('documents errors in the OpenAPI error schema, optional', async () => {
    const document = (await (await fetch(`${base}/api/docs-json`)).json()) as {
      components: { schemas: Record<string, { required?: string[]; properties: Record<string, unknown> }> };
    };
    const apiError = document.components.schemas.ApiError!;
    expect(apiError.properties.errors).toMatchObject({
      type: 'array',
      items: { $ref: '#/components/schemas/FieldError' },
    });
    expect(apiError.required).not.toContain('errors');
    expect(document.components.schemas.FieldError!.required).toEqual(['field', 'message']);
  });

  it('a valid body is not affected', async () => {
    const response = await fetch(`${base}/api/forms/contact`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json' },
      body: JSON.stringify(validContact()),
    });
    expect(response.status).toBe(201);
  });
});
