import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { emptiedRedisDatabase } from '../support/redis-server.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_COOKIE, EDITOR_MAX_FAILURES } from '../../modules/editor-auth/index.js';
import { SERVER_MAIN as MAIN } from '../support/server-entry.js';
import { validContact } from '../factories/form-submissions.js';
import { freePort } from '../support/free-port.js';
import { CookieJar, walk } from '../support/oidc-test-provider.js';
import { TEST_DATABASE_URL, TEST_REDIS_URL, type TestDatabase, createTestDatabase } from '../support/test-database.js';

const EDITOR_PASSWORD = 'two-instances-editor-password';
/** A Redis database of its own: `cache=clear` and the rate-limit keys of this file touch no other test's keys. */
const REDIS_DB = 7;

interface Instance {
  name: string;
  base: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** One client address per call (TRUST_PROXY names the loopback, as a reverse proxy in front would be). */
let clientCounter = 0;
const freshClient = () => `198.51.100.${(clientCounter += 1) % 250}`;

/**
 * Two server processes of the production build on different ports, sharing one real PostgreSQL
 * database and one Redis, prove that they behave as one site; then one of them is killed mid-load (SIGKILL) and
 * one is stopped with SIGTERM while requests are in flight.
 */
describe.runIf(TEST_DATABASE_URL && TEST_REDIS_URL)('two instances on one PostgreSQL and one Redis', () => {
  let database: TestDatabase;
  let redisUrl: string;
  const dataDirs: string[] = [];
  let a: Instance;
  let b: Instance;
  let publicBase: string;

  async function startInstance(name: string, port: number, env: Record<string, string> = {}): Promise<Instance> {
    const dataDir = mkdtempSync(join(tmpdir(), `uapp-${name}-`));
    dataDirs.push(dataDir);
    const child = spawn(process.execPath, [MAIN], {
      env: {
        PATH: process.env.PATH!,
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: database.url!,
        REDIS_URL: redisUrl,
        PUBLIC_BASE_URL: publicBase,
        SESSION_SECRET: 'two-instances-session-secret-of-enough-length',
        EDITOR_PASSWORD,
        TRUST_PROXY: '127.0.0.1',
        FORMS_RATE_LIMIT: '100000',
        ...env,
      },
      stdio: 'pipe',
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (output.includes('uapp is listening')) {
          clearInterval(timer);
          resolve();
        } else if (child.exitCode !== null || child.signalCode !== null) {
          clearInterval(timer);
          reject(new Error(`${name} exited with ${child.exitCode}: ${output}`));
        }
      }, 50);
    });
    return { name, base: `http://127.0.0.1:${port}`, child, output: () => output, exited };
  }

