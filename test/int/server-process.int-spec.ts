import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/core/database/database.js';
import { SERVER_MAIN as MAIN } from '../support/server-entry.js';
import { freePort } from '../support/redis-server.js';

interface Started {
  child: ChildProcess;
  output: () => string;
}

/** Starts the built server like `npm start` does and waits until it listens. */
async function startServer(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH!, LOG_LEVEL: 'info', ...env },
    stdio: 'pipe',
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('uapp is listening')) {
        clearInterval(timer);
        resolve();
      } else if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`server exited with ${child.exitCode}: ${output}`));
      }
    }, 50);
  });
  return { child, output: () => output };
}

function runToExit(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [MAIN], { env: { PATH: process.env.PATH!, ...env }, stdio: 'pipe' });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

async function stop(started: Started): Promise<void> {
  await new Promise((resolve) => {
    started.child.once('exit', resolve);
    started.child.kill('SIGTERM');
  });
}

async function countRows(dataDir: string): Promise<Record<string, number>> {
  const handle = await openDatabase({ pgliteDir: dataDir });
  try {
    const counts: Record<string, number> = {};
    for (const table of ['country', 'language', 'locale', 'site', 'site_domain', 'page', 'page_content']) {
      const result = await handle.db.execute<{ count: number }>(sql.raw(`select count(*)::int as count from ${table}`));
      counts[table] = Number((result as unknown as { rows: { count: number }[] }).rows[0]!.count);
    }
    return counts;
  } finally {
    await handle.close();
  }
}

describe('the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'uapp-process-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('seeds an empty data dir once, refuses a second server on it, and reuses it on restart', async () => {
    const port = String(await freePort());
    const first = await startServer({ PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir });
    expect(first.output()).toContain('demo mode');
    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html lang="en">');

    const second = await runToExit({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(second.code).toBe(1);
    expect(second.stderr.trim().split('\n')).toHaveLength(1);
    expect(second.stderr).toMatch(/^uapp: DATA_DIR .* is in use by another uapp server \(pid \d+\)/);

    await stop(first);
    const afterFirst = await countRows(dataDir);
    expect(afterFirst.site).toBe(5);
    expect(afterFirst.page_content).toBeGreaterThan(11);

    const restarted = await startServer({ PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir });
    await stop(restarted);
    expect(await countRows(dataDir)).toEqual(afterFirst);
  }, 60_000);

  it('refuses to start in production without SESSION_SECRET and EDITOR_PASSWORD, in one line', async () => {
    const result = await runToExit({ NODE_ENV: 'production', DATA_DIR: join(dataDir, 'unused') });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'uapp: NODE_ENV=production requires SESSION_SECRET and EDITOR_PASSWORD to be set (see README § Configuration)\n',
    );
  });

  it('names every bad variable of the core and the features at start, one line each', async () => {
    const result = await runToExit({
      PORT: 'abc',
      UPLOAD_RATE_LIMIT: '0',
      PORTAL_SEGMENT: 'Not/One',
      DATA_DIR: join(dataDir, 'unused'),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'uapp: PORT must be an integer between 0 and 65535, got "abc"\n' +
        'uapp: PORTAL_SEGMENT must be one lower-case path segment (letters, digits, hyphens)\n' +
        'uapp: UPLOAD_RATE_LIMIT must be an integer between 1 and 9007199254740991, got "0"\n',
    );
  });
});
