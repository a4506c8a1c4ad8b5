import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src/core/project-root.js';
import { SERVER_MAIN as MAIN } from './server-entry.js';

/** Polls `check` every 50 ms until it holds (a loaded machine is slow, never wrong); throws after `timeoutMs`. */
export async function until<T>(
  check: () => T | Promise<T>,
  what: string,
  timeoutMs = 20_000,
): Promise<Exclude<T, false | undefined | null | 0 | ''>> {
  const end = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as Exclude<T, false | undefined | null | 0 | ''>;
    } catch (error) {
      last = error;
    }
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The built server (its bundle's launcher, as `npm start` runs it) as a child process the test can
 * kill -9 and start again on the same database. Its output is kept for the test to read.
 */
export class ServerProcess {
  private child: ChildProcess | undefined;
  private log = '';

  constructor(private readonly env: Record<string, string>) {}

  get output(): string {
    return this.log;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the server and resolves once it listens; keeps the output of earlier runs. */
  async start(timeoutMs = 60_000): Promise<void> {
    const child = spawn(process.execPath, [MAIN], {
      env: { PATH: process.env.PATH!, LOG_LEVEL: 'info', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const startedAt = this.log.length;
    child.stdout!.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    await until(
      () => {
        if (child.exitCode !== null)
          throw new Error(`server exited with ${child.exitCode}: ${this.log.slice(startedAt)}`);
        return this.log.slice(startedAt).includes('uapp is listening');
      },
      'the server to listen',
      timeoutMs,
    ).catch((error: unknown) => {
      child.kill('SIGKILL');
      throw error;
    });
  }

  /**
   * Sends `signal` (SIGKILL: no shutdown code runs) and waits for the process to be gone; resolves with its exit
   * code (null when the signal ended it, undefined when it was not running).
   */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<number | null | undefined> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return undefined;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill(signal);
    return exited;
  }
}

/**
 * A PGlite data dir holding the migrated and seeded template of the global setup, so a server process starts on
 * it without seeding (half a second instead of half a minute on a loaded machine).
 */
export async function seededPgliteDir(dataDir: string): Promise<void> {
  const { readFileSync } = await import('node:fs');
  const { openDatabase } = await import('../../src/core/database/database.js');
  const template = readFileSync(join(PROJECT_ROOT, '.tmp/pglite-template.tar'));
  const handle = await openDatabase({ pgliteDir: dataDir, pgliteSnapshot: new Blob([template]) });
  await handle.close();
}
