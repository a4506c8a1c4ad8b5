import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { validSupportRequest } from '../factories/form-submissions.js';
import { freePort } from '../support/free-port.js';
import { CookieJar, walk } from '../support/oidc-test-provider.js';
import { ServerProcess, until } from '../support/server-process.js';
import { SmtpSink } from '../support/smtp-sink.js';
import { TEST_DATABASE_URL } from '../support/test-database.js';

const EDITOR_PASSWORD = 'faults-editor-password';
const MAIL_DOMAIN = 'kudex.example';

/** Every file under a directory, as paths relative to it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

interface Outcome<T = unknown> {
  ok: boolean;
  status?: number;
  body?: T;
}

/** A request that may die with the server: the outcome says whether the client saw a 2xx and what it said. */
async function attempt<T>(run: () => Promise<Response>): Promise<Outcome<T>> {
  try {
    const response = await run();
    const text = await response.text();
    const body = text ? (JSON.parse(text) as T) : undefined;
    return { ok: response.status >= 200 && response.status < 300, status: response.status, body };
  } catch {
    return { ok: false };
  }
}

/**
 * Starts a multipart upload and stops sending half-way, so the server is writing the file when it is killed
 * (a deterministic "request in flight"); resolves once the first bytes went out.
 */
function stalledUpload(base: string, cookie: string, bytes: Buffer): Promise<() => void> {
  const boundary = `----faults${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="stalled.png"\r\ncontent-type: image/png\r\n\r\n`,
  );
  const url = new URL('/api/tickets-proxy/uploads', base);
  const request = httpRequest(url, {
    method: 'POST',
    headers: {
      cookie,
      origin: base,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + bytes.length + boundary.length + 8),
    },
  });
  request.on('error', () => undefined);
  return new Promise((resolve) => {
    request.write(Buffer.concat([head, bytes.subarray(0, bytes.length / 2)]), () => resolve(() => request.destroy()));
  });
}

