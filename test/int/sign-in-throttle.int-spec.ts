import { Secret, TOTP } from 'otpauth';
import type * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep } from '../support/cache-fixtures.js';
import { CookieJar, authorizationRequest, browse, discover, follow } from '../support/identity-provider.js';
import { CookieJar as PortalJar, walk } from '../support/oidc-test-provider.js';
import { ThrowawayRedis, freePort } from '../support/redis-server.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

// "lockout as a weapon": ten wrong passwords from anywhere used to lock an account for everyone.
// Now a guesser slows down only his own client, and a browser that signed in to the account before (its device
// cookie) signs in whatever others do. Through the provider's real sign-in pages over HTTP; the tests stand in
// for the proxy, so X-Forwarded-For picks the client address (TRUST_PROXY).

const PASSWORD = 'demo-password';
const TOO_MANY = 'Too many failed sign-in attempts. Please wait a few minutes and try again.';
const INVALID = 'The email address or password is not correct.';
/** The default ceiling of failures per account from clients without a device cookie (SIGN_IN_ACCOUNT_CEILING). */
const ACCOUNT_CEILING = 20;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

function totpCode(secret: string, steps = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: Date.now() + steps * 30_000,
  });
}

function wrongCode(secret: string): string {
  const valid = new Set([-1, 0, 1].map((steps) => totpCode(secret, steps)));
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

/** The `uapp_device_…` cookie a response sets, as `name=value` and its attributes. */
function deviceCookieOf(response: Response): { name: string; value: string; line: string } | undefined {
  const line = response.headers.getSetCookie().find((each) => each.startsWith('uapp_device_'));
  if (!line) return undefined;
  const [pair] = line.split(';');
  const index = pair!.indexOf('=');
  return { name: pair!.slice(0, index), value: pair!.slice(index + 1), line };
}

/** A browser holding the given cookies (e.g. a forged device cookie). */
function jarWith(cookies: Record<string, string>): CookieJar {
  const jar = new CookieJar();
  const headers = new Headers();
  for (const [name, value] of Object.entries(cookies)) headers.append('set-cookie', `${name}=${value}; Path=/`);
  jar.store(new Response(null, { headers }));
  return jar;
}

/** The sign-in pages of one app, driven like a browser behind the address `ip`. */
class SignInPages {
  constructor(
    readonly origin: string,
    private readonly config: oidc.Configuration,
  ) {}

  /** Opens a sign-in (the provider's interaction) in `jar`; answers the form's action. */
  async open(jar: CookieJar): Promise<string> {
    const auth = await authorizationRequest(this.config, this.origin);
    const page = await follow(jar, await browse(jar, auth.url.href), this.origin);
    if (page instanceof URL) throw new Error('expected the sign-in page');
    return new URL(/<form method="post" action="([^"]+)"/.exec(await page.text())![1]!, this.origin).href;
  }

  post(jar: CookieJar, action: string, ip: string, fields: Record<string, string>): Promise<Response> {
    return browse(jar, action, {
      method: 'POST',
      headers: { ...FORM, 'x-forwarded-for': ip },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /** One whole sign-in in a new interaction of `jar`: the password step's answer. */
  async signIn(jar: CookieJar, ip: string, email: string, password = PASSWORD): Promise<Response> {
    return this.post(jar, await this.open(jar), ip, { email, password });
  }

  /** The password step, then the code: the code step's answer (`code` is asked for only once the password passed). */
  async signInWithCode(jar: CookieJar, ip: string, email: string, code: () => string): Promise<Response> {
    const first = await this.signIn(jar, ip, email);
    expect(first.status).toBe(200);
    expect(deviceCookieOf(first), 'no device cookie before the second factor').toBeUndefined();
    const action = new URL(/<form method="post" action="([^"]+)"/.exec(await first.text())![1]!, this.origin).href;
    return this.post(jar, action, ip, { code: code() });
  }
}

/** `count` attempts with a wrong password from `ip(i)`, in one interaction of a fresh jar; their statuses. */
async function guess(pages: SignInPages, email: string, count: number, ip: (i: number) => string) {
  const jar = new CookieJar();
  const action = await pages.open(jar);
  const answers: Response[] = [];
  for (let i = 0; i < count; i += 1) {
    answers.push(await pages.post(jar, action, ip(i), { email, password: `wrong-${i}` }));
  }
  return answers;
}

async function expectTooMany(response: Response, maxSeconds: number): Promise<void> {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(await response.text()).toContain(TOO_MANY);
}

describe('sign-in throttling that an attacker cannot turn against the owner', () => {
  let sut: TestApp;
  let base: string;
  let pages: SignInPages;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // A device cookie is trusted no more after 3 failures (default 10), so that test needs no long delays.
    sut = await startTestApp({ port, env: { TRUST_PROXY: '127.0.0.1', SIGN_IN_DEVICE_MAX_FAILURES: '3' } });
    pages = new SignInPages(base, await discover({ issuer: `${base}/oidc` }));
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('an attacker with 50 wrong passwords, from one address or from fifty, does not keep the owner with his device cookie out', async () => {
    const owner = new CookieJar();
    const first = await pages.signIn(owner, '192.0.2.10', 'carl@apex.example.com');
    expect(first.status).toBe(303);
    const device = deviceCookieOf(first)!;
    expect(device.line).toMatch(/; Max-Age=15552000/);
    expect(device.line).toMatch(/; Path=\/oidc\/interaction/);
    expect(device.line).toMatch(/; HttpOnly/);
    expect(device.line).toMatch(/; SameSite=Lax/);
    expect(device.value).not.toContain('carl');

    // Fifty from one address: five are checked, then that client waits (the old rule locked the account at ten).
    const fromOne = await guess(pages, 'carl@apex.example.com', 50, () => '10.1.0.1');
    expect(fromOne.slice(0, 5).map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    expect(await fromOne[0]!.text()).toContain(INVALID);
    await expectTooMany(fromOne[5]!, 1);
    // Under load a client's short wait can run out mid-series and let one or two more be checked.
    const checkedFromOne = fromOne.filter((r) => r.status === 401).length;
    expect(checkedFromOne).toBeLessThanOrEqual(7);
    // Nobody else is slowed by that: the owner signs in from a new address even without his device cookie.
    expect((await pages.signIn(new CookieJar(), '192.0.2.20', 'carl@apex.example.com')).status).toBe(303);

    // Fifty more from fifty addresses: once the account's ceiling is reached, clients without a device cookie wait.
    const fromMany = await guess(pages, 'carl@apex.example.com', 50, (i) => `10.2.0.${i + 1}`);
    const checked = fromMany.filter((r) => r.status === 401).length;
    expect(checked).toBe(ACCOUNT_CEILING - checkedFromOne);
    for (const refused of fromMany.slice(checked)) await expectTooMany(refused, 15 * 60);
    await expectTooMany(await pages.signIn(new CookieJar(), '192.0.2.30', 'carl@apex.example.com'), 15 * 60);

    // The owner's browser signs in, from any address, and gets a new device cookie.
    const again = await pages.signIn(owner, '192.0.2.40', 'carl@apex.example.com');
    expect(again.status).toBe(303);
    expect(deviceCookieOf(again)!.value).not.toBe(device.value);
    expect((await pages.signIn(owner, '10.1.0.1', 'carl@apex.example.com')).status).toBe(303);
  });

  it('the owner on a new device is limited only once the account’s ceiling is reached', async () => {
    const failures = await guess(pages, 'bea@borealis.example.com', ACCOUNT_CEILING - 1, (i) => `10.3.0.${i + 1}`);
    expect(failures.every((r) => r.status === 401)).toBe(true);
    // One below the ceiling: a new device signs in (and its success does not use up the ceiling).
    expect((await pages.signIn(new CookieJar(), '192.0.2.50', 'bea@borealis.example.com')).status).toBe(303);
    expect((await guess(pages, 'bea@borealis.example.com', 1, () => '10.3.1.1'))[0]!.status).toBe(401);
    await expectTooMany(await pages.signIn(new CookieJar(), '192.0.2.51', 'bea@borealis.example.com'), 15 * 60);
  });

  it('the guesser’s own client waits longer after each failure; the owner behind the same address signs in with his device cookie', async () => {
    const address = '198.51.100.7';
    const owner = new CookieJar();
    expect((await pages.signIn(owner, address, 'olli@borealis.example.com')).status).toBe(303);

    const attacker = new CookieJar();
    const action = await pages.open(attacker);
    const attempt = (password = 'wrong') =>
      pages.post(attacker, action, address, { email: 'olli@borealis.example.com', password });
    for (let i = 0; i < 5; i += 1) expect((await attempt()).status).toBe(401);
    await expectTooMany(await attempt(), 1);
    await sleep(1_100);
    expect((await attempt()).status).toBe(401);
    const second = await attempt();
    expect(second.headers.get('retry-after')).toBe('2');
    await expectTooMany(second, 2);
    await sleep(2_100);
    expect((await attempt()).status).toBe(401);
    const third = await attempt('demo-password'); // not even checked while the client waits
    expect(third.headers.get('retry-after')).toBe('4');
    await expectTooMany(third, 4);

    // The owner, behind the same address (an office's NAT), is another client: his device cookie.
    expect((await pages.signIn(owner, address, 'olli@borealis.example.com')).status).toBe(303);
  });

  it('a forged device cookie or another account’s counts for nothing; a device cookie that fails too often is trusted no more, the owner’s other devices still are', async () => {
    const email = 'ivan@kudex.example.com';
    const laptop = new CookieJar();
    const phone = new CookieJar();
    const laptopCookie = deviceCookieOf(await pages.signIn(laptop, '192.0.2.60', email))!;
    expect(deviceCookieOf(await pages.signIn(phone, '192.0.2.61', email))).toBeDefined();
    const other = deviceCookieOf(await pages.signIn(new CookieJar(), '192.0.2.62', 'olli@borealis.example.com'))!;
    expect(other.name).not.toBe(laptopCookie.name); // one cookie per login

    const failures = await guess(pages, email, ACCOUNT_CEILING, (i) => `10.4.0.${i + 1}`);
    expect(failures.every((r) => r.status === 401)).toBe(true);

    const [nonce, issued, mac] = laptopCookie.value.split('.') as [string, string, string];
    const flipped = (mac.startsWith('A') ? 'B' : 'A') + mac.slice(1);
    const forgeries = {
      'a changed signature': `${nonce}.${issued}.${flipped}`,
      'a changed date': `${nonce}.${Number(issued) + 1}.${mac}`,
      'another account’s cookie': other.value,
      garbage: 'x',
    };
    for (const [what, value] of Object.entries(forgeries)) {
      const answer = await pages.signIn(jarWith({ [laptopCookie.name]: value }), '192.0.2.63', email);
      expect(answer.status, what).toBe(429);
    }

    // The laptop's cookie fails three times (SIGN_IN_DEVICE_MAX_FAILURES here): it is trusted no more...
    const action = await pages.open(laptop);
    for (let i = 0; i < 3; i += 1) {
      expect((await pages.post(laptop, action, '192.0.2.60', { email, password: 'wrong' })).status).toBe(401);
    }
    await expectTooMany(await pages.post(laptop, action, '192.0.2.60', { email, password: PASSWORD }), 15 * 60);
    // ...which locks out that cookie, not the account: the phone signs in.
    expect((await pages.signIn(phone, '192.0.2.61', email)).status).toBe(303);
  });

  it('answers an unknown account exactly as a known one, step by step', async () => {
    const run = async (email: string) => {
      const answers = await guess(pages, email, 6, () => '10.6.0.1');
      return Promise.all(
        answers.map(async (r) => ({
          status: r.status,
          retryAfter: r.headers.get('retry-after'),
          cookies: r.headers.getSetCookie().length,
          body: (await r.text()).replaceAll(email, 'EMAIL').replace(/interaction\/[\w-]+/g, 'interaction/UID'),
        })),
      );
    };
    const known = await run('anna@apex.example.com');
    const unknown = await run('nobody@apex.example.com');
    expect(known.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(unknown).toEqual(known);
  });

  it('throttles the TOTP step the same way: the owner’s device passes, the guesser waits', async () => {
    const email = 'anna@apex.example.com';
    // Anna enrols an authenticator in her account settings (a portal session of her own).
    const portal = new PortalJar();
    const { url } = await walk(portal, `${base}/api/auth/login?returnTo=${encodeURIComponent('/en/portal')}`, {
      login: email,
    });
    expect(url).toBe(`${base}/en/portal`);
    const account = (path: string, body?: unknown) =>
      fetch(`${base}/api/portal/account${path}`, {
        method: 'POST',
        headers: { cookie: portal.header(base), origin: base, 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      });
    const { secret } = (await (await account('/mfa/totp')).json()) as { secret: string };
    expect((await account('/mfa/totp/confirm', { code: totpCode(secret, -1) })).status).toBe(200);

    const owner = new CookieJar();
    const signedIn = await pages.signInWithCode(owner, '203.0.113.5', email, () => totpCode(secret));
    expect(signedIn.status).toBe(303);
    expect(deviceCookieOf(signedIn)).toBeDefined();

    // The guesser knows the password. His client: five wrong codes, then it waits.
    const attacker = new CookieJar();
    const first = await pages.signIn(attacker, '10.5.0.1', email);
    const action = new URL(/<form method="post" action="([^"]+)"/.exec(await first.text())![1]!, base).href;
    const code = (ip: string) => pages.post(attacker, action, ip, { code: wrongCode(secret) });
    for (let i = 0; i < 5; i += 1) expect((await code('10.5.0.1')).status).toBe(401);
    const waiting = await code('10.5.0.1');
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get('retry-after')).toBe('1');
    expect(await waiting.text()).toContain(TOO_MANY);

    // From many addresses: up to the account's ceiling, then clients without a device cookie wait.
    const answers: number[] = [];
    for (let i = 0; i < 30; i += 1) answers.push((await code(`10.5.1.${i + 1}`)).status);
    expect(answers.filter((s) => s === 401).length).toBe(ACCOUNT_CEILING - 5);
    expect(answers.slice(ACCOUNT_CEILING - 5).every((s) => s === 429)).toBe(true);
    const newDevice = await pages.signInWithCode(new CookieJar(), '203.0.113.6', email, () => totpCode(secret, 1));
    expect(newDevice.status).toBe(429);
    expect(await newDevice.text()).toContain(TOO_MANY);

    // The owner's browser signs in with the next code (the one the refused attempt never used).
    expect((await pages.signInWithCode(owner, '203.0.113.7', email, () => totpCode(secret, 1))).status).toBe(303);
  });
});

// With REDIS_URL, every instance counts in Redis: a guesser cannot spread his attempts over instances, and a
// device cookie one instance issued is good on the other (the same SESSION_SECRET).
describe('sign-in throttling shared by two instances through Redis', () => {
  let redis: ThrowawayRedis;
  let first: TestApp;
  let second: TestApp;
  let firstPages: SignInPages;
  let secondPages: SignInPages;

  beforeAll(async () => {
    redis = new ThrowawayRedis(await freePort());
    await redis.start();
    const start = async () => {
      const port = await freePort();
      const app = await startTestApp({ port, env: { TRUST_PROXY: '127.0.0.1', REDIS_URL: redis.url } });
      return { app, pages: new SignInPages(app.baseUrl, await discover({ issuer: `${app.baseUrl}/oidc` })) };
    };
    ({ app: first, pages: firstPages } = await start());
    ({ app: second, pages: secondPages } = await start());
  });
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await redis?.stop();
  });

  it('counts a client’s failures on both instances together, and takes one instance’s device cookie on the other', async () => {
    const owner = new CookieJar();
    const signedIn = await firstPages.signIn(owner, '192.0.2.70', 'carl@apex.example.com');
    expect(signedIn.status).toBe(303);

    const onFirst = await guess(firstPages, 'carl@apex.example.com', 5, () => '10.7.0.1');
    expect(onFirst.every((r) => r.status === 401)).toBe(true);
    await expectTooMany((await guess(secondPages, 'carl@apex.example.com', 1, () => '10.7.0.1'))[0]!, 1);

    await guess(firstPages, 'carl@apex.example.com', ACCOUNT_CEILING - 5, (i) => `10.7.1.${i + 1}`);
    await expectTooMany(await secondPages.signIn(new CookieJar(), '192.0.2.71', 'carl@apex.example.com'), 15 * 60);
    // The browser's device cookie came from the first instance; the second lets it sign in.
    const device = deviceCookieOf(signedIn)!;
    const onSecond = await secondPages.signIn(
      jarWith({ [device.name]: device.value }),
      '192.0.2.72',
      'carl@apex.example.com',
    );
    expect(onSecond.status).toBe(303);
  });

  it('counts wrong TOTP codes on both instances together', async () => {
    const email = 'anna@apex.example.com';
    // Each instance has its own database here, so Anna enrols an authenticator on each (the counts are per login).
    const enrol = async (pages: SignInPages): Promise<string> => {
      const origin = pages.origin;
      const portal = new PortalJar();
      const { url } = await walk(portal, `${origin}/api/auth/login?returnTo=${encodeURIComponent('/en/portal')}`, {
        login: email,
      });
      expect(url).toBe(`${origin}/en/portal`);
      const account = (path: string, body?: unknown) =>
        fetch(`${origin}/api/portal/account${path}`, {
          method: 'POST',
          headers: { cookie: portal.header(origin), origin, 'content-type': 'application/json' },
          body: JSON.stringify(body ?? {}),
        });
      const { secret } = (await (await account('/mfa/totp')).json()) as { secret: string };
      expect((await account('/mfa/totp/confirm', { code: totpCode(secret, -1) })).status).toBe(200);
      return secret;
    };
    const firstSecret = await enrol(firstPages);
    const secondSecret = await enrol(secondPages);

    // The guesser knows the password: three wrong codes on the first instance, two on the second, then he waits,
    // on either instance.
    const codeStep = async (pages: SignInPages) => {
      const jar = new CookieJar();
      const page = await pages.signIn(jar, '10.8.0.1', email);
      expect(page.status).toBe(200);
      const action = new URL(/<form method="post" action="([^"]+)"/.exec(await page.text())![1]!, pages.origin).href;
      return (code: string) => pages.post(jar, action, '10.8.0.1', { code });
    };
    const onFirst = await codeStep(firstPages);
    const onSecond = await codeStep(secondPages);
    for (let i = 0; i < 3; i += 1) expect((await onFirst(wrongCode(firstSecret))).status).toBe(401);
    for (let i = 0; i < 2; i += 1) expect((await onSecond(wrongCode(secondSecret))).status).toBe(401);
    await expectTooMany(await onFirst(wrongCode(firstSecret)), 1);
  });
});
