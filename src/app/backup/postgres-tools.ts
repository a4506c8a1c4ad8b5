import { join } from 'node:path';
import { runCommand } from './command.js';

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

export function runTool(tool: PostgresTool, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const command = process.env.PG_BIN_DIR ? join(process.env.PG_BIN_DIR, tool) : tool;
  return runCommand(command, args, {
    env,
    missingHint:
      "install PostgreSQL's client tools (pg_dump, pg_restore, psql) of the server's major version or newer, " +
      'or set PG_BIN_DIR to their folder',
  });
}
