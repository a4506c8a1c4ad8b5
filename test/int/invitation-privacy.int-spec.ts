import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../../modules/identity-provider/identity.schema.js';
import { mailOutbox } from '../../modules/mail/mail.schema.js';
import { userInvitation } from '../../modules/user-admin/user-admin.schema.js';
import { freePort } from '../support/free-port.js';
import { CookieJar, walk } from '../support/oidc-test-provider.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

/**
 * Inviting an address of another company answered 409 'The user already exists', so a delegated
 * administrator learned which addresses have an account anywhere. Now it is answered as an unknown address is; the
 * SPEC §8 message stays for the administrator's own company.
 */
describe("an invitation does not reveal other companies' users", () => {
  let sut: TestApp;
  let base: string;
  let anna: CookieJar;

  const invite = async (email: string) => {
    const response = await fetch(`${base}/api/user-admin/users?locale=en`, {
      method: 'POST',
      headers: { cookie: anna.header(base), origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ email, firstName: 'Pat', lastName: 'Probe', applications: ['serviceTickets'] }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const tally = async () => {
    const db = sut.database.handle.db;
    const [[accounts], [invitations], [mails]] = await Promise.all([
      db.select({ n: count() }).from(account),
      db.select({ n: count() }).from(userInvitation),
      db.select({ n: count() }).from(mailOutbox),
    ]);
    return { accounts: accounts!.n, invitations: invitations!.n, mails: mails!.n };
  };

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    sut = await startTestApp({ port });
    anna = new CookieJar();
    const { url } = await walk(anna, `${base}/api/auth/login?returnTo=${encodeURIComponent('/en/portal')}`, {
      login: 'anna@apex.example.com',
    });
    expect(url).toBe(`${base}/en/portal`);
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('answers an address of another company as it answers an unknown one, and creates or mails nothing', async () => {
    const unknown = await invite('pat.probe@apex.example.com');
    expect(unknown.status).toBe(201);
    expect(Object.keys(unknown.body)).toEqual(['id']);

    const before = await tally();
    const [bea] = await sut.database.handle.db
      .select()
      .from(account)
      .where(eq(account.email, 'bea@borealis.example.com'));
    const foreign = await invite('Bea@Borealis.example.com');
    expect(foreign.status).toBe(201);
    expect(Object.keys(foreign.body)).toEqual(['id']);
    expect(foreign.body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(foreign.body.id).not.toBe(bea!.id);
    // Nothing created, nobody mailed (no flood of the address's owner), bea's account untouched.
    expect(await tally()).toEqual(before);
    const [after] = await sut.database.handle.db.select().from(account).where(eq(account.id, bea!.id));
    expect(after).toEqual(bea);
    // The id leads nowhere: as unknown as any other company's user.
    const detail = await fetch(`${base}/api/user-admin/users/${String(foreign.body.id)}`, {
      headers: { cookie: anna.header(base) },
    });
    expect(detail.status).toBe(404);
  });

  it("keeps SPEC §8 'The user already exists' with the profile for the administrator's own company", async () => {
    const [carl] = await sut.database.handle.db
      .select({ id: account.id })
      .from(account)
      .where(eq(account.email, 'carl@apex.example.com'));
    const same = await invite('carl@apex.example.com');
    expect(same.status).toBe(409);
    expect(same.body).toMatchObject({ statusCode: 409, message: 'The user already exists', userId: carl!.id });
  });
});
