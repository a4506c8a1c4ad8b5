import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalSession } from '../../modules/portal-auth/portal-session.schema.js';
import { hashOf } from '../../modules/portal-auth/index.js';
import { TicketUploadsService, UNCLAIMED_UPLOAD_TTL_MS } from '../../modules/tickets/index.js';
import { seedTickets } from '../../seed/tickets/tickets.seeder.js';
import { seedMissingModules } from '../../src/app/seed.js';
import {
  CookieJar as ProviderJar,
  authorizationRequest,
  discover,
  signIn as providerSignIn,
} from '../support/identity-provider.js';
import { type CookieJar, signInToPortal } from '../support/oidc-test-provider.js';
import { freePort } from '../support/free-port.js';
import { filesUnder, waitFor } from '../support/upload-files.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { DATABASE_KINDS } from '../support/test-database.js';

const TICKET_FIELDS = `id number status subject closingReason closedAt contact
  type { value label } machine { value label } location { value label }
  messages { kind author text } attachments { id fileName contentType size href }`;

describe.each(DATABASE_KINDS)('service tickets through GraphQL at /api/tickets-proxy (%s)', (kind) => {
  let sut: TestApp;
  let base: string;
  let uploadsDir: string;
  let carl: CookieJar;
  let bea: CookieJar;

  const signIn = (login: string) => signInToPortal(base, login);

  async function gql(
    jar: CookieJar | undefined,
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = { origin: base },
  ) {
    const response = await fetch(`${base}/api/tickets-proxy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: jar?.header(base) ?? '', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- GraphQL answers, checked field by field
      data?: Record<string, any> | null;
      errors?: { message: string; extensions?: { code?: string } }[];
      message?: string;
    };
    return { status: response.status, body };
  }

  async function upload(jar: CookieJar, bytes: Uint8Array | Blob, fileName: string, type = 'image/png') {
    const form = new FormData();
    form.append('file', bytes instanceof Blob ? bytes : new Blob([new Uint8Array(bytes)], { type }), fileName);
    const response = await fetch(`${base}/api/tickets-proxy/uploads`, {
      method: 'POST',
      headers: { cookie: jar.header(base), origin: base },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as { id?: string; message?: string } };
  }

  const png = () =>
    sharp({ create: { width: 32, height: 24, channels: 3, background: { r: 200, g: 40, b: 40 } } })
      .png()
      .toBuffer();

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    uploadsDir = mkdtempSync(join(tmpdir(), 'uapp-uploads-'));
    sut = await startTestApp({
      port,
      database: kind,
      env: { UPLOADS_DIR: uploadsDir },
    });
    carl = await signIn('carl@apex.example.com');
    bea = await signIn('bea@borealis.example.com');
  });
  afterAll(async () => {
    await sut?.stop();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('answers 401 JSON without a session, and 403 for a cookie write from another origin', async () => {
    const anonymous = await gql(undefined, '{ ticketFormOptions { types { value } } }');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Sign-in required');
    const crossSite = await gql(
      carl,
      '{ ticketFormOptions { types { value } } }',
      {},
      { origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
  });

  it('takes the ID token in header ciam_id_token instead of the session cookie (SPEC §7.6)', async () => {
    const query = '{ tickets { total items { number } } }';
    // The ID token of a live portal session (test/int/session-tokens.int-spec.ts).
    const [session] = await sut.database.handle.db
      .select({ idToken: portalSession.idToken })
      .from(portalSession)
      .where(eq(portalSession.idHash, hashOf(bea.get(base, 'uapp_session')!)));
    const answer = await gql(undefined, query, {}, { ciam_id_token: session!.idToken });
    expect(answer.status).toBe(200);
    expect(answer.body.data!.tickets.items.map((t: { number: string }) => t.number)).toEqual(['T-10005', 'T-10006']);
    const forged = await gql(undefined, query, {}, { ciam_id_token: `${session!.idToken.slice(0, -4)}AAAA` });
    expect(forged.status).toBe(401);

    // One issued outside the site's sign-in is held by no portal session: refused.
    const app = { origin: base, issuer: `${base}/oidc` };
    const config = await discover(app);
    const auth = await authorizationRequest(config, base, '/blank-callback');
    const callback = await providerSignIn(new ProviderJar(), app, auth, 'bea@borealis.example.com');
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: auth.verifier,
      expectedState: auth.state,
      expectedNonce: auth.nonce,
    });
    expect((await gql(undefined, query, {}, { ciam_id_token: tokens.id_token! })).status).toBe(401);
  });

  it("lists the company's own tickets with filters, sorting and paging", async () => {
    const all = await gql(carl, '{ tickets { total page pageSize items { number status createdAt } } }');
    expect(all.status).toBe(200);
    expect(all.body.data!.tickets.total).toBe(4);
    const numbers = all.body.data!.tickets.items.map((t: { number: string }) => t.number);
    expect(numbers).toEqual(['T-10002', 'T-10004', 'T-10001', 'T-10003']); // newest first
    expect(numbers).not.toContain('T-10005'); // Borealis

    const closed = await gql(carl, '{ tickets(filter: { status: CLOSED }) { total items { number } } }');
    expect(closed.body.data!.tickets.items).toEqual([{ number: 'T-10003' }]);
    const byType = await gql(carl, '{ tickets(filter: { type: "software" }) { items { number } } }');
    expect(byType.body.data!.tickets.items).toEqual([{ number: 'T-10004' }]);
    const byMachine = await gql(
      carl,
      '{ tickets(filter: { machine: "apex-cs-9700" }, sort: CREATED_ASC) { items { number } } }',
    );
    expect(byMachine.body.data!.tickets.items).toEqual([{ number: 'T-10001' }, { number: 'T-10004' }]);
    const page2 = await gql(
      carl,
      '{ tickets(sort: CREATED_ASC, page: 2, pageSize: 3) { total page items { number } } }',
    );
    expect(page2.body.data!.tickets).toEqual({ total: 4, page: 2, items: [{ number: 'T-10002' }] });
  });

  it("shows a ticket with its replies and comments in order, and another company's ticket as not found", async () => {
    const list = await gql(carl, '{ tickets(filter: { status: IN_PROGRESS }) { items { id } } }');
    const apexId = list.body.data!.tickets.items[0].id as string;
    const detail = await gql(carl, `query One($id: ID!) { ticket(id: $id) { ${TICKET_FIELDS} } }`, { id: apexId });
    expect(detail.body.data!.ticket).toMatchObject({
      number: 'T-10001',
      status: 'IN_PROGRESS',
      contact: 'Carl Carter',
      type: { value: 'breakdown', label: 'Machine breakdown' },
      messages: [{ kind: 'REPLY' }, { kind: 'COMMENT', author: 'Carl Carter' }, { kind: 'REPLY' }],
    });

    const foreign = await gql(bea, `query One($id: ID!) { ticket(id: $id) { id subject } }`, { id: apexId });
    expect(foreign.status).toBe(404);
    expect(foreign.body.errors?.[0]?.message).toBe('Ticket not found');
    expect(foreign.body.data?.ticket ?? null).toBeNull();
    const missing = await gql(bea, `{ ticket(id: "00000000-0000-4000-8000-000000000000") { id } }`);
    expect(missing.status).toBe(404);
    const foreignComment = await gql(bea, 'mutation C($id: ID!) { addComment(ticketId: $id, text: "hi") { id } }', {
      id: apexId,
    });
    expect(foreignComment.body.errors?.[0]?.message).toBe('Ticket not found');
    const foreignClose = await gql(
      bea,
      'mutation C($id: ID!) { closeTicket(ticketId: $id, reason: NO_LONGER_RELEVANT) { id } }',
      { id: apexId },
    );
    expect(foreignClose.body.errors?.[0]?.message).toBe('Ticket not found');
    const unchanged = await gql(carl, `query One($id: ID!) { ticket(id: $id) { status messages { text } } }`, {
      id: apexId,
    });
    expect(unchanged.body.data!.ticket.status).toBe('IN_PROGRESS');
    expect(unchanged.body.data!.ticket.messages).toHaveLength(3);
  });

  it("filters, sorts and pages the list page's tickets on this database (each filter combination is a statement)", async () => {
    const numbers = async (query: string) => {
      const response = await fetch(`${base}/en/portal/tickets/list${query}`, {
        headers: { cookie: carl.header(base) },
      });
      expect(response.status, query).toBe(200);
      const html = (await response.text()).replace(/<script[\s\S]*?<\/script>/g, '');
      // The seeded tickets only (other tests here add tickets of their own), in the order the page lists them.
      const seeded = [...html.matchAll(/>(T-1000[1-6])</g)].map(([, number]) => number);
      const count = /(\d+) tickets?</.exec(html)?.[1];
      return { seeded: [...new Set(seeded)], count: Number(count) };
    };
    expect((await numbers('')).seeded).toEqual(['T-10002', 'T-10004', 'T-10001', 'T-10003']);
    expect((await numbers('?sort=created-asc')).seeded).toEqual(['T-10003', 'T-10001', 'T-10004', 'T-10002']);
    expect((await numbers('?status=unresolved&sort=created-asc')).seeded).toEqual(['T-10001', 'T-10004', 'T-10002']);
    expect((await numbers('?machine=apex-cs-9700')).seeded).toEqual(['T-10004', 'T-10001']);
    expect((await numbers('?type=software')).seeded).toEqual(['T-10004']);
    expect((await numbers('?status=closed&type=spare-parts&machine=apex-pw-5')).seeded).toEqual(['T-10003']);
    expect((await numbers('?status=new&type=software')).seeded).toEqual([]);
    // A page past the end lists nothing and still counts the company's tickets (the count asked on its own).
    const all = await numbers('');
    const past = await numbers('?page=500');
    expect(past.seeded).toEqual([]);
    expect(past.count).toBe(all.count);
    expect(all.count).toBeGreaterThanOrEqual(4);
  });

  it('renders the ticket pages for the company only: list, new ticket, detail; a foreign ticket page is a 404', async () => {
    const page = (jar: CookieJar | undefined, path: string) =>
      fetch(`${base}${path}`, { headers: { cookie: jar?.header(base) ?? '' }, redirect: 'manual' });
    const list = await page(carl, '/en/portal/tickets/list?status=in-progress');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    const listHtml = await list.text();
    expect(listHtml).toContain('T-10001');
    expect(listHtml).not.toContain('T-10002'); // filtered out (new)
    expect(listHtml).not.toContain('T-10005'); // Borealis
    const form = await page(carl, '/en/portal/tickets/newticket');
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('Hamburg plant');

    const { body } = await gql(carl, '{ tickets(filter: { status: IN_PROGRESS }) { items { id } } }');
    const apexId = body.data!.tickets.items[0].id as string;
    const detail = await page(carl, `/en/portal/tickets/${apexId}`);
    expect(detail.status).toBe(200);
    expect(await detail.text()).toContain('Crimp height drifts after warm-up');
    const foreign = await page(bea, `/en/portal/tickets/${apexId}`);
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).not.toContain('Crimp height drifts');
    const anonymous = await page(undefined, `/en/portal/tickets/${apexId}`);
    expect(anonymous.status).toBe(302);
    expect((await page(carl, '/en/portal/tickets/unknown/deeper')).status).toBe(404);
  });

  it('refuses a ticket without the required fields (400 with the form messages)', async () => {
    const answer = await gql(carl, `mutation New($input: CreateTicketInput!) { createTicket(input: $input) { id } }`, {
      input: { location: '', type: 'borealis-ts-12', machine: 'borealis-ts-12', subject: ' ', description: '' },
    });
    expect(answer.status).toBe(400);
    const message = answer.body.errors![0]!.message;
    expect(message).toContain('Please select a location');
    expect(message).toContain('Please select a ticket type');
    expect(message).toContain('Please select the machine concerned'); // Borealis' machine is not Apex's option
    expect(message).toContain('Please enter a subject');
    expect(message).toContain('Please enter a description');
  });

  it('creates a ticket with an image, comments on it, closes it with a reason; the attachment is the company’s only', async () => {
    const options = await gql(carl, '{ ticketFormOptions { locations { value } types { value } machines { value } } }');
    const { locations, types, machines } = options.body.data!.ticketFormOptions;
    expect(locations.map((o: { value: string }) => o.value)).toContain('apex-hamburg');
    expect(machines.map((o: { value: string }) => o.value)).not.toContain('borealis-ts-12');

    const uploaded = await upload(carl, await png(), 'photo of the fault.png');
    expect(uploaded.status).toBe(201);
    // Bea cannot claim Carl's company's upload.
    const stolen = await gql(bea, `mutation New($input: CreateTicketInput!) { createTicket(input: $input) { id } }`, {
      input: {
        location: 'borealis-oulu',
        type: 'breakdown',
        machine: 'borealis-ts-12',
        subject: 'Steal',
        description: 'Claims a foreign upload',
        attachmentIds: [uploaded.body.id],
      },
    });
    expect(stolen.body.errors?.[0]?.message).toBe('An attachment is unknown or already used');
    const beaTickets = await gql(bea, '{ tickets { total } }');
    expect(beaTickets.body.data!.tickets.total).toBe(2); // no ticket left behind

    const created = await gql(
      carl,
      `mutation New($input: CreateTicketInput!) { createTicket(input: $input) { ${TICKET_FIELDS} } }`,
      {
        input: {
          location: locations[0].value,
          type: types[0].value,
          machine: machines[0].value,
          subject: 'Cutter jams',
          description: 'The cutter jams on 0.35 mm² wire.',
          serialNumber: '97-1201',
          attachmentIds: [uploaded.body.id],
        },
      },
    );
    expect(created.status).toBe(200);
    const ticket = created.body.data!.createTicket;
    expect(ticket).toMatchObject({ status: 'NEW', subject: 'Cutter jams', contact: 'Carl Carter' });
    expect(ticket.number).toMatch(/^T-\d{5}$/);
    expect(Number(ticket.number.slice(2))).toBeGreaterThan(10006);
    expect(ticket.attachments).toEqual([
      expect.objectContaining({ fileName: 'photo of the fault.png', contentType: 'image/png' }),
    ]);

    const href = `${base}${ticket.attachments[0].href}`;
    const download = await fetch(href, { headers: { cookie: carl.header(base) } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="photo of the fault.png"/);
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    const foreignDownload = await fetch(href, { headers: { cookie: bea.header(base) } });
    expect(foreignDownload.status).toBe(404);
    expect((await fetch(href)).status).toBe(401);

    const empty = await gql(carl, 'mutation C($id: ID!) { addComment(ticketId: $id, text: "   ") { id } }', {
      id: ticket.id,
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors![0]!.message).toBe('Please enter a comment');
    const commented = await gql(
      carl,
      'mutation C($id: ID!, $text: String!) { addComment(ticketId: $id, text: $text) { messages { kind text } } }',
      { id: ticket.id, text: 'It happens on both shifts.' },
    );
    expect(commented.body.data!.addComment.messages).toEqual([{ kind: 'COMMENT', text: 'It happens on both shifts.' }]);

    const badReason = await gql(carl, 'mutation C($id: ID!) { closeTicket(ticketId: $id, reason: FIXED) { id } }', {
      id: ticket.id,
    });
    // Not one of the three closing reasons: refused by the schema's enum, nothing runs.
    expect(badReason.body.errors![0]!.message).toMatch(/ClosingReason/);
    expect(badReason.body.data ?? null).toBeNull();
    const closed = await gql(
      carl,
      'mutation C($id: ID!) { closeTicket(ticketId: $id, reason: SOLVED_WITHOUT_PROVIDER) { status closingReason closedAt } }',
      { id: ticket.id },
    );
    expect(closed.body.data!.closeTicket).toMatchObject({ status: 'CLOSED', closingReason: 'SOLVED_WITHOUT_PROVIDER' });
    expect(closed.body.data!.closeTicket.closedAt).toBeTruthy();
  });

  it('refuses a file whose content is not an image or video, whatever its name, and keeps nothing', async () => {
    const before = filesUnder(uploadsDir).length;
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(8000, 0x41)]);
    const refused = await upload(carl, exe, 'holiday.png');
    expect(refused.status).toBe(415);
    expect(refused.body.message).toBe('Only images or videos can be attached');
    expect(filesUnder(uploadsDir)).toHaveLength(before);
  });

  it('answers 413 above 100 MB and keeps nothing', async () => {
    const before = filesUnder(uploadsDir).length;
    const head = await png();
    const big = new Blob([head, new Uint8Array(101 * 1024 * 1024)], { type: 'image/png' });
    const refused = await upload(carl, big, 'huge.png');
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe('The file is larger than 100 MB');
    expect(await waitFor(() => filesUnder(uploadsDir).length === before)).toBe(true);
  });

  it('keeps nothing of an upload the client aborts half-way', async () => {
    const before = filesUnder(uploadsDir).length;
    const boundary = '----uapp-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="half.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const url = new URL(`${base}/api/tickets-proxy/uploads`);
    const req = httpRequest({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      headers: {
        cookie: carl.header(base),
        origin: base,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(10 * 1024 * 1024),
      },
    });
    req.on('error', () => undefined);
    req.write(head);
    req.write(await png());
    req.write(Buffer.alloc(2 * 1024 * 1024));
    // The partial file appears on disk, then the client goes away.
    expect(await waitFor(() => filesUnder(uploadsDir).length > before)).toBe(true);
    req.destroy();
    expect(await waitFor(() => filesUnder(uploadsDir).length === before)).toBe(true);
  });

  it('sweeps uploads never claimed by a ticket after a day, and keeps the claimed ones', async () => {
    const before = filesUnder(uploadsDir).length;
    const uploaded = await upload(carl, await png(), 'never used.png');
    expect(uploaded.status).toBe(201);
    expect(filesUnder(uploadsDir)).toHaveLength(before + 1);
    const uploads = sut.app.get(TicketUploadsService);
    expect(await uploads.sweep(new Date())).toBe(0); // younger than a day
    expect(await uploads.sweep(new Date(Date.now() + UNCLAIMED_UPLOAD_TTL_MS + 60_000))).toBe(1);
    expect(filesUnder(uploadsDir)).toHaveLength(before);
  });

  it('seeds the demo tickets idempotently, and into a database that holds content but no tickets yet', async () => {
    const db = sut.database.handle.db;
    const count = async (table: string) => {
      const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)}`);
      return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
    };
    const tickets = await count('ticket');
    const messages = await count('ticket_message');
    await seedTickets(db);
    expect([await count('ticket'), await count('ticket_message')]).toEqual([tickets, messages]);
    expect(await seedMissingModules(db)).toEqual([]);

    await db.execute(sql`delete from ticket where number in ('T-10005', 'T-10006')`);
    await db.execute(sql`delete from ticket_option`);
    expect(await seedMissingModules(db)).toEqual(['tickets']);
    expect(await count('ticket')).toBe(tickets);
    expect(await count('ticket_option')).toBeGreaterThan(0);
    // New numbers still follow the seeded ones.
    const next = await db.execute<{ n: string }>(sql`select nextval('ticket_number_seq')::text as n`);
    expect(Number((next as unknown as { rows: { n: string }[] }).rows[0]!.n)).toBeGreaterThan(10006);
  });

  it('refuses a query nested deeper than the limit', async () => {
    const deep = await gql(carl, '{ ticket(id: "x") { type { a { b { c { d { e { f { g { h } } } } } } } } } }');
    expect(deep.body.errors![0]!.message).toMatch(/Query depth limit of 8 exceeded, found 10/);
    expect(deep.body.data ?? null).toBeNull();
  });
});
