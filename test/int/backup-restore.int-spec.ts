import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/core/project-root.js';
import { freePort } from '../support/free-port.js';
import { type CookieJar, signInToPortal } from '../support/oidc-test-provider.js';
import { ServerProcess, seededPgliteDir } from '../support/server-process.js';
import { TEST_DATABASE_URL } from '../support/test-database.js';

// `npm run backup` / `npm run restore` through their scripts, as an operator runs them, and the
// built server started on what was restored.
const SESSION_SECRET = 'backup-restore-session-secret-0123456789abcdef';
const CUSTOMER = 'carl@apex.example.com';
const SLOW = 300_000;

interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run <script> -- ...args` as a child process (scripts/<script>.mjs, what the npm script runs). */
function runScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(PROJECT_ROOT, `scripts/${script}.mjs`), ...args], {
      cwd: PROJECT_ROOT,
      env: { PATH: process.env.PATH!, HOME: process.env.HOME ?? '/tmp', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Every file under a directory with its size: "nothing written" compares two of these. */
function treeOf(dir: string): Record<string, number> {
  if (!existsSync(dir)) return {};
  const tree: Record<string, number> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    tree[relative(dir, path)] = entry.isFile() ? statSync(path).size : -1;
  }
  return tree;
}

/** The built server on `env`'s storage at a port of its own, signed in as the customer. */
async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = new ServerProcess({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_BASE_URL: base,
    SESSION_SECRET,
    EDITOR_PASSWORD: 'backup-restore-editor',
    ...env,
  });
  await server.start(120_000);
  return { server, base, customer: await signInToPortal(base, CUSTOMER) };
}

async function gql<T>(base: string, jar: CookieJar, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${base}/api/tickets-proxy`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: jar.header(base), origin: base },
    body: JSON.stringify({ query, variables }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

interface CreatedTicket {
  id: string;
  subject: string;
  bytes: Buffer;
}

/** A ticket with an image attachment, created as the signed-in customer through the portal's API. */
async function createTicketWithAttachment(base: string, jar: CookieJar): Promise<CreatedTicket> {
  const bytes = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 30, g: 120, b: randomBytes(1)[0]! } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'machine photo.png');
  const uploaded = await fetch(`${base}/api/tickets-proxy/uploads`, {
    method: 'POST',
    headers: { cookie: jar.header(base), origin: base },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const { id: attachmentId } = (await uploaded.json()) as { id: string };
  type Options = { ticketFormOptions: Record<'locations' | 'types' | 'machines', { value: string }[]> };
  const { ticketFormOptions: options } = await gql<Options>(
    base,
    jar,
    '{ ticketFormOptions { locations { value } types { value } machines { value } } }',
  );
  const subject = `Backed up ${randomBytes(4).toString('hex')}`;
  const { createTicket } = await gql<{ createTicket: { id: string } }>(
    base,
    jar,
    'mutation New($input: CreateTicketInput!) { createTicket(input: $input) { id } }',
    {
      input: {
        location: options.locations[0]!.value,
        type: options.types[0]!.value,
        machine: options.machines[0]!.value,
        subject,
        description: 'Made before the backup.',
        attachmentIds: [attachmentId],
      },
    },
  );
  return { id: createTicket.id, subject, bytes };
}

/** What the customer finds of the ticket on a server: its subject and its attachment's downloaded bytes. */
async function findTicket(base: string, jar: CookieJar, id: string) {
  type Found = { ticket: { subject: string; attachments: { fileName: string; href: string }[] } | null };
  const { ticket } = await gql<Found>(
    base,
    jar,
    'query T($id: ID!) { ticket(id: $id) { subject attachments { fileName href } } }',
    { id },
  );
  expect(ticket?.attachments).toHaveLength(1);
  const download = await fetch(`${base}${ticket!.attachments[0]!.href}`, { headers: { cookie: jar.header(base) } });
  expect(download.status).toBe(200);
  return {
    subject: ticket!.subject,
    fileName: ticket!.attachments[0]!.fileName,
    bytes: Buffer.from(await download.arrayBuffer()),
  };
}

describe('npm run backup / npm run restore', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'uapp-backup-spec-'));
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill('SIGTERM')));
    rmSync(scratch, { recursive: true, force: true });
  });

  describe('embedded PGlite', () => {
    const dataDir = join(scratch, 'data');
    const backupDir = join(scratch, 'backup-pglite');
    const restoredDir = join(scratch, 'restored');
    let ticket: CreatedTicket;

    beforeAll(async () => {
      await seededPgliteDir(dataDir);
      const { server, base, customer } = await startServer({ DATA_DIR: dataDir });
      servers.push(server);
      ticket = await createTicketWithAttachment(base, customer);

      // The data directory is the running server's: a backup is refused, and nothing is written.
      const whileRunning = await runScript('backup', ['--out', backupDir], { DATA_DIR: dataDir });
      expect(whileRunning.code).toBe(1);
      expect(whileRunning.stderr).toMatch(/only while no server runs: DATA_DIR .* is in use by another uapp server/);
      expect(existsSync(backupDir)).toBe(false);

      await server.kill('SIGTERM');
      const backup = await runScript('backup', ['--out', backupDir], { DATA_DIR: dataDir });
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain(`written to ${backupDir}`);
    }, SLOW);

    it('writes the database, the uploads, checksums and a manifest with the mode, the schema level and counts', () => {
      const manifest = JSON.parse(readFileSync(join(backupDir, 'manifest.json'), 'utf8')) as Record<string, unknown>;
      expect(manifest).toMatchObject({
        format: 'uapp-backup',
        formatVersion: 1,
        database: { mode: 'pglite', file: 'database.pglite.tar.gz' },
        schema: { latest: expect.stringMatching(/^\d{4}_/) as unknown },
        counts: { uploads: { files: 1, bytes: ticket.bytes.length, missing: 0 } },
      });
      expect((manifest.counts as { tables: Record<string, number> }).tables).toMatchObject({ ticket_attachment: 1 });
      const sums = readFileSync(join(backupDir, 'SHA256SUMS'), 'utf8').trim().split('\n');
      expect(sums).toHaveLength(2);
      expect(sums[1]).toMatch(/^[0-9a-f]{64} {2}uploads\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
    });

    it(
      'restores into an empty data directory; the server finds the ticket with its attachment, byte for byte',
      async () => {
        const restore = await runScript('restore', [backupDir], { DATA_DIR: restoredDir });
        expect(restore.stderr).toBe('');
        expect(restore.code).toBe(0);
        expect(restore.stdout).toContain(`restored into DATA_DIR ${restoredDir}`);
        expect(restore.stdout).toContain('the same counts as the backup');

        const { server, base, customer } = await startServer({ DATA_DIR: restoredDir });
        servers.push(server);
        const found = await findTicket(base, customer, ticket.id);
        expect(found).toEqual({ subject: ticket.subject, fileName: 'machine photo.png', bytes: ticket.bytes });
        await server.kill('SIGTERM');
      },
      SLOW,
    );

    it(
      'refuses a data directory that is not empty and writes nothing; --force replaces it',
      async () => {
        const before = treeOf(dataDir);
        const refused = await runScript('restore', [backupDir], { DATA_DIR: dataDir });
        expect(refused.code).toBe(1);
        expect(refused.stderr).toBe(
          `uapp restore: DATA_DIR ${dataDir} is not empty (${readdirSync(dataDir).length} entries): restore needs an ` +
            'empty data directory. Move it aside, or pass --force to replace what is in it.\n',
        );
        expect(treeOf(dataDir)).toEqual(before);

        const forced = await runScript('restore', [backupDir, '--force'], { DATA_DIR: dataDir });
        expect(forced.stderr).toBe('');
        expect(forced.code).toBe(0);
        expect(forced.stdout).toContain('the same counts as the backup');
      },
      SLOW,
    );

    it(
      'refuses a missing, damaged or unreadable backup with a readable message, and writes nothing',
      async () => {
        const target = join(scratch, 'never-written');
        const missing = await runScript('restore', [join(scratch, 'no-such-backup')], { DATA_DIR: target });
        expect(missing.code).toBe(1);
        expect(missing.stderr).toBe(
          `uapp restore: ${join(scratch, 'no-such-backup')} is not a uapp backup: it has no manifest.json\n`,
        );

        const damaged = join(scratch, 'backup-damaged');
        cpSync(backupDir, damaged, { recursive: true });
        const dump = join(damaged, 'database.pglite.tar.gz');
        const bytes = readFileSync(dump);
        bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
        writeFileSync(dump, bytes);
        const corrupt = await runScript('restore', [damaged], { DATA_DIR: target });
        expect(corrupt.code).toBe(1);
        expect(corrupt.stderr).toBe(
          `uapp restore: the backup ${damaged} is damaged: database.pglite.tar.gz does not match its checksum in ` +
            'SHA256SUMS\n',
        );

        writeFileSync(join(damaged, 'manifest.json'), '{"format": "uapp-backup", "formatVer');
        const unreadable = await runScript('restore', [damaged], { DATA_DIR: target });
        expect(unreadable.code).toBe(1);
        expect(unreadable.stderr).toBe(
          `uapp restore: ${damaged} is not a readable uapp backup: manifest.json is not valid JSON\n`,
        );

        const usage = await runScript('restore', [backupDir, '--yes'], { DATA_DIR: target });
        expect(usage.code).toBe(2);
        expect(usage.stderr).toMatch(
          /^uapp restore: Unknown option '--yes'.*\nusage: npm run restore -- DIR \[--force\]/,
        );
        expect(existsSync(target)).toBe(false);
      },
      SLOW,
    );
  });

  describe.runIf(TEST_DATABASE_URL)('PostgreSQL', () => {
    const suffix = randomBytes(4).toString('hex');
    const sourceName = `uapp_backup_src_${suffix}`;
    const restoredName = `uapp_backup_dst_${suffix}`;
    const urlOf = (name: string) => {
      const url = new URL(TEST_DATABASE_URL ?? 'postgres://unused/unused');
      url.pathname = `/${name}`;
      return url.toString();
    };
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    const sourceUploads = join(scratch, 'pg-uploads');
    const restoredUploads = join(scratch, 'pg-uploads-restored');
    const backupDir = join(scratch, 'backup-postgres');
    let ticket: CreatedTicket;

    beforeAll(async () => {
      await admin(`create database ${sourceName}`);
      await admin(`create database ${restoredName}`);
      // The server seeds the empty database at its first start, then takes the ticket.
      const { server, base, customer } = await startServer({
        DATABASE_URL: urlOf(sourceName),
        UPLOADS_DIR: sourceUploads,
      });
      servers.push(server);
      ticket = await createTicketWithAttachment(base, customer);
      // A live backup: the server keeps running (one snapshot for the dump, the counts and the file list).
      const backup = await runScript('backup', ['--out', backupDir], {
        DATABASE_URL: urlOf(sourceName),
        UPLOADS_DIR: sourceUploads,
      });
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toMatch(/database: postgres .*\n {2}uploads: 1 files/);
    }, SLOW);

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.kill('SIGTERM')));
      await admin(`drop database if exists ${sourceName} with (force)`);
      await admin(`drop database if exists ${restoredName} with (force)`);
    });

    it(
      'restores a live backup into an empty database; the server finds the ticket with its attachment',
      async () => {
        const restore = await runScript('restore', [backupDir], {
          DATABASE_URL: urlOf(restoredName),
          UPLOADS_DIR: restoredUploads,
        });
        expect(restore.stderr).toBe('');
        expect(restore.code).toBe(0);
        expect(restore.stdout).toContain(`restored into the PostgreSQL database ${restoredName}`);

        const { server, base, customer } = await startServer({
          DATABASE_URL: urlOf(restoredName),
          UPLOADS_DIR: restoredUploads,
        });
        servers.push(server);
        const found = await findTicket(base, customer, ticket.id);
        expect(found).toEqual({ subject: ticket.subject, fileName: 'machine photo.png', bytes: ticket.bytes });
      },
      SLOW,
    );

    it(
      'refuses a database that is not empty, and a backup of the other mode, writing nothing',
      async () => {
        const client = new pg.Client({ connectionString: urlOf(sourceName) });
        await client.connect();
        const count = async () =>
          (await client.query<{ n: number }>('select count(*)::int as n from ticket')).rows[0]!.n;
        const tickets = await count();
        const uploadsBefore = treeOf(sourceUploads);
        const refused = await runScript('restore', [backupDir], {
          DATABASE_URL: urlOf(sourceName),
          UPLOADS_DIR: sourceUploads,
        });
        expect(refused.code).toBe(1);
        expect(refused.stderr).toMatch(
          new RegExp(`^uapp restore: the PostgreSQL database ${sourceName} at [^ ]+ is not empty \\(\\d+ tables, `),
        );
        expect(refused.stderr).toContain('restore needs an empty database (createdb), or pass --force');
        expect(await count()).toBe(tickets);
        expect(treeOf(sourceUploads)).toEqual(uploadsBefore);
        await client.end();

        const otherMode = await runScript('restore', [backupDir], { DATA_DIR: join(scratch, 'never-pglite') });
        expect(otherMode.code).toBe(1);
        expect(otherMode.stderr).toBe(
          `uapp restore: ${backupDir} holds a PostgreSQL database: restore it with DATABASE_URL set to an empty ` +
            'PostgreSQL database\n',
        );
        expect(existsSync(join(scratch, 'never-pglite'))).toBe(false);
      },
      SLOW,
    );
  });
});
