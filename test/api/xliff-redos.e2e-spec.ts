import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorCookie } from '../support/editor.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

const PAGE = 'locations-main';
const HEAD = `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr">`;
const withTarget = (target: string) =>
  `${HEAD}<file id="${PAGE}"><unit id="no-such-unit"><segment><source>x</source><target>${target}</target>` +
  '</segment></unit></file></xliff>';

/**
 * The XLIFF 2.0 version check was a quadratic regular expression (224 KB of `<xliff ` blocked the
 * event loop for 9.9 s, `/api/health` waited 9.6 s). Now the XML parser reads the version, and what the import reads
 * after it is linear too. Each attack goes through the import endpoint on a real port while a health check runs.
 */
describe('XLIFF import under hostile bodies', () => {
  let sut: TestApp;
  let cookie: string;

  beforeAll(async () => {
    sut = await startTestApp({ listen: true });
    cookie = await editorCookie(sut);
  });
  afterAll(async () => {
    await sut?.stop();
  });

  /** Sends the body to the import and, while it is handled, asks for /api/health; both timed. */
  async function importDuringHealthCheck(body: string) {
    const started = performance.now();
    const importing = fetch(`${sut.baseUrl}/api/translation/import/${PAGE}`, {
      method: 'POST',
      headers: { cookie, origin: sut.baseUrl, 'content-type': 'application/xliff+xml' },
      body,
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as { statusCode: number; message: string },
      ms: performance.now() - started,
    }));
    // Sent once the import's body is on its way, so the health check queues behind any event-loop block.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const healthStarted = performance.now();
    const health = await fetch(`${sut.baseUrl}/api/health`);
    const healthMs = performance.now() - healthStarted;
    return { imported: await importing, health: health.status, healthMs };
  }

  const attacks: [string, string][] = [
    ['224 KB of `<xliff `', '<xliff '.repeat(32_000)],
    ['2 MB of `<xliff ` (just under the limit)', '<xliff '.repeat(299_000)],
    ['an XLIFF root, then 2 MB of `<`', `${HEAD}${'<'.repeat(2_090_000)}`],
    ['a target of 100,000 escaped `<` (quadratic tag stripping)', withTarget('&lt;'.repeat(100_000))],
    ['a target of 1 MB of line breaks (quadratic in the xliff package)', withTarget(`${'\n'.repeat(1_000_000)}x`)],
  ];

  it.each(attacks)('refuses %s with a 400 in under a second, and /api/health answers meanwhile', async (_, body) => {
    expect(body.length).toBeLessThan(2 * 1024 * 1024);
    const { imported, health, healthMs } = await importDuringHealthCheck(body);
    expect(imported.status).toBe(400);
    expect(imported.body).toMatchObject({ statusCode: 400 });
    expect(imported.body.message).toMatch(/^Invalid XLIFF: /);
    expect(imported.ms).toBeLessThan(1_000);
    expect(health).toBe(200);
    expect(healthMs).toBeLessThan(1_000);
  });
});