// kill -9 needs a server that outlives the test's own connection to it: a database of its own on the real
// PostgreSQL server the int tier runs on (CI: TEST_DATABASE_URL), the built server as a child process.
describe.runIf(TEST_DATABASE_URL)('faults: kill -9 of the server in the middle of writes', () => {
  const name = `uapp_faults_${randomBytes(5).toString('hex')}`;
  const databaseUrl = (() => {
    const url = new URL(TEST_DATABASE_URL ?? 'postgres://unused/unused');
    url.pathname = `/${name}`;
    return url.toString();
  })();
  let uploadsDir = '';
  const smtp = new SmtpSink();
  let server: ServerProcess | undefined;
  let db: pg.Client | undefined;

  afterAll(async () => {
    await server?.kill();
    await db?.end().catch(() => undefined);
    await smtp.stop();
    if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  const rows = async <T>(text: string, values: unknown[] = []): Promise<T[]> =>
    (await db!.query(text, values)).rows as T[];

  it('leaves no half-written submission, ticket, upload, import or publish, and sends every mail once', async () => {
    uploadsDir = mkdtempSync(join(tmpdir(), 'uapp-faults-uploads-'));
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = new ServerProcess({
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: base,
      DATABASE_URL: databaseUrl,
      UPLOADS_DIR: uploadsDir,
      SMTP_URL: await smtp.start(),
      MAIL_FROM: `Kudex website <web@${MAIL_DOMAIN}>`,
      SESSION_SECRET: 'faults-session-secret-of-enough-length-0123456789',
      EDITOR_PASSWORD,
      FORMS_RATE_LIMIT: '100000',
      FORMS_OUTBOX_POLL_MS: '100',
      // A mail claimed by the killed server comes back after its lease: short here so the test need not wait.
      FORMS_MAIL_LEASE_MS: '2000',
    });
    await server.start();
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();

    // Sign in: the editor (XLIFF, publish) and Carl of Apex (tickets); both sessions live in the database.
    const login = await fetch(`${base}/api/editor-area-autentication`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ input: EDITOR_PASSWORD }),
    });
    expect(login.status).toBeLessThan(300);
    const editor = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const carlJar = new CookieJar();
    await walk(carlJar, `${base}/api/auth/login?returnTo=${encodeURIComponent('/en/portal')}`, {
      login: 'carl@apex.example.com',
    });
    const carl = carlJar.header(base);

    // Translation pairs: some imported (drafts) before the kill and published during it, some imported during it.
    const pairs: { pageId: string; language: string }[] = [];
    const pageIds = await rows<{ id: string }>(
      `select id from page p where not exists
         (select 1 from page_content c where c.page_id = p.id and c.stage = 'DRAFT') order by id limit 20`,
    );
    for (const { id } of pageIds) {
      // Marks every target language of the page for translation and names them.
      const state = await fetch(`${base}/api/translation/start/${id}`, { headers: { cookie: editor } });
      if (state.status !== 200) continue;
      const { targetLanguages } = (await state.json()) as { targetLanguages: { language: string }[] };
      pairs.push(...targetLanguages.map(({ language }) => ({ pageId: id, language })));
    }
    expect(pairs.length, 'pages with target languages').toBeGreaterThanOrEqual(6);
    const translated = new Map<string, { xml: string; marker: string }>();
    for (const [index, pair] of pairs.slice(0, 12).entries()) {
      const exported = await fetch(`${base}/api/translation/export/${pair.pageId}/${pair.language}`, {
        headers: { cookie: editor },
      });
      if (exported.status !== 200) continue;
      const marker = `Faultcheck${index}`;
      const xml = (await exported.text()).replace(
        /<source>([\s\S]*?)<\/source>\s*<target><\/target>/g,
        (_whole, source: string) => `<source>${source}</source><target>${marker} ${source}</target>`,
      );
      translated.set(`${pair.pageId}/${pair.language}`, { xml, marker });
    }
    const keys = [...translated.keys()];
    const toPublish = keys.slice(0, Math.ceil(keys.length / 2));
    const toImport = keys.slice(toPublish.length);
    expect(toImport.length).toBeGreaterThanOrEqual(2);
    const importXliff = (key: string) =>
      attempt(() =>
        fetch(`${base}/api/translation/import/${key.split('/')[0]}`, {
          method: 'POST',
          headers: { cookie: editor, origin: base, 'content-type': 'application/xliff+xml' },
          body: translated.get(key)!.xml,
        }),
      );
    for (const key of toPublish) expect((await importXliff(key)).ok).toBe(true);

    const image = await sharp({
      create: {
        width: 500,
        height: 500,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    const upload = () =>
      attempt<{ id: string }>(() => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'photo.png');
        return fetch(`${base}/api/tickets-proxy/uploads`, {
          method: 'POST',
          headers: { cookie: carl, origin: base },
          body: form,
        });
      });
    const createTicket = (attachmentId: string, n: number) =>
      attempt<{ data?: { createTicket?: { id: string } } }>(() =>
        fetch(`${base}/api/tickets-proxy`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: carl, origin: base },
          body: JSON.stringify({
            query: 'mutation New($input: CreateTicketInput!) { createTicket(input: $input) { id } }',
            variables: {
              input: {
                location: 'apex-hamburg',
                type: 'breakdown',
                machine: 'apex-cs-9700',
                subject: `fault-${n}`,
                description: 'Written while the server is killed',
                attachmentIds: [attachmentId],
              },
            },
          }),
        }),
      );

    // The storm: forms, tickets with an attachment, XLIFF imports and publishes at once; kill -9 half-way.
    const stop = await stalledUpload(base, carl, image);
    await until(() => filesUnder(uploadsDir).length > 0, 'the stalled upload on disk');
    let answered = 0;
    const count = <T>(outcome: Outcome<T>) => {
      if (outcome.status !== undefined) answered++;
      return outcome;
    };
    const forms = Array.from({ length: 40 }, (_, n) =>
      attempt<{ id: string }>(() =>
        fetch(`${base}/api/forms/support-request`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base },
          body: JSON.stringify(validSupportRequest({ email: `fault${n}@harness-works.example` })),
        }),
      ).then(count),
    );
    const tickets = Array.from({ length: 12 }, async (_, n) => {
      const uploaded = count(await upload());
      if (!uploaded.ok) return { uploaded, ticket: undefined };
      return { uploaded, ticket: count(await createTicket(uploaded.body!.id, n)) };
    });
    const imports = toImport.map((key) => importXliff(key).then(count));
    const publishes = toPublish.map((key) =>
      attempt(() =>
        fetch(`${base}/api/translation/publish/${key}`, { method: 'POST', headers: { cookie: editor, origin: base } }),
      ).then(count),
    );
    const total = forms.length + tickets.length * 2 + imports.length + publishes.length;
    await until(() => answered >= total * 0.3, 'a third of the answers');
    await server.kill('SIGKILL');
    stop();
    const [formOutcomes, ticketOutcomes, importOutcomes, publishOutcomes] = await Promise.all([
      Promise.all(forms),
      Promise.all(tickets),
      Promise.all(imports),
      Promise.all(publishes),
    ]);
    // The kill landed mid-way: some writes were answered, some never were.
    const okCount = [...formOutcomes, ...importOutcomes, ...publishOutcomes].filter((o) => o.ok).length;
    expect(okCount).toBeGreaterThan(0);
    expect(okCount + ticketOutcomes.filter((t) => t.ticket?.ok).length).toBeLessThan(total);

    // Restart on the same database and uploads directory.
    await server.start();

    // Forms: every answered submission is stored, every stored one has exactly one mail.
    const submissions = await rows<{ id: string; mails: number }>(
      `select s.id, (select count(*)::int from mail_outbox m where m.submission_id = s.id) as mails
       from form_submission s`,
    );
    const stored = new Set(submissions.map((s) => s.id));
    for (const outcome of formOutcomes.filter((o) => o.ok)) expect(stored.has(outcome.body!.id)).toBe(true);
    expect(submissions.filter((s) => s.mails !== 1)).toEqual([]);

    // Mail: after the restart every outbox row is delivered, each Message-ID once (a mail the killed server had
    // handed to SMTP but not marked sent goes again under the same Message-ID: the mailbox keeps one).
    const outbox = await until(async () => {
      const all = await rows<{ id: string; sent: boolean }>(`select id, sent_at is not null as sent from mail_outbox`);
      return all.every((mail) => mail.sent) && all;
    }, 'every mail sent');
    expect(outbox.length).toBe(submissions.length);
    const received = smtp.counts();
    expect([...received.keys()].sort()).toEqual(outbox.map((mail) => `<${mail.id}@${MAIL_DOMAIN}>`).sort());
    expect(smtp.messageIds.length - received.size).toBeLessThanOrEqual(1);

    // Tickets: each answered one is there; no ticket without its attachment, no attachment without its file.
    const storedTickets = await rows<{ id: string; attachments: number }>(
      `select t.id, (select count(*)::int from ticket_attachment a where a.ticket_id = t.id) as attachments
       from ticket t where t.subject like 'fault-%'`,
    );
    expect(storedTickets.filter((t) => t.attachments !== 1)).toEqual([]);
    const ticketIds = new Set(storedTickets.map((t) => t.id));
    for (const { ticket } of ticketOutcomes.filter((t) => t.ticket?.ok)) {
      expect(ticketIds.has(ticket!.body!.data!.createTicket!.id)).toBe(true);
    }
    const attachments = await rows<{ storage_path: string; size: number; ticket_id: string | null }>(
      `select storage_path, size, ticket_id from ticket_attachment`,
    );
    for (const attachment of attachments.filter((a) => a.ticket_id)) {
      expect(statSync(join(uploadsDir, attachment.storage_path)).size).toBe(attachment.size);
    }
    // No file without its row; the partial files of the killed uploads are gone after the start-up sweep.
    const known = new Set(attachments.map((a) => a.storage_path));
    await until(() => !filesUnder(uploadsDir).some((file) => file.endsWith('.part')), 'the partial uploads swept');
    expect(filesUnder(uploadsDir).filter((file) => !known.has(file))).toEqual([]);

    // XLIFF imports: a language is imported whole (draft and Translated state) or not at all.
    const translationRows = async (key: string) => {
      const [pageId, language] = key.split('/');
      const [state] = await rows<{ state: string }>(
        `select state from page_translation where page_id = $1 and language = $2`,
        [pageId, language],
      );
      const versions = await rows<{ stage: string; title: string }>(
        `select stage, title from page_content where page_id = $1 and language = $2`,
        [pageId, language],
      );
      const [search] = await rows<{ title: string }>(
        `select title from search_document where type = 'page' and source_key = $1 and language = $2`,
        [pageId, language],
      );
      return {
        state: state?.state,
        draft: versions.find((v) => v.stage === 'DRAFT')?.title,
        published: versions.find((v) => v.stage === 'PUBLISHED')?.title,
        search: search?.title,
      };
    };
    for (const [index, key] of toImport.entries()) {
      const after = await translationRows(key);
      const imported = after.draft !== undefined;
      expect({ key, imported, state: after.state }).toEqual({
        key,
        imported,
        state: imported ? 'Translated' : 'InProgress',
      });
      if (importOutcomes[index]!.ok) expect(imported).toBe(true);
      if (imported) expect(after.draft).toMatch(new RegExp(`^${translated.get(key)!.marker} `));
    }
    // Publishing: the draft became the published version with its search document, or nothing changed.
    for (const [index, key] of toPublish.entries()) {
      const after = await translationRows(key);
      const marker = translated.get(key)!.marker;
      const published = after.draft === undefined;
      if (publishOutcomes[index]!.ok) expect(published).toBe(true);
      if (published) {
        expect(after.published).toMatch(new RegExp(`^${marker} `));
        expect(after.search).toMatch(new RegExp(`^${marker} `));
      } else {
        expect(after.draft).toMatch(new RegExp(`^${marker} `));
        expect(after.search ?? '').not.toContain(marker);
      }
    }
  }, 90_000);
});
