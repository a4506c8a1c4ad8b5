import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmission } from '../../modules/forms/forms.schema.js';
import { validContact } from '../factories/form-submissions.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

interface AssessmentRequest {
  path: string;
  key: string | null;
  body: { event: { token: string; siteKey: string; expectedAction: string; userIpAddress: string } };
}

/** Stands in for Google's reCAPTCHA Enterprise assessment endpoint; the token decides the verdict. */
const VERDICTS: Record<string, { status: number; body: unknown }> = {
  good: { status: 200, body: { tokenProperties: { valid: true, action: 'SUBMIT' }, riskAnalysis: { score: 0.9 } } },
  'low-score': {
    status: 200,
    body: { tokenProperties: { valid: true, action: 'SUBMIT' }, riskAnalysis: { score: 0.1 } },
  },
  'other-action': {
    status: 200,
    body: { tokenProperties: { valid: true, action: 'LOGIN' }, riskAnalysis: { score: 0.9 } },
  },
  expired: { status: 200, body: { tokenProperties: { valid: false, invalidReason: 'EXPIRED' } } },
  'google-down': { status: 503, body: { error: { code: 503 } } },
};

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });

describe('bot protection: reCAPTCHA Enterprise verified on the server (SPEC §7.8)', () => {
  let sut: TestApp;
  let google: Server;
  const requests: AssessmentRequest[] = [];

  beforeAll(async () => {
    google = createServer((request, response) => {
      void readBody(request).then((text) => {
        const url = new URL(request.url ?? '/', 'http://localhost');
        const body = JSON.parse(text) as AssessmentRequest['body'];
        requests.push({ path: url.pathname, key: url.searchParams.get('key'), body });
        const verdict = VERDICTS[body.event.token] ?? VERDICTS.expired!;
        response.writeHead(verdict.status, { 'content-type': 'application/json' }).end(JSON.stringify(verdict.body));
      });
    });
    await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
    const { port } = google.address() as AddressInfo;
    sut = await startTestApp({
      env: {
        RECAPTCHA_SITE_KEY: 'site-key-123',
        RECAPTCHA_PROJECT_ID: 'kudex-web',
        RECAPTCHA_API_KEY: 'test-api-key',
        RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/v1`,
      },
    });
  });
  afterAll(async () => {
    await sut?.stop();
    await new Promise<void>((resolve) => google?.close(() => resolve()));
  });

  let ip = 0;
  const submit = (recaptchaToken?: string) =>
    sut.fastify.inject({
      method: 'POST',
      url: '/api/forms/contact',
      remoteAddress: `10.2.0.${++ip}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(validContact(recaptchaToken === undefined ? {} : { recaptchaToken })),
    });
  const stored = async () => {
    const [row] = await sut.database.handle.db.select({ n: count() }).from(formSubmission);
    return Number(row!.n);
  };

  it('gives the browser the site key', async () => {
    const response = await sut.fastify.inject({ method: 'GET', url: '/api/forms/settings' });
    expect(response.json()).toEqual({ recaptchaSiteKey: 'site-key-123' });
  });

  it('accepts a valid SUBMIT token, asking for an assessment with the site key and expected action', async () => {
    requests.length = 0;
    const response = await submit('good');
    expect(response.statusCode).toBe(201);
    const [row] = await sut.database.handle.db
      .select()
      .from(formSubmission)
      .where(eq(formSubmission.id, (response.json() as { id: string }).id));
    expect(row?.botCheck).toBe('passed');
    expect(row?.payload).not.toHaveProperty('recaptchaToken');
    expect(requests).toEqual([
      {
        path: '/v1/projects/kudex-web/assessments',
        key: 'test-api-key',
        body: {
          event: { token: 'good', siteKey: 'site-key-123', expectedAction: 'SUBMIT', userIpAddress: `10.2.0.${ip}` },
        },
      },
    ]);
  });

  it.each([
    ['no token', undefined],
    ['the empty token the browser sends when the script failed', ''],
    ['an expired token', 'expired'],
    ['a low score', 'low-score'],
    ['a token made for another action', 'other-action'],
  ])('refuses %s with a 400 and stores nothing', async (_name, token) => {
    const before = await stored();
    const response = await submit(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      code: 'BotCheckFailed',
      message: 'The bot protection check failed. Please reload the page and try again.',
    });
    expect(await stored()).toBe(before);
  });

  it('keeps the submission, marked unverified, when Google cannot answer', async () => {
    const response = await submit('google-down');
    expect(response.statusCode).toBe(201);
    const [row] = await sut.database.handle.db
      .select()
      .from(formSubmission)
      .where(eq(formSubmission.id, (response.json() as { id: string }).id));
    expect(row?.botCheck).toBe('unverified');
  });
});
