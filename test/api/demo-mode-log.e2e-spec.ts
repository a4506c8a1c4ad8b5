import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_EDITOR_PASSWORD } from '../../src/core/config/core.config.js';
import { freePort } from '../support/free-port.js';
import { SERVER_MAIN } from '../support/server-entry.js';
import { LOG_LEVEL } from '../support/log-capture.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

const REAL_SECRET = 'a-real-secret-of-at-least-32-characters!';
const REAL_PASSWORD = 'a-real-editor-password';

/**
 * The demo-mode warning named the demo editor password even when EDITOR_PASSWORD was set (the
 * password named was then wrong, and told readers of the log what to try). It names it only when it is in use.
 */
describe('the demo-mode log line', () => {
  let sut: TestApp | undefined;
  afterEach(async () => {
    await sut?.stop();
    sut = undefined;
  });

  const demoLines = () => sut!.logs.lines.filter((line) => (line.msg ?? '').startsWith('demo mode'));

  it('names the demo editor password when EDITOR_PASSWORD is not set', async () => {
    sut = await startTestApp({ logs: 'warn', env: { SESSION_SECRET: REAL_SECRET } });
    const [line, ...more] = demoLines();
    expect(more).toEqual([]);
    expect(line!.level).toBe(LOG_LEVEL.warn);
    expect(line!.msg).toBe(
      `demo mode: EDITOR_PASSWORD not set; using demo values (editor password "${DEMO_EDITOR_PASSWORD}"). Set both for production.`,
    );
  });

  it('does not name any password when EDITOR_PASSWORD is set and only SESSION_SECRET is missing', async () => {
    sut = await startTestApp({ logs: 'warn', env: { EDITOR_PASSWORD: REAL_PASSWORD } });
    const [line, ...more] = demoLines();
    expect(more).toEqual([]);
    expect(line!.msg).toBe('demo mode: SESSION_SECRET not set; using a demo session secret. Set both for production.');
    const everything = JSON.stringify(sut.logs.lines);
    expect(everything).not.toContain(DEMO_EDITOR_PASSWORD);
    expect(everything).not.toContain(REAL_PASSWORD);
  });

  it('names both when neither is set, and logs nothing outside demo mode', async () => {
    sut = await startTestApp({ logs: 'warn' });
    expect(demoLines().map((line) => line.msg)).toEqual([
      `demo mode: SESSION_SECRET and EDITOR_PASSWORD not set; using demo values (editor password "${DEMO_EDITOR_PASSWORD}"). Set both for production.`,
    ]);
    await sut.stop();
    sut = await startTestApp({ logs: 'warn', env: { SESSION_SECRET: REAL_SECRET, EDITOR_PASSWORD: REAL_PASSWORD } });
    expect(demoLines()).toEqual([]);
  });

  // A start on an empty PGlite directory runs every migration: slow on a loaded machine, never wrong.
  it('is what the built server prints at start, with EDITOR_PASSWORD set', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'uapp-demo-log-'));
    const child = spawn(process.execPath, [SERVER_MAIN], {
      env: {
        PATH: process.env.PATH!,
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        PORT: String(await freePort()),
        DATA_DIR: dataDir,
        SEED_ON_EMPTY: 'false',
        EDITOR_PASSWORD: REAL_PASSWORD,
      },
      stdio: 'pipe',
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await expect
        .poll(() => output.includes('uapp is listening') || child.exitCode !== null, { timeout: 90_000, interval: 100 })
        .toBe(true);
      expect(output).toContain('demo mode: SESSION_SECRET not set; using a demo session secret.');
      expect(output).not.toContain(DEMO_EDITOR_PASSWORD);
      expect(output).not.toContain(REAL_PASSWORD);
    } finally {
      await new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(undefined);
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
