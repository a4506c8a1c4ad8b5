import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../../modules/identity-provider/identity.schema.js';
import { portalSession } from '../../modules/portal-auth/portal-session.schema.js';
import { hashOf } from '../../modules/portal-auth/index.js';
import { freePort } from '../support/free-port.js';
import { type CookieJar, signInToPortal, step } from '../support/oidc-test-provider.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

/**
 * Access a delegated administrator removes reached the user's live session only when it renewed (up to
 * about 57 minutes). Now the user's next request sees it, with the cookie and with a bearer ID token alike.
 */
describe('access changes take effect at the next request', () => {
  let sut: TestApp;
  let base: string;

  const signIn = (login: string) => signInToPortal(base, login);
  const idOf = async (email: string) => {
    const [row] = await sut.database.handle.db.select({ id: account.id }).from(account).where(eq(account.email, email));
    return row!.id;
  };
  const admin = (jar: CookieJar, path: string) =>
    fetch(`${base}/api/user-admin${path}`, { method: 'POST', headers: { cookie: jar.header(base), origin: base } });

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    sut = await startTestApp({ port });
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it("removes the customer's inventory at once: the API answers 403, the profile and the dashboard lose it", async () => {
    const carl = await signIn('carl@apex.example.com');
    const anna = await signIn('anna@apex.example.com');
    const [session] = await sut.database.handle.db
      .select({ idToken: portalSession.idToken })
      .from(portalSession)
      .where(eq(portalSession.idHash, hashOf(carl.get(base, 'uapp_session')!)));
    const bearer = { ciam_id_token: session!.idToken };

    expect((await step(carl, `${base}/api/inventory`)).status).toBe(200);
    expect((await fetch(`${base}/api/inventory`, { headers: bearer })).status).toBe(200);
    const dashboard = await (await step(carl, `${base}/en/portal`)).text();
    expect(dashboard).toContain('href="/en/portal/inventory"');

    const carlId = await idOf('carl@apex.example.com');
    expect((await admin(anna, `/users/${carlId}/applications/inventory/remove`)).status).toBe(204);

    const denied = await step(carl, `${base}/api/inventory`);
    expect(denied.status).toBe(403);
    expect((await fetch(`${base}/api/inventory`, { headers: bearer })).status).toBe(403);
    const me = (await (await step(carl, `${base}/api/portal/me`)).json()) as { roles: string[] };
    expect(me.roles).not.toContain('kmx_int_assetdb_active');
    expect(me.roles).toContain('kmx_int_serviceticketing_active');
    expect(await (await step(carl, `${base}/en/portal`)).text()).not.toContain('href="/en/portal/inventory"');

    // Granted again: back at the next request too.
    expect((await admin(anna, `/users/${carlId}/applications/inventory/grant`)).status).toBe(204);
    expect((await step(carl, `${base}/api/inventory`)).status).toBe(200);
  });
});
