import { eq, sql } from 'drizzle-orm';
import { portalSession } from '../../modules/portal-auth/portal-session.schema.js';
import { hashOf } from '../../modules/portal-auth/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validContact } from '../factories/form-submissions.js';
import { editorCookie } from '../support/editor.js';
import { freePort } from '../support/free-port.js';
import { CookieJar as ProviderJar, browse, follow } from '../support/identity-provider.js';
import { LOG_LEVEL } from '../support/log-capture.js';
import { type CookieJar, signInToPortal } from '../support/oidc-test-provider.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

/** NUL (which PostgreSQL refuses in text: it answered 500) and ESC (a terminal escape), as typed and URL-encoded. */
const CONTROLS = [
  { label: 'NUL', char: '\u0000', encoded: '%00', escape: '\\u0000' },
  { label: 'ESC', char: '\u001b', encoded: '%1B', escape: '\\u001b' },
] as const;
type Control = (typeof CONTROLS)[number];

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

const CONTROL_MESSAGE = /control character/;

describe('control characters in text input are refused with 400', () => {
  let sut: TestApp;
  let base: string;
  let carl: CookieJar;
  let anna: CookieJar;
  let editor: string;
  let ticket: { location: string; type: string; machine: string; id: string };
  let partId: string;

  const signIn = (login: string) => signInToPortal(base, login);

  /** The ID token of a signed-in browser's portal session, as an API client acting for that user would send it. */
  async function idTokenOf(jar: CookieJar): Promise<string> {
    const [row] = await sut.database.handle.db
      .select({ idToken: portalSession.idToken })
      .from(portalSession)
      .where(eq(portalSession.idHash, hashOf(jar.get(base, 'uapp_session')!)));
    return row!.idToken;
  }

  async function send(
    path: string,
    options: {
      jar?: CookieJar;
      cookie?: string;
      body?: unknown;
      method?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Answer> {
    const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
    const cookie = [options.jar?.header(base), options.cookie].filter(Boolean).join('; ');
    const response = await fetch(`${base}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        origin: base,
        ...(cookie ? { cookie } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text: await response.text(),
    };
  }

  const gql = (query: string, variables: Record<string, unknown> = {}) =>
    send('/api/tickets-proxy', { jar: carl, body: { query, variables } });

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    sut = await startTestApp({ port, logs: 'info', env: { FORMS_RATE_LIMIT: '1000' } });
    [carl, anna] = [await signIn('carl@apex.example.com'), await signIn('anna@apex.example.com')];
    editor = await editorCookie(sut);
    const options = JSON.parse(
      (await gql('{ ticketFormOptions { locations { value } types { value } machines { value } } }')).text,
    ).data.ticketFormOptions;
    const list = JSON.parse((await gql('{ tickets { items { id } } }')).text).data.tickets.items;
    ticket = {
      location: options.locations[0].value,
      type: options.types[0].value,
      machine: options.machines[0].value,
      id: list[0].id,
    };
    const product = JSON.parse((await send('/api/product-information/products/cutstrip-9000', { jar: anna })).text);
    partId = product.parts[0].id;
    sut.logs.clear();
  });
  afterAll(async () => {
    await sut?.stop();
  });

  const ticketInput = (c: Control) => ({
    location: ticket.location,
    type: ticket.type,
    machine: ticket.machine,
    subject: 'Feeder jams',
    description: `Jams at ${c.char}start`,
  });

  /** Every API input of the finding and a few more: JSON bodies, query strings, route params, GraphQL. */
  const API_CASES: Array<[string, (c: Control) => Promise<Answer>]> = [
    [
      'analytics collect, path',
      (c) => send('/api/analytics/collect', { cookie: 'uapp_consent=v1.s1.m0', body: { path: `/en/${c.char}` } }),
    ],
    ['inventory, q', (c) => send(`/api/inventory?q=${c.encoded}`, { jar: carl })],
    ['inventory, location', (c) => send(`/api/inventory?location=${c.encoded}`, { jar: carl })],
    ['inventory export, q', (c) => send(`/api/inventory/export.csv?q=${c.encoded}`, { jar: carl })],
    [
      'contact form, first name',
      (c) => send('/api/forms/contact', { body: validContact({ firstName: `A${c.char}` }) }),
    ],
    ['contact form, message', (c) => send('/api/forms/contact', { body: validContact({ message: `Hi ${c.char}` }) })],
    ['whitepaper download, route param', (c) => send(`/api/forms/whitepaper/download/x${c.encoded}`)],
    [
      'page feedback, comment',
      (c) => send('/api/feedback', { body: { path: '/en/about', helpful: false, comment: `Old ${c.char}` } }),
    ],
    ['search, query', (c) => send('/api/search-proxy/search', { body: { localeCode: 'en', query: `cut${c.char}` } })],
    ['suggest, query', (c) => send('/api/search-proxy/suggest', { body: { localeCode: 'en', query: `cu${c.char}` } })],
    [
      'user-admin invite, first name',
      (c) =>
        send('/api/user-admin/users', {
          jar: anna,
          body: { email: 'nul.invite@apex.example.com', firstName: `E${c.char}`, lastName: 'Eck', applications: [] },
        }),
    ],
    ['user-admin users, company filter', (c) => send(`/api/user-admin/users?company=${c.encoded}`, { jar: anna })],
    ['user-admin user, route param', (c) => send(`/api/user-admin/users/x${c.encoded}`, { jar: anna })],
    [
      'quote request, note',
      (c) =>
        send('/api/product-information/quote-requests', {
          jar: anna,
          body: { lines: [{ partId, quantity: 1 }], note: `Deliver ${c.char}soon` },
        }),
    ],
    [
      'GraphQL createTicket, variables',
      (c) =>
        gql('mutation New($input: CreateTicketInput!) { createTicket(input: $input) { id } }', {
          input: ticketInput(c),
        }),
    ],
    [
      'GraphQL createTicket, inline argument',
      (c) =>
        gql(
          `mutation { createTicket(input: { location: "${ticket.location}", type: "${ticket.type}", ` +
            `machine: "${ticket.machine}", subject: "Jams", description: "Jams at ${c.escape}start" }) { id } }`,
        ),
    ],
    [
      'GraphQL addComment, variables',
      (c) =>
        gql('mutation C($id: ID!, $text: String!) { addComment(ticketId: $id, text: $text) { id } }', {
          id: ticket.id,
          text: `Still ${c.char}broken`,
        }),
    ],
    [
      'GraphQL addComment, inline argument',
      (c) => gql(`mutation { addComment(ticketId: "${ticket.id}", text: "Still ${c.escape}broken") { id } }`),
    ],
    [
      'GraphQL filter.machine, variables',
      (c) => gql('query L($m: String) { tickets(filter: { machine: $m }) { total } }', { m: c.char }),
    ],
    [
      'GraphQL filter.machine, inline argument',
      (c) => gql(`{ tickets(filter: { machine: "${c.escape}" }) { total } }`),
    ],
    [
      'GraphQL filter.machine, variables of a GET',
      async (c) =>
        send(
          `/api/tickets-proxy?query=${encodeURIComponent('query L($m: String) { tickets(filter: { machine: $m }) { total } }')}` +
            `&variables=${encodeURIComponent(JSON.stringify({ m: c.char }))}`,
          // A cookie never authenticates a GraphQL GET: an API client's bearer token does.
          { headers: { ciam_id_token: await idTokenOf(carl) } },
        ),
    ],
    [
      'GraphQL draft proxy, inline argument',
      (c) =>
        send('/api/hygraph-draft-proxy', {
          cookie: editor,
          body: { query: `{ pageBySlug(siteId: "main", language: "en", slug: "a${c.escape}") { id } }` },
        }),
    ],
  ];

  describe.each(CONTROLS)('$label', (control) => {
    it.each(API_CASES)('%s: 400 JSON with a readable message', async (_label, request) => {
      const answer = await request(control);
      expect(answer.status, answer.text).toBe(400);
      expect(answer.contentType).toMatch(/^application\/(graphql-response\+)?json/);
      const body = JSON.parse(answer.text) as { statusCode?: number; message?: string; errors?: { message: string }[] };
      // The request guard answers the app's JSON error; GraphQL's own decoding (inline literals, GET variables)
      // answers GraphQL's error shape, with the same message.
      if (body.errors) expect(body.errors[0]!.message).toMatch(CONTROL_MESSAGE);
      else expect(body).toMatchObject({ statusCode: 400, message: expect.stringMatching(CONTROL_MESSAGE) });
    });

    it.each([
      ['portal inventory, product', (c: Control) => `/en/portal/inventory?product=${c.encoded}`, true],
      ['portal ticket list, type', (c: Control) => `/en/portal/tickets/list?type=${c.encoded}`, true],
      ['site search, q', (c: Control) => `/en/search?q=${c.encoded}`, false],
    ])('page %s: the 400 error page', async (_label, path, portal) => {
      const answer = await send(path(control), portal ? { jar: carl } : {});
      expect(answer.status).toBe(400);
      expect(answer.contentType).toMatch(/^text\/html/);
      expect(answer.text).toContain('control character');
    });

    it('an attachment whose file name holds it: 400, nothing stored', async () => {
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }),
        `a${control.char}.png`,
      );
      const response = await fetch(`${base}/api/tickets-proxy/uploads`, {
        method: 'POST',
        headers: { cookie: carl.header(base), origin: base },
        body: form,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ statusCode: 400, message: expect.stringMatching(CONTROL_MESSAGE) });
    });
  });

  describe("the embedded OpenID provider (its own answers, not the API's)", () => {
    it.each([
      ['an authorization request for client_id NUL', '/oidc/auth?client_id=%00&response_type=code&scope=openid'],
      ['an authorization request for client_id ESC', '/oidc/auth?client_id=%1B&response_type=code&scope=openid'],
    ])('%s: 400, not 500', async (_label, path) => {
      expect((await send(path)).status).toBe(400);
    });

    it.each(CONTROLS)('a token request with the code $label: invalid_grant, not a server error', async (control) => {
      const response = await fetch(`${base}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: `a${control.char}`,
          client_id: 'uapp-portal',
          redirect_uri: `${base}/en/callback`,
          code_verifier: 'x'.repeat(43),
        }).toString(),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
    });

    it.each(CONTROLS)(
      'the sign-in form with $label in the e-mail: wrong credentials (401), not 500',
      async (control) => {
        const jar = new ProviderJar();
        const form = await follow(jar, await browse(jar, `${base}/api/auth/login?returnTo=%2Fen%2Fportal`), base);
        if (form instanceof URL) throw new Error('no sign-in form');
        const action = /<form method="post" action="([^"]+)"/.exec(await form.text())![1]!;
        const answer = await browse(jar, new URL(action, base).href, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            email: `carl${control.char}@apex.example.com`,
            password: 'demo-password',
          }).toString(),
        });
        expect(answer.status).toBe(401);
        expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      },
    );
  });

  it('names the field that holds it, as the validation messages do', async () => {
    const answer = await send('/api/forms/contact', { body: validContact({ firstName: 'A\u0000' }) });
    expect(JSON.parse(answer.text)).toMatchObject({
      statusCode: 400,
      code: 'BadInput',
      message: 'firstName must not contain control characters (only tab, line feed and carriage return are allowed)',
    });
  });

  it('still takes tab, CR and LF in multi-line text: a contact message and a ticket description', async () => {
    const contact = await send('/api/forms/contact', {
      body: validContact({ message: 'Line one\r\n\tLine two\nLine three' }),
    });
    expect(contact.status, contact.text).toBe(201);
    const created = await gql('mutation New($input: CreateTicketInput!) { createTicket(input: $input) { id } }', {
      input: { ...ticketInput(CONTROLS[0]), description: 'First line\n\tSecond line\r\n' },
    });
    expect(created.status, created.text).toBe(200);
    expect(JSON.parse(created.text).data.createTicket.id).toBeTruthy();
  });

  it('logged no error and no failed query for any of these requests', () => {
    const errors = sut.logs.lines.filter((line) => line.level >= LOG_LEVEL.error);
    expect(errors).toEqual([]);
    expect(sut.logs.lines.filter((line) => line['statusCode'] === 500)).toEqual([]);
    expect(JSON.stringify(sut.logs.lines)).not.toMatch(/Failed query|params:/);
  });
});