  async function editorCookieOn(instance: Instance): Promise<string> {
    const response = await fetch(`${instance.base}/api/editor-area-autentication`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: publicBase, 'x-forwarded-for': freshClient() },
      body: JSON.stringify({ input: EDITOR_PASSWORD }),
    });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${EDITOR_COOKIE}=`));
    if (!cookie) throw new Error(`editor sign-in on ${instance.name} failed: ${response.status}`);
    return cookie.split(';')[0]!;
  }

  const page = (instance: Instance, path: string, headers: Record<string, string> = {}) =>
    fetch(`${instance.base}${path}`, { headers: { 'x-forwarded-for': freshClient(), ...headers }, redirect: 'manual' });

  const storedSubmissionIds = async (): Promise<Set<string>> => {
    const result = await database.handle.db.execute<{ id: string }>(sql`select id from form_submission`);
    return new Set((result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id));
  };

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    redisUrl = await emptiedRedisDatabase(TEST_REDIS_URL!, REDIS_DB);
    const [portA, portB] = [await freePort(), await freePort()];
    publicBase = `http://127.0.0.1:${portA}`;
    // One after the other: the first start creates the embedded issuer's keys, the second reads them.
    a = await startInstance('a', portA);
    b = await startInstance('b', portB);
  }, 120_000);

  afterAll(async () => {
    for (const instance of [a, b]) {
      if (instance && instance.child.exitCode === null && instance.child.signalCode === null) {
        instance.child.kill('SIGKILL');
        await instance.exited;
      }
    }
    await database?.dispose();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('an editor’s cache=clear on one instance empties the page and data caches of the other', async () => {
    await page(b, '/en');
    expect((await page(b, '/en')).headers.get('x-page-cache')).toBe('hit');
    const title = `Two instances ${Date.now()}`;
    await database.handle.db.execute(
      sql`update page_content set title = ${title} where language = 'en' and slug = 'home' and parent_slug = 'home' and stage = 'PUBLISHED'`,
    );
    // Still the cached page on B: the change reaches visitors when the caches are cleared (or expire).
    const cached = await page(b, '/en');
    expect(cached.headers.get('x-page-cache')).toBe('hit');
    expect(await cached.text()).not.toContain(title);

    // A visitor's cache=clear on A is ignored; the editor's empties the shared caches.
    expect((await page(a, '/en?cache=clear')).status).toBe(200);
    expect((await page(b, '/en')).headers.get('x-page-cache')).toBe('hit');
    const editor = await editorCookieOn(a);
    const cleared = await page(a, '/en?cache=clear', { cookie: editor });
    expect(cleared.status).toBe(200);
    expect(cleared.headers.get('cache-control')).toBe('private, no-store');

    const fresh = await page(b, '/en');
    expect(fresh.headers.get('x-page-cache')).toBe('miss');
    expect(await fresh.text()).toContain(title);
  });

  it('a portal session started on one instance is valid on the other, and a ticket created through one is listed by the other', async () => {
    const jar = new CookieJar();
    const { url } = await walk(jar, `${a.base}/api/auth/login?returnTo=${encodeURIComponent('/en/portal')}`, {
      login: 'carl@apex.example.com',
    });
    expect(url).toBe(`${a.base}/en/portal`);
    const cookie = jar.header(a.base);

    const me = await fetch(`${b.base}/api/portal/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'carl@apex.example.com' });
    const portalPage = await fetch(`${b.base}/en/portal`, { headers: { cookie }, redirect: 'manual' });
    expect(portalPage.status).toBe(200);
    expect(portalPage.headers.get('cache-control')).toBe('private, no-store');

    const gql = async (instance: Instance, query: string, variables: Record<string, unknown> = {}) => {
      const response = await fetch(`${instance.base}/api/tickets-proxy`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: publicBase },
        body: JSON.stringify({ query, variables }),
      });
      expect(response.status).toBe(200);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- GraphQL answers, checked field by field
      return ((await response.json()) as { data: Record<string, any> }).data;
    };
    const options = await gql(a, '{ ticketFormOptions { locations { value } types { value } machines { value } } }');
    const { locations, types, machines } = options.ticketFormOptions;
    const subject = `Made on instance A ${Date.now()}`;
    const created = await gql(
      a,
      'mutation New($input: CreateTicketInput!) { createTicket(input: $input) { id number } }',
      {
        input: {
          location: locations[0].value,
          type: types[0].value,
          machine: machines[0].value,
          subject,
          description: 'Created through one instance, read through the other.',
        },
      },
    );
    const listed = await gql(b, '{ tickets { items { number subject } } }');
    expect(listed.tickets.items).toContainEqual({ number: created.createTicket.number, subject });

    // Signing out on B ends the session on A too.
    const signOut = await fetch(`${b.base}/api/portal/session`, {
      method: 'DELETE',
      headers: { cookie, origin: publicBase },
    });
    expect(signOut.status).toBe(204);
    expect((await fetch(`${a.base}/api/portal/me`, { headers: { cookie } })).status).toBe(401);
  });

  it('counts failed editor sign-ins across both instances', async () => {
    const client = '203.0.113.77';
    const attempt = (instance: Instance, input = 'wrong password') =>
      fetch(`${instance.base}/api/editor-area-autentication`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: publicBase, 'x-forwarded-for': client },
        body: JSON.stringify({ input }),
      });
    // Half the failures on each instance: neither alone reaches the limit.
    for (let i = 0; i < EDITOR_MAX_FAILURES; i += 1) {
      const refused = await attempt(i % 2 === 0 ? a : b);
      expect(refused.status).toBe(200);
      expect(await refused.json()).toMatchObject({ success: false });
    }
    // The limit is reached on both: neither lets the client try again, not even with the right password.
    expect((await attempt(a)).status).toBe(429);
    const onB = await attempt(b, EDITOR_PASSWORD);
    expect(onB.status).toBe(429);
    expect(await onB.json()).toMatchObject({ statusCode: 429, message: expect.stringContaining('Too many') });
  });

  it('loses no acknowledged form submission when an instance is killed with SIGKILL mid-load', async () => {
    const before = await storedSubmissionIds();
    const acknowledged: string[] = [];
    let settled = 0;
    let killed = false;
    const posts = Array.from({ length: 200 }, (_, i) =>
      fetch(`${b.base}/api/forms/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': freshClient() },
        body: JSON.stringify(validContact({ message: `Concurrent submission number ${i} to instance B` })),
      })
        .then(async (response) => {
          if (response.ok) acknowledged.push(((await response.json()) as { id: string }).id);
        })
        .catch(() => undefined) // cut off by the kill: not acknowledged, so it may be missing
        .finally(() => {
          settled += 1;
          if (!killed && settled >= 20) {
            killed = true;
            b.child.kill('SIGKILL');
          }
        }),
    );
    await Promise.all(posts);
    await b.exited;
    expect(killed).toBe(true);
    // The kill landed mid-load: some posts were answered, others were cut off.
    expect(acknowledged.length).toBeGreaterThanOrEqual(1);
    expect(acknowledged.length).toBeLessThan(200);
    console.info(`SIGKILL: ${acknowledged.length} of 200 acknowledged`);
    const after = await storedSubmissionIds();
    const lost = acknowledged.filter((id) => !after.has(id));
    expect(lost).toEqual([]);
    expect(after.size - before.size).toBeGreaterThanOrEqual(acknowledged.length);
    // The surviving instance goes on answering.
    expect((await page(a, '/en')).status).toBe(200);
  }, 60_000);

  it('SIGTERM stops taking connections, finishes the requests in flight, and exits 0', async () => {
    const c = await startInstance('c', await freePort(), { SHUTDOWN_TIMEOUT_MS: '10000' });
    const before = await storedSubmissionIds();
    const acknowledged: string[] = [];
    const failures: string[] = [];
    const posts = Array.from({ length: 40 }, (_, i) =>
      fetch(`${c.base}/api/forms/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': freshClient() },
        body: JSON.stringify(validContact({ message: `Submission number ${i} during a graceful stop` })),
      }).then(
        async (response) => {
          if (response.ok) acknowledged.push(((await response.json()) as { id: string }).id);
          else failures.push(`status ${response.status}`);
        },
        (error: Error) => failures.push(error.message),
      ),
    );
    // Stop as soon as the first answer arrives: the rest are in flight or queued.
    await Promise.race(posts);
    c.child.kill('SIGTERM');
    await Promise.all(posts);
    expect(await c.exited).toBe(0);
    expect(c.output()).toMatch(/"msg":"stopped after \d+ ms/); // The line says what was drained
    // Requests the server took were answered, not cut off: no 5xx.
    expect(failures.filter((failure) => failure.startsWith('status 5'))).toEqual([]);
    const after = await storedSubmissionIds();
    expect(acknowledged.filter((id) => !after.has(id))).toEqual([]);
    expect(after.size - before.size).toBeGreaterThanOrEqual(acknowledged.length);
    // More than the first answer: requests in flight when the signal came were still answered.
    expect(acknowledged.length).toBeGreaterThan(1);
    console.info(`SIGTERM: ${acknowledged.length} of 40 acknowledged, ${failures.length} refused`);
  }, 60_000);
});
