import { afterAll, describe, expect, it } from 'vitest';
import { validSupportRequest } from '../factories/form-submissions.js';
import { freePort } from '../support/free-port.js';
import { CookieJar, walk } from '../support/oidc-test-provider.js';
import { TemporaryPostgres, postgresBinDir } from '../support/postgres-cluster.js';
import { ServerProcess, until } from '../support/server-process.js';

const bin = postgresBinDir();
if (!bin) console.warn('faults-postgres-restart: initdb/pg_ctl not found; the PostgreSQL restart test is skipped');

describe.runIf(bin)('faults: PostgreSQL restarted under a running app', () => {
  let postgres: TemporaryPostgres | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill();
    postgres?.dispose();
  });

  it('keeps serving cached pages, answers writes 503 while it is down, and recovers without a restart', async () => {
    postgres = new TemporaryPostgres(await freePort(), bin!);
    postgres.init();
    postgres.start();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = new ServerProcess({
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: base,
      DATABASE_URL: postgres.url,
      FORMS_RATE_LIMIT: '1000',
    });
    await server.start(90_000);
    let n = 0;
    const submit = () =>
      fetch(`${base}/api/forms/support-request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify(validSupportRequest({ email: `restart${n++}@harness-works.example` })),
      });
    expect((await submit()).status).toBe(201);
    // Rendered once, the page is in the page cache.
    for (const path of ['/en', '/en/about']) expect((await fetch(`${base}${path}`)).status).toBe(200);

    // A customer signed in before the outage: his GraphQL write during it must say 503 too, not a masked error.
    const carl = new CookieJar();
    const signedIn = await walk(carl, `${base}/api/auth/login?returnTo=${encodeURIComponent('/en/portal')}`, {
      login: 'carl@apex.example.com',
    });
    expect(signedIn.url).toBe(`${base}/en/portal`);
    const comment = () =>
      fetch(`${base}/api/tickets-proxy`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, cookie: carl.header(base) },
        body: JSON.stringify({
          query: 'mutation { addComment(ticketId: "T-10001", text: "Still down?") { id } }',
        }),
      });

    postgres.stop('fast');
    for (const path of ['/en', '/en/about']) {
      const page = await fetch(`${base}${path}`);
      expect(page.status, path).toBe(200);
      expect(await page.text()).toContain('<html lang="en">');
    }
    // Every write while it is down: 503 with a message (the first may meet a pooled connection it just closed).
    for (let i = 0; i < 3; i++) {
      const refused = await submit();
      expect(refused.status).toBe(503);
      expect(refused.headers.get('content-type')).toContain('application/json');
      expect(await refused.json()).toMatchObject({ statusCode: 503, message: expect.stringMatching(/unavailable/) });
    }

    for (let i = 0; i < 2; i++) {
      const refused = await comment();
      const text = await refused.text();
      expect(refused.status, text).toBe(503);
      expect(text).toMatch(/unavailable/);
    }

    postgres.start();
    // The same process (no restart): the pool reconnects by itself.
    await until(async () => (await submit()).status === 201, 'writes accepted again');
    expect(server.running).toBe(true);
    expect(server.output).not.toMatch(/unhandled error|uncaughtException|failed to start/);
  }, 120_000);
});
