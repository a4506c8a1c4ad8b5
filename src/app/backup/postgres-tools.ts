import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { BackupError } from './backup-error.js';

/**
 * PostgreSQL's own client tools (pg_dump, pg_restore, psql) do the dump and the restore: from PG_BIN_DIR when set
 * (e.g. /usr/lib/postgresql/16/bin), else from PATH. pg_dump must be of the server's major version or newer.
 */
export type PostgresTool = 'pg_dump' | 'pg_restore' | 'psql';

/**
 * The tools get the database as a connection URL without its password, and the password in PGPASSWORD: a command
 * line is visible to every user of the machine (`ps`), the environment is not.
 */
export function connectionFor(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv; label: string } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { url: url.toString(), env, label: `${decodeURIComponent(url.pathname.slice(1))} at ${url.host}` };
}

/** Runs a tool to its end; a non-zero exit is a BackupError with the tool's own last lines. */
export function runTool(tool: PostgresTool, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const command = process.env.PG_BIN_DIR ? join(process.env.PG_BIN_DIR, tool) : tool;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${command} was not found: install PostgreSQL's client tools (pg_dump, pg_restore, psql) of the ` +
                "server's major version or newer, or set PG_BIN_DIR to their folder",
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) return resolve();
      const lines = stderr.trim().split('\n').slice(-3).join(' / ');
      reject(new BackupError(`${tool} failed (exit ${code}): ${lines || 'no message'}`));
    });
  });
}
