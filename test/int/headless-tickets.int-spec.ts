import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CookieJar, signInToPortal } from '../support/oidc-test-provider.js';
import {
  type PeerInstance,
  peerAddresses,
  peerInstance,
  renderingPeerEnv,
  sourcePeerEnv,
  stopPeers,
} from '../support/peer-instances.js';
import type { ServerProcess } from '../support/server-process.js';

// Issue 33: a second instance whose tickets live in the first (TICKETING_URL), its customers signed in at the first
// one's embedded provider (OIDC_ISSUER + PEER_SITES), so the ID token it forwards in `ciam_id_token` is one the
// first trusts. Two real server processes of the production build, each on its own PGlite database, no mocks.
const CUSTOMER = 'carl@apex.example.com';
/** SPEC §8 (ticket and comment forms): the generic apology, try again, contact support (i18n `tickets.error.failed`). */
const APOLOGY = 'We are sorry, something went wrong. Please try again, and contact our support if it happens again.';
const SLOW = 300_000;

const TICKET_LIST = `query List { tickets(sort: CREATED_DESC, pageSize: 50) {
  total items { id number subject status createdAt type { value label } machine { value label } } } }`;
const TICKET = `query T($id: ID!) { ticket(id: $id) {
  id number subject description status contact location { value label } messages { kind author text } } }`;
const FORM_OPTIONS = '{ ticketFormOptions { locations { value } types { value } machines { value } } }';
const CREATE = 'mutation New($input: CreateTicketInput!) { createTicket(input: $input) { id number subject status } }';

interface Answer<T> {
  status: number;
  body: { data?: T; errors?: { message: string }[]; statusCode?: number; message?: string; code?: string };
}