describe('a failed database query is logged without its statement or values', () => {
  let sut: TestApp;
  const SECRET_EMAIL = 'quentin.secret@example.com';
  const SECRET_TEXT = 'my private question about prices';

  beforeAll(async () => {
    sut = await startTestApp({ logs: 'info', env: { FORMS_RATE_LIMIT: '1000' } });
  });
  afterAll(async () => {
    await sut?.stop();
  });

  const logOf = (requestId: string) => sut.logs.lines.filter((line) => line.reqId === requestId);

  it('an API write the database refuses: 500 with the request id; the log has code, message and id, no values', async () => {
    // A constraint no row can meet: the insert fails in PostgreSQL itself (its error's detail lists the row).
    await sut.database.handle.db.execute(
      sql`alter table form_submission add constraint issue25_refuse_all check (kind = 'none')`,
    );
    const response = await sut.fastify.inject({
      method: 'POST',
      url: '/api/forms/contact',
      headers: { 'content-type': 'application/json' },
      payload: validContact({ email: SECRET_EMAIL, message: SECRET_TEXT }),
    });
    expect(response.statusCode).toBe(500);
    const body = response.json<{ statusCode: number; message: string; requestId: string }>();
    expect(body).toMatchObject({ statusCode: 500, message: 'Internal server error' });
    const lines = logOf(body.requestId).filter((line) => line.level >= LOG_LEVEL.error);
    expect(lines).toHaveLength(1);
    expect(lines[0]!['err']).toMatchObject({
      code: '23514',
      message: expect.stringContaining('violates check constraint "issue25_refuse_all"'),
    });
    const everything = JSON.stringify(sut.logs.lines);
    expect(everything).not.toContain(SECRET_EMAIL);
    expect(everything).not.toContain(SECRET_TEXT);
    expect(everything).not.toMatch(/Failed query|params:|insert into/);
  });

  it('a page whose query fails: the log names the error and the request, not the statement', async () => {
    await sut.database.handle.db.execute(sql`alter table page rename to page_gone`);
    try {
      const response = await sut.fastify.inject({ method: 'GET', url: '/en/about' });
      expect(response.statusCode).toBe(500);
      const requestId = String(response.headers['x-request-id']);
      const lines = logOf(requestId).filter((line) => line.level >= LOG_LEVEL.error);
      expect(lines.length).toBeGreaterThan(0);
      expect(JSON.stringify(lines)).toContain('42P01'); // undefined_table
      expect(JSON.stringify(sut.logs.lines)).not.toMatch(/Failed query|params:|select /);
    } finally {
      await sut.database.handle.db.execute(sql`alter table page_gone rename to page`);
    }
  });
});
