import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instanceNeutralHtml } from '../support/instance-html.js';
import { type CookieJar, signInToPortal } from '../support/oidc-test-provider.js';
import {
  type PeerInstance,
  peerAddresses,
  peerInstance,
  renderingPeerEnv,
  sourcePeerEnv,
  stopPeers,
} from '../support/peer-instances.js';

// Issue 33: the agents' side of headless ticketing. A second instance with TICKETING_URL at the first serves the
// service desk (pages and REST API) from the first one's tickets, as the agent signed in at the first one's provider.
// Two real server processes of the production build, each on its own seeded PGlite database, no mocks.
const AGENT = 'sam@kudex.example.com';
const AGENT_NAME = 'Sam Sato';
const CUSTOMER = 'carl@apex.example.com';
/** SPEC §8 (ticket and comment forms): the generic apology, try again, contact support (i18n `tickets.error.failed`). */
const APOLOGY = 'We are sorry, something went wrong. Please try again, and contact our support if it happens again.';
const MISSING = '00000000-0000-4000-8000-000000000000';
const SLOW = 300_000;

type Instance = PeerInstance;

interface Json {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON and GraphQL answers, checked field by field
  body: Record<string, any>;
}

async function page(base: string, jar: CookieJar, path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${base}${path}`, { headers: { cookie: jar.header(base) }, redirect: 'manual' });
  return { status: response.status, html: instanceNeutralHtml(await response.text(), base) };
}

/** The service desk's REST API as the agent screens call it: session cookie, same origin. */
async function rest(base: string, jar: CookieJar, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Json> {
  const response = await fetch(`${base}/api/service-desk${path}`, {
    method,
    headers: {
      origin: base,
      cookie: jar.header(base),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json['body'] };
}

/** A GraphQL operation as the browser's clients send it (the agent screens' writes go this way). */
async function gql(base: string, jar: CookieJar, query: string, variables = {}): Promise<Json> {
  const response = await fetch(`${base}/api/tickets-proxy`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie: jar.header(base) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as Json['body'] };
}

async function health(base: string): Promise<Json> {
  const response = await fetch(`${base}/api/health`);
  return { status: response.status, body: (await response.json()) as Json['body'] };
}

describe('headless service desk: agents on a second instance with TICKETING_URL at the first (issue 33)', () => {
  let source: Instance;
  let rendering: Instance;
  let agentOnSource: CookieJar;
  let agentOnRendering: CookieJar;
  let customerOnSource: CookieJar;
  /** A new ticket of the customer's, made on the source after both instances were seeded. */
  let ticketId: string;
  let subject: string;

  beforeAll(async () => {
    const { sourceBase, renderingBase } = await peerAddresses();
    source = await peerInstance('desk-source', sourceBase, sourcePeerEnv(renderingBase));
    rendering = await peerInstance('desk-rendering', renderingBase, {
      ...renderingPeerEnv(sourceBase),
      TICKETING_URL: `${sourceBase}/api/tickets-proxy`,
    });
    await Promise.all([source.server.start(120_000), rendering.server.start(120_000)]);
    agentOnSource = await signInToPortal(source.base, AGENT);
    agentOnRendering = await signInToPortal(rendering.base, AGENT);
    customerOnSource = await signInToPortal(source.base, CUSTOMER);

    // A ticket only the source holds (the second instance's own seeded tables never see it).
    const options = await gql(
      source.base,
      customerOnSource,
      '{ ticketFormOptions { locations { value } types { value } machines { value } } }',
    );
    const { locations, types, machines } = options.body.data.ticketFormOptions;
    subject = `Only on the source ${randomBytes(4).toString('hex')}`;
    const created = await gql(
      source.base,
      customerOnSource,
      'mutation New($input: CreateTicketInput!) { createTicket(input: $input) { id } }',
      {
        input: {
          location: locations[0].value,
          type: types[0].value,
          machine: machines[0].value,
          subject,
          description: 'Written by the customer on the source instance.',
        },
      },
    );
    ticketId = created.body.data.createTicket.id;
  }, SLOW);

  afterAll(() => stopPeers(rendering, source));

  it("shows the source's queue and ticket, in the API and on the pages", async () => {
    const queue = await rest(rendering.base, agentOnRendering, 'GET', '/tickets');
    expect(queue.status).toBe(200);
    expect(queue.body.total).toBeGreaterThan(0);
    expect(queue.body).toEqual((await rest(source.base, agentOnSource, 'GET', '/tickets')).body);

    const ticket = await rest(rendering.base, agentOnRendering, 'GET', `/tickets/${ticketId}`);
    expect(ticket.status).toBe(200);
    expect(ticket.body).toMatchObject({ subject, description: 'Written by the customer on the source instance.' });
    expect(ticket.body).toEqual((await rest(source.base, agentOnSource, 'GET', `/tickets/${ticketId}`)).body);

    const filtered = `/tickets?company=${ticket.body.company.id}&status=new`;
    const newOfTheCompany = await rest(rendering.base, agentOnRendering, 'GET', filtered);
    expect(newOfTheCompany.body.items).toContainEqual(expect.objectContaining({ id: ticketId, subject }));
    expect(newOfTheCompany.body).toEqual((await rest(source.base, agentOnSource, 'GET', filtered)).body);

    const queuePage = await page(
      rendering.base,
      agentOnRendering,
      `/en/portal/service-desk?company=${ticket.body.company.id}&status=new`,
    );
    expect(queuePage.html).toContain(subject);

    for (const path of [
      '/en/portal/service-desk',
      `/en/portal/service-desk?company=${ticket.body.company.id}&status=new`,
      `/en/portal/service-desk/${ticketId}`,
    ]) {
      const shown = await page(rendering.base, agentOnRendering, path);
      expect(shown.status, path).toBe(200);
      expect(shown.html, path).toBe((await page(source.base, agentOnSource, path)).html);
    }
  });

  it("writes an agent's reply, note and status into the source; the customer sees the reply there", async () => {
    const reply = `Answered from the second instance ${randomBytes(4).toString('hex')}`;
    const note = `INTERNAL note from the second instance ${randomBytes(4).toString('hex')}`;
    const answered = await rest(rendering.base, agentOnRendering, 'POST', `/tickets/${ticketId}/replies`, {
      text: reply,
    });
    expect(answered.status).toBe(200);
    expect(answered.body.conversation).toContainEqual(
      expect.objectContaining({ kind: 'reply', author: AGENT_NAME, text: reply }),
    );
    // The page's own writes go through the ticket proxy's GraphQL, forwarded to the source.
    const noted = await gql(
      rendering.base,
      agentOnRendering,
      'mutation N($ticketId: ID!, $text: String!) { addInternalNote(ticketId: $ticketId, text: $text) { id } }',
      { ticketId, text: note },
    );
    expect(noted.status).toBe(200);
    const waiting = await rest(rendering.base, agentOnRendering, 'POST', `/tickets/${ticketId}/status`, {
      status: 'waiting-for-customer',
    });
    expect(waiting.body.status).toBe('waiting-for-customer');

    const onSource = await rest(source.base, agentOnSource, 'GET', `/tickets/${ticketId}`);
    expect(onSource.body).toEqual((await rest(rendering.base, agentOnRendering, 'GET', `/tickets/${ticketId}`)).body);
    expect(onSource.body.conversation).toContainEqual(expect.objectContaining({ kind: 'note', text: note }));

    const customerPage = await page(source.base, customerOnSource, `/en/portal/tickets/${ticketId}`);
    expect(customerPage.status).toBe(200);
    expect(customerPage.html).toContain(reply);
    expect(customerPage.html).toContain(AGENT_NAME);
    expect(customerPage.html).not.toContain(note);
  });

  it("uploads a reply's attachment into the source and downloads it back through the second instance", async () => {
    const bytes = await sharp({ create: { width: 20, height: 12, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'meter.png');
    const uploaded = await fetch(`${rendering.base}/api/service-desk/tickets/${ticketId}/uploads`, {
      method: 'POST',
      headers: { cookie: agentOnRendering.header(rendering.base), origin: rendering.base },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    const replied = await rest(rendering.base, agentOnRendering, 'POST', `/tickets/${ticketId}/replies`, {
      text: 'See the photo.',
      attachmentIds: [id],
    });
    expect(replied.status).toBe(200);
    const entry = (replied.body.conversation as { text: string; attachments: { fileName: string; href: string }[] }[])
      .filter((e) => e.text === 'See the photo.')
      .at(-1)!;
    expect(entry.attachments).toEqual([expect.objectContaining({ fileName: 'meter.png' })]);

    const download = await fetch(`${rendering.base}${entry.attachments[0]!.href}`, {
      headers: { cookie: agentOnRendering.header(rendering.base) },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);

    // A file the source refuses: its code and message come through.
    const text = new FormData();
    text.append('file', new Blob(['just text'], { type: 'text/plain' }), 'notes.txt');
    const refused = await fetch(`${rendering.base}/api/service-desk/tickets/${ticketId}/uploads`, {
      method: 'POST',
      headers: { cookie: agentOnRendering.header(rendering.base), origin: rendering.base },
      body: text,
    });
    expect(refused.status).toBe(415);
    expect(await refused.json()).toMatchObject({ statusCode: 415, code: 'UploadTypeRefused' });
  });

  it("passes the source's refusals through with their codes", async () => {
    const missing = await rest(rendering.base, agentOnRendering, 'GET', `/tickets/${MISSING}`);
    expect(missing).toMatchObject({ status: 404, body: { statusCode: 404, code: 'TicketNotFound' } });
    expect((await page(rendering.base, agentOnRendering, `/en/portal/service-desk/${MISSING}`)).status).toBe(404);

    // An id that is no agent of the source: the source refuses the assignment (400 AssigneeInvalid).
    const notAnAgent = await rest(rendering.base, agentOnRendering, 'POST', `/tickets/${ticketId}/assignee`, {
      agentId: MISSING,
    });
    expect(notAnAgent).toMatchObject({ status: 400, body: { statusCode: 400, code: 'AssigneeInvalid' } });
    const agentId = (await rest(source.base, agentOnSource, 'GET', `/tickets/${ticketId}`)).body.agents[0].id;
    const assigned = await rest(rendering.base, agentOnRendering, 'POST', `/tickets/${ticketId}/assignee`, {
      agentId,
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.assignee.id).toBe(agentId);

    // The customer closes the ticket on the source: a reply is refused there (409), and the view says why.
    const closed = await gql(
      source.base,
      customerOnSource,
      'mutation C($id: ID!) { closeTicket(ticketId: $id, reason: SOLVED_BY_PROVIDER) { status } }',
      { id: ticketId },
    );
    expect(closed.body.data.closeTicket.status).toBe('CLOSED');
    const late = await rest(rendering.base, agentOnRendering, 'POST', `/tickets/${ticketId}/replies`, {
      text: 'Late.',
    });
    expect(late).toMatchObject({ status: 409, body: { statusCode: 409, code: 'TicketClosed' } });
    const view = await rest(rendering.base, agentOnRendering, 'GET', `/tickets/${ticketId}`);
    expect(view.body).toMatchObject({ status: 'closed', closingReason: 'solved-by-provider' });
    expect(view.body).toEqual((await rest(source.base, agentOnSource, 'GET', `/tickets/${ticketId}`)).body);
  });

  it('counts against the one `ticketing` health entry', async () => {
    const answer = await health(rendering.base);
    expect(answer.body.upstreams).toEqual([expect.objectContaining({ name: 'ticketing', status: 'up' })]);
  });

  it(
    'shows the apology on the service desk pages and answers 503 once the source is gone',
    async () => {
      await source.server.kill('SIGTERM');
      for (const path of ['/en/portal/service-desk', `/en/portal/service-desk/${ticketId}`]) {
        const shown = await page(rendering.base, agentOnRendering, path);
        expect(shown.status, path).toBe(503);
        expect(shown.html, path).toContain(APOLOGY);
      }
      for (const path of ['/tickets', `/tickets/${ticketId}`]) {
        const api = await rest(rendering.base, agentOnRendering, 'GET', path);
        expect(api.status, path).toBe(503);
        expect(api.body, path).toMatchObject({ statusCode: 503, message: expect.any(String) });
      }
      const answer = await health(rendering.base);
      expect(answer.status).toBe(200);
      expect(answer.body.upstreams).toEqual([expect.objectContaining({ name: 'ticketing', status: 'down' })]);
    },
    SLOW,
  );
});
