import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SWEEP_BATCH, TicketUploadsService } from '../../modules/tickets/index.js';
import { freePort } from '../support/free-port.js';
import { filesUnder, waitFor } from '../support/upload-files.js';
import { type CookieJar, signInToPortal } from '../support/oidc-test-provider.js';
import { startTestApp } from '../support/test-app.js';
import { DATABASE_KINDS, type DatabaseKind } from '../support/test-database.js';

/** Upload quotas, rate limit, sweep, disk floor, and the low findings on attachment names and DATA_DIR. */

const KIB = 1024;

const tinyPng = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 20, g: 140, b: 40 } } })
    .png()
    .toBuffer();

/** A PNG of about `kib` KiB: a real PNG head (file-type sniffs it) padded with zeros. */
async function pngOf(kib: number): Promise<Buffer> {
  return Buffer.concat([await tinyPng(), Buffer.alloc(kib * KIB)]);
}

interface UploadAnswer {
  status: number;
  headers: Headers;
  body: { id?: string; statusCode?: number; code?: string; message?: string; quota?: string; limitBytes?: number };
}

/** The app on its own port (the embedded OpenID provider is the issuer), with a customer's sign-in and upload. */
async function boot(env: Record<string, string>, options: { database?: DatabaseKind; logs?: 'info' } = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const sut = await startTestApp({ port, env, ...options });

  const signIn = (login: string) => signInToPortal(base, login);

  async function upload(jar: CookieJar, bytes: Uint8Array, fileName = 'photo.png'): Promise<UploadAnswer> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), fileName);
    const response = await fetch(`${base}/api/tickets-proxy/uploads`, {
      method: 'POST',
      headers: { cookie: jar.header(base), origin: base },
      body: form,
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as UploadAnswer['body'],
    };
  }

  async function gql(jar: CookieJar, query: string, variables: Record<string, unknown> = {}) {
    const response = await fetch(`${base}/api/tickets-proxy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: jar.header(base), origin: base },
      body: JSON.stringify({ query, variables }),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- GraphQL answers, checked field by field
    return (await response.json()) as { data?: Record<string, any>; errors?: { message: string }[] };
  }

  /** A ticket claiming the uploads: they stop being pending and count as stored. */
  async function createTicket(jar: CookieJar, attachmentIds: string[]) {
    const options = await gql(jar, '{ ticketFormOptions { locations { value } types { value } machines { value } } }');
    const { locations, types, machines } = options.data!.ticketFormOptions;
    const created = await gql(
      jar,
      `mutation New($input: CreateTicketInput!) {
        createTicket(input: $input) { id attachments { id fileName href } } }`,
      {
        input: {
          location: locations[0].value,
          type: types[0].value,
          machine: machines[0].value,
          subject: 'Quota test',
          description: 'Claims the uploads.',
          attachmentIds,
        },
      },
    );
    expect(created.errors).toBeUndefined();
    return created.data!.createTicket as { id: string; attachments: { id: string; fileName: string; href: string }[] };
  }

  async function count(query: ReturnType<typeof sql>): Promise<number> {
    const result = await sut.database.handle.db.execute<{ n: number }>(query);
    return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
  }

  return { sut, base, signIn, upload, gql, createTicket, count };
}

describe.each(DATABASE_KINDS)('upload quotas, rate limit and DATA_DIR (%s)', (kind) => {
  let app: Awaited<ReturnType<typeof boot>>;
  let dataDir: string;
  let uploadsDir: string;
  let carl: CookieJar;
  let anna: CookieJar;
  let bea: CookieJar;
  let olli: CookieJar;
  const limits = {
    pendingPerUser: 350 * KIB,
    pendingPerCompany: 600 * KIB,
    storedPerUser: 650 * KIB,
    storedPerCompany: 10 * 1024 * KIB,
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'uapp-data-'));
    uploadsDir = join(dataDir, 'uploads');
    // DATA_DIR and no UPLOADS_DIR: the uploads belong under the data directory.
    app = await boot(
      {
        DATA_DIR: dataDir,
        UPLOAD_PENDING_MAX_BYTES_PER_USER: String(limits.pendingPerUser),
        UPLOAD_PENDING_MAX_BYTES_PER_COMPANY: String(limits.pendingPerCompany),
        UPLOAD_STORED_MAX_BYTES_PER_USER: String(limits.storedPerUser),
        UPLOAD_STORED_MAX_BYTES_PER_COMPANY: String(limits.storedPerCompany),
        UPLOAD_RATE_LIMIT: '20',
      },
      { database: kind },
    );
    [carl, anna, bea, olli] = await Promise.all(
      ['carl@apex', 'anna@apex', 'bea@borealis', 'olli@borealis'].map((who) => app.signIn(`${who}.example.com`)),
    );
  });
  afterAll(async () => {
    await app?.sut.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  // Each test starts with nobody's bytes counted (the files of earlier tests stay on disk, unreferenced).
  beforeEach(async () => {
    await app.sut.database.handle.db.execute(sql`delete from ticket_attachment`);
  });

  it('stores an upload under DATA_DIR/uploads when UPLOADS_DIR is not set', async () => {
    expect(app.sut.config.uploadsDir).toBe(uploadsDir);
    const before = filesUnder(uploadsDir).length;
    const stored = await app.upload(anna, await tinyPng());
    expect(stored.status).toBe(201);
    expect(filesUnder(uploadsDir)).toHaveLength(before + 1);
  });

  it("refuses an upload past the user's pending quota with 413 naming it, and past the stored quota once claimed", async () => {
    const before = filesUnder(uploadsDir).length;
    const file = await pngOf(100);
    const first = await Promise.all([1, 2, 3].map(() => app.upload(carl, file)));
    expect(first.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const refused = await app.upload(carl, file);
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({
      statusCode: 413,
      code: 'UploadQuotaExceeded',
      quota: 'pendingPerUser',
      limitBytes: limits.pendingPerUser,
    });
    expect(refused.body.message).toBe(
      'Upload quota reached: your attachments not yet sent with a ticket may take up at most 350 KB. ' +
        'Send the ticket first; unused uploads are deleted after a day.',
    );
    expect(filesUnder(uploadsDir)).toHaveLength(before + 3);

    // Sent with a ticket, they are no longer pending: three more fit, and then the stored quota (650 KB) is full.
    await app.createTicket(
      carl,
      first.map((answer) => answer.body.id!),
    );
    const second = await Promise.all([1, 2, 3].map(() => app.upload(carl, file)));
    expect(second.map((answer) => answer.status)).toEqual([201, 201, 201]);
    await app.createTicket(
      carl,
      second.map((answer) => answer.body.id!),
    );
    const full = await app.upload(carl, file);
    expect(full.status).toBe(413);
    expect(full.body).toMatchObject({ code: 'UploadQuotaExceeded', quota: 'storedPerUser' });
    expect(full.body.message).toBe('Upload quota reached: your attachments may take up at most 650 KB in all.');
    expect(filesUnder(uploadsDir)).toHaveLength(before + 6);
  });

  it("refuses an upload past the company's pending quota, whoever of its users uploads", async () => {
    const file = await pngOf(100);
    for (let i = 0; i < 3; i += 1) expect((await app.upload(carl, file)).status).toBe(201);
    for (let i = 0; i < 2; i += 1) expect((await app.upload(anna, file)).status).toBe(201);
    const refused = await app.upload(anna, file);
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({ code: 'UploadQuotaExceeded', quota: 'pendingPerCompany' });
    expect(refused.body.message).toMatch(
      /^Upload quota reached: your company's attachments not yet sent with a ticket may take up at most 600 KB\./,
    );
    // Another company's users are not affected.
    expect((await app.upload(bea, file)).status).toBe(201);
  });

  it('lets eight concurrent uploads take no more than the quota: the rest answer 413 and leave no file', async () => {
    const before = filesUnder(uploadsDir).length;
    const file = await pngOf(100);
    const answers = await Promise.all(Array.from({ length: 8 }, () => app.upload(olli, file)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 413, 413, 413, 413, 413]);
    const pending = await app.count(
      sql`select coalesce(sum(size), 0)::int as n from ticket_attachment where ticket_id is null`,
    );
    expect(pending).toBeLessThanOrEqual(limits.pendingPerUser);
    expect(pending).toBe(3 * file.length);
    expect(await waitFor(() => filesUnder(uploadsDir).length === before + 3)).toBe(true);
  });

  it('cuts off an upload without a declared size where the quota ends, and deletes the partial file', async () => {
    const before = filesUnder(uploadsDir).length;
    const boundary = '----uapp-quota-boundary';
    const url = new URL(`${app.base}/api/tickets-proxy/uploads`);
    const answer = await new Promise<{ status: number; body: UploadAnswer['body'] }>((resolve, reject) => {
      // No Content-Length: Node sends the body chunked, so only the streamed bytes can be checked.
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {
            cookie: olli.header(app.base),
            origin: app.base,
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode!,
              body: JSON.parse(Buffer.concat(chunks).toString()) as UploadAnswer['body'],
            }),
          );
        },
      );
      req.on('error', reject);
      void pngOf(500).then((file) => {
        req.write(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
        );
        req.write(file);
        req.end(`\r\n--${boundary}--\r\n`);
      });
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 'UploadQuotaExceeded', quota: 'pendingPerUser' });
    expect(await waitFor(() => filesUnder(uploadsDir).length === before)).toBe(true);
    expect(await app.count(sql`select count(*)::int as n from ticket_attachment`)).toBe(0);
  });

  it('answers 429 with Retry-After past the upload rate of a user, and only for that user', async () => {
    const file = await tinyPng();
    // Bea may have used some of her 20 in the tests before: upload until refused.
    let refused: UploadAnswer | undefined;
    for (let i = 0; i < 21 && !refused; i += 1) {
      const answer = await app.upload(bea, file);
      if (answer.status !== 201) refused = answer;
    }
    expect(refused?.status).toBe(429);
    expect(refused!.body).toMatchObject({ statusCode: 429, code: 'UploadRateLimited' });
    expect(refused!.body.message).toMatch(
      /^Too many uploads: at most 20 per 60 seconds\. Please try again in \d+ seconds\.$/,
    );
    const retryAfter = Number(refused!.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await app.upload(bea, file)).status).toBe(429);
    expect((await app.upload(anna, file)).status).toBe(201);
  });
});

describe('the free-disk floor', () => {
  let app: Awaited<ReturnType<typeof boot>>;
  let uploadsDir: string;

  beforeAll(async () => {
    uploadsDir = mkdtempSync(join(tmpdir(), 'uapp-uploads-'));
    // No disk has this much free: every upload is under the floor.
    app = await boot(
      { UPLOADS_DIR: uploadsDir, UPLOAD_MIN_FREE_DISK_BYTES: String(Number.MAX_SAFE_INTEGER) },
      { logs: 'info' },
    );
  });
  afterAll(async () => {
    await app?.sut.stop();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('refuses uploads with 507 and a message, writes nothing and logs the refusals once', async () => {
    const carl = await app.signIn('carl@apex.example.com');
    app.sut.logs.clear();
    const file = await tinyPng();
    for (let i = 0; i < 3; i += 1) {
      const refused = await app.upload(carl, file);
      expect(refused.status).toBe(507);
      expect(refused.body).toMatchObject({
        statusCode: 507,
        code: 'UploadStorageFull',
        message: 'Uploads are paused: the server is short of disk space. Please try again later.',
      });
    }
    expect(filesUnder(uploadsDir)).toEqual([]);
    expect(await app.count(sql`select count(*)::int as n from ticket_attachment`)).toBe(0);
    const logged = app.sut.logs.find('Uploads refused', 'warn');
    expect(logged).toHaveLength(1);
    expect(logged[0]!.msg).toMatch(/below the floor of .* \(UPLOAD_MIN_FREE_DISK_BYTES\)$/);
    expect(app.sut.logs.find('unhandled error')).toEqual([]);
  });
});

describe('the sweep of unclaimed uploads and attachment names', () => {
  let app: Awaited<ReturnType<typeof boot>>;
  let uploadsDir: string;
  let carl: CookieJar;

  beforeAll(async () => {
    uploadsDir = mkdtempSync(join(tmpdir(), 'uapp-uploads-'));
    app = await boot({ UPLOADS_DIR: uploadsDir, UPLOAD_RATE_LIMIT: '1000' });
    carl = await app.signIn('carl@apex.example.com');
  });
  afterAll(async () => {
    await app?.sut.stop();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('strips a right-to-left override from an attachment name, in the ticket and in the download', async () => {
    const uploaded = await app.upload(carl, await tinyPng(), 'photo\u202Egnp.exe');
    expect(uploaded.status).toBe(201);
    const ticket = await app.createTicket(carl, [uploaded.body.id!]);
    expect(ticket.attachments.map((a) => a.fileName)).toEqual(['photognp.exe']);
    const download = await fetch(`${app.base}${ticket.attachments[0]!.href}`, {
      headers: { cookie: carl.header(app.base) },
    });
    expect(download.status).toBe(200);
    // The `content-disposition` package adds `filename*` only for names outside ASCII, and quotes only where the name needs it.
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="?photognp.exe"?$/);
  });

  it('removes more than a hundred day-old unclaimed uploads in one run, files and rows, and keeps claimed ones', async () => {
    const before = filesUnder(uploadsDir).length;
    const claimed = sql`select count(*)::int as n from ticket_attachment where ticket_id is not null`;
    const claimedBefore = await app.count(claimed);
    const file = await tinyPng();
    // More than one batch: the sweep goes on until none is left.
    const total = 130;
    expect(total).toBeGreaterThan(SWEEP_BATCH);
    for (let done = 0; done < total; done += 10) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => app.upload(carl, file)));
      expect(answers.every((answer) => answer.status === 201)).toBe(true);
    }
    expect(filesUnder(uploadsDir)).toHaveLength(before + total);
    await app.sut.database.handle.db.execute(
      sql`update ticket_attachment set created_at = now() - interval '2 days' where ticket_id is null`,
    );

    expect(await app.sut.app.get(TicketUploadsService).sweep()).toBe(total);
    expect(filesUnder(uploadsDir)).toHaveLength(before);
    expect(await app.count(sql`select count(*)::int as n from ticket_attachment where ticket_id is null`)).toBe(0);
    expect(await app.count(claimed)).toBe(claimedBefore);
  });
});