/** A GraphQL operation as the portal's browser client sends it: POST, session cookie, same origin. */
async function gql<T>(base: string, jar: CookieJar | undefined, query: string, variables = {}): Promise<Answer<T>> {
  const response = await fetch(`${base}/api/tickets-proxy`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: base,
      ...(jar ? { cookie: jar.header(base) } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
}

async function page(base: string, jar: CookieJar, path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${base}${path}`, { headers: { cookie: jar.header(base) }, redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

interface HealthAnswer {
  status: string;
  database: { status: string };
  upstreams: { name: string; status: string; lastError?: string; lastErrorAt?: string }[];
}

async function health(base: string): Promise<{ status: number; body: HealthAnswer }> {
  const response = await fetch(`${base}/api/health`);
  return { status: response.status, body: (await response.json()) as HealthAnswer };
}

describe('headless ticketing: a second instance with TICKETING_URL at the first', () => {
  const peers: PeerInstance[] = [];
  let source: ServerProcess;
  let rendering: ServerProcess;
  let sourceBase: string;
  let renderingBase: string;
  let onSource: CookieJar;
  let onRendering: CookieJar;

  beforeAll(async () => {
    ({ sourceBase, renderingBase } = await peerAddresses());
    // The rendering instance signs in here, and its users' ID tokens are accepted here.
    peers.push(await peerInstance('tickets-source', sourceBase, sourcePeerEnv(renderingBase)));
    peers.push(
      await peerInstance('tickets-rendering', renderingBase, {
        ...renderingPeerEnv(sourceBase),
        TICKETING_URL: `${sourceBase}/api/tickets-proxy`,
      }),
    );
    [source, rendering] = peers.map((peer) => peer.server) as [ServerProcess, ServerProcess];
    await Promise.all([source.start(120_000), rendering.start(120_000)]);
    onSource = await signInToPortal(sourceBase, CUSTOMER);
    // The walk goes through the source's sign-in form and back to the rendering instance's callback.
    onRendering = await signInToPortal(renderingBase, CUSTOMER);
  }, SLOW);

  afterAll(() => stopPeers(...peers));

  it('signs the rendering instance in at the source provider', () => {
    expect(onRendering.get(renderingBase, 'uapp_session')).toBeTruthy();
    // The session cookie is the rendering instance's own; the source's provider keeps its own cookies.
    expect(onRendering.get(sourceBase, 'uapp_session')).toBeUndefined();
  });

  it("answers the browser client's GraphQL with the source's tickets, as the same user", async () => {
    type List = { tickets: { total: number; items: { id: string; subject: string }[] } };
    const fromSource = await gql<List>(sourceBase, onSource, TICKET_LIST);
    const throughProxy = await gql<List>(renderingBase, onRendering, TICKET_LIST);
    expect(fromSource.status).toBe(200);
    expect(throughProxy.status).toBe(200);
    expect(fromSource.body.data!.tickets.total).toBeGreaterThan(0);
    expect(throughProxy.body).toEqual(fromSource.body);
  });

  it('renders the same ticket list and ticket pages from the source', async () => {
    // A ticket only the source holds: the rendering instance's own tables never see it.
    const options = await gql<{ ticketFormOptions: Record<string, { value: string }[]> }>(
      sourceBase,
      onSource,
      FORM_OPTIONS,
    );
    const subject = `Only on the source ${randomBytes(4).toString('hex')}`;
    const created = await gql<{ createTicket: { id: string; number: string } }>(sourceBase, onSource, CREATE, {
      input: {
        location: options.body.data!.ticketFormOptions.locations![0]!.value,
        type: options.body.data!.ticketFormOptions.types![0]!.value,
        machine: options.body.data!.ticketFormOptions.machines![0]!.value,
        subject,
        description: 'Written on the source instance.',
      },
    });
    const { id, number } = created.body.data!.createTicket;

    const list = await page(renderingBase, onRendering, '/en/portal/tickets/list');
    expect(list.status).toBe(200);
    expect(list.html).toContain(subject);
    expect(list.html).toContain(number);
    const numbersOn = (html: string) => [...html.matchAll(/T-\d{5}/g)].map((match) => match[0]);
    const sourceList = await page(sourceBase, onSource, '/en/portal/tickets/list');
    expect(numbersOn(list.html)).toEqual(numbersOn(sourceList.html));

    const detail = await page(renderingBase, onRendering, `/en/portal/tickets/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.html).toContain(subject);
    expect(detail.html).toContain('Written on the source instance.');
    // The ID token the rendering instance forwards never reaches its pages.
    expect(detail.html).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+\./);

    // The dashboard tile counts the waiting tickets upstream, as the source's own tile does.
    const waiting = (html: string) => /(\d+) tickets? waits? for your reply/.exec(html)?.[1] ?? 'none';
    const sourceDashboard = await page(sourceBase, onSource, '/en/portal');
    expect(waiting(sourceDashboard.html)).toMatch(/^\d+$/);
    expect(waiting((await page(renderingBase, onRendering, '/en/portal')).html)).toBe(waiting(sourceDashboard.html));

    const newTicket = await page(renderingBase, onRendering, '/en/portal/tickets/newticket');
    expect(newTicket.status).toBe(200);
    expect(newTicket.html).toContain(options.body.data!.ticketFormOptions.machines![0]!.value);
  });

  it('creates a ticket through the rendering instance that the source holds', async () => {
    const options = await gql<{ ticketFormOptions: Record<string, { value: string }[]> }>(
      renderingBase,
      onRendering,
      FORM_OPTIONS,
    );
    expect(options.status).toBe(200);
    const { locations, types, machines } = options.body.data!.ticketFormOptions;
    const subject = `Made on the rendering instance ${randomBytes(4).toString('hex')}`;
    const created = await gql<{ createTicket: { id: string; subject: string; status: string } }>(
      renderingBase,
      onRendering,
      CREATE,
      {
        input: {
          location: locations![0]!.value,
          type: types![0]!.value,
          machine: machines![0]!.value,
          subject,
          description: 'Sent through the ticket proxy.',
        },
      },
    );
    expect(created.status).toBe(200);
    expect(created.body.data!.createTicket).toMatchObject({ subject, status: 'NEW' });

    type Found = { ticket: { subject: string; description: string; contact: string } };
    const onTheSource = await gql<Found>(sourceBase, onSource, TICKET, { id: created.body.data!.createTicket.id });
    expect(onTheSource.body.data!.ticket).toMatchObject({ subject, description: 'Sent through the ticket proxy.' });
  });

  it("passes the source's refusals through", async () => {
    // No session: the rendering instance's own guard answers.
    const anonymous = await gql(renderingBase, undefined, TICKET_LIST);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ statusCode: 401 });

    // A GraphQL 404 of the source stays a 404 with its message.
    const missing = await gql(renderingBase, onRendering, TICKET, { id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.status).toBe(404);
    expect(missing.body.errors![0]!.message).toBe('Ticket not found');
    // ...and on the page the adapter renders: the ticket page's 404, not the apology.
    const missingPage = await page(
      renderingBase,
      onRendering,
      '/en/portal/tickets/00000000-0000-4000-8000-000000000000',
    );
    expect(missingPage.status).toBe(404);

    // Invalid input: the source's validation message reaches the browser.
    const invalid = await gql(renderingBase, onRendering, CREATE, {
      input: { location: 'x', type: 'x', machine: 'x', subject: '', description: '' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors![0]!.message).toContain('Please select a location');

    // An upload the source refuses (not an image or video): its code and message come through.
    const form = new FormData();
    form.append('file', new Blob(['just text'], { type: 'text/plain' }), 'notes.txt');
    const upload = await fetch(`${renderingBase}/api/tickets-proxy/uploads`, {
      method: 'POST',
      headers: { cookie: onRendering.header(renderingBase), origin: renderingBase },
      body: form,
    });
    expect(upload.status).toBe(415);
    expect(await upload.json()).toMatchObject({
      statusCode: 415,
      code: 'UploadTypeRefused',
      message: 'Only images or videos can be attached',
    });
  });

  it('uploads an attachment through the rendering instance into the source, and downloads it back', async () => {
    const bytes = await sharp({ create: { width: 24, height: 16, channels: 3, background: { r: 200, g: 40, b: 9 } } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'gauge.png');
    const uploaded = await fetch(`${renderingBase}/api/tickets-proxy/uploads`, {
      method: 'POST',
      headers: { cookie: onRendering.header(renderingBase), origin: renderingBase },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { id: attachmentId } = (await uploaded.json()) as { id: string };
    const options = await gql<{ ticketFormOptions: Record<string, { value: string }[]> }>(
      renderingBase,
      onRendering,
      FORM_OPTIONS,
    );
    const { locations, types, machines } = options.body.data!.ticketFormOptions;
    const created = await gql<{ createTicket: { id: string } }>(renderingBase, onRendering, CREATE, {
      input: {
        location: locations![0]!.value,
        type: types![0]!.value,
        machine: machines![0]!.value,
        subject: 'With a photo',
        description: 'See the attachment.',
        attachmentIds: [attachmentId],
      },
    });
    // The source holds the ticket with its attachment.
    type WithFiles = { ticket: { attachments: { fileName: string; href: string }[] } };
    const seen = await gql<WithFiles>(
      sourceBase,
      onSource,
      'query T($id: ID!) { ticket(id: $id) { attachments { fileName href } } }',
      { id: created.body.data!.createTicket.id },
    );
    const [attachment] = seen.body.data!.ticket.attachments;
    expect(attachment!.fileName).toBe('gauge.png');

    const download = await fetch(`${renderingBase}${attachment!.href}`, {
      headers: { cookie: onRendering.header(renderingBase) },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);

    const unknown = await fetch(`${renderingBase}/api/tickets-proxy/attachments/00000000-0000-4000-8000-000000000000`, {
      headers: { cookie: onRendering.header(renderingBase) },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ statusCode: 404, code: 'AttachmentNotFound' });
  });

  it('reports the upstream as up in /api/health', async () => {
    const answer = await health(renderingBase);
    expect(answer.status).toBe(200);
    expect(answer.body.upstreams).toEqual([expect.objectContaining({ name: 'ticketing', status: 'up' })]);
    // The source has no upstream of its own.
    expect((await health(sourceBase)).body.upstreams).toEqual([]);
  });

  it(
    'shows the apology with a 503, never a 500, once the source is gone, and /api/health says the upstream is down',
    async () => {
      const { body } = await gql<{ tickets: { items: { id: string }[] } }>(renderingBase, onRendering, TICKET_LIST);
      const someTicket = body.data!.tickets.items[0]!.id;
      await source.kill('SIGTERM');

      for (const path of [
        '/en/portal/tickets/list',
        `/en/portal/tickets/${someTicket}`,
        '/en/portal/tickets/newticket',
      ]) {
        const shown = await page(renderingBase, onRendering, path);
        // A 503 (never stored, never a 500), with SPEC §8's apology in the portal's layout.
        expect(shown.status, path).toBe(503);
        expect(shown.html, path).toContain(APOLOGY);
      }
      // The dashboard still opens; its tile shows no count.
      const dashboard = await page(renderingBase, onRendering, '/en/portal');
      expect(dashboard.status).toBe(200);
      expect(dashboard.html).not.toMatch(/waits? for your reply/);

      const api = await gql(renderingBase, onRendering, TICKET_LIST);
      expect(api.status).toBe(503);
      expect(api.body).toMatchObject({ statusCode: 503, code: 'TicketingUnavailable' });

      const answer = await health(renderingBase);
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe('degraded');
      expect(answer.body.database.status).toBe('up');
      expect(answer.body.upstreams).toEqual([
        expect.objectContaining({ name: 'ticketing', status: 'down', lastError: expect.any(String) }),
      ]);
    },
    SLOW,
  );
});
