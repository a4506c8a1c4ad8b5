import { spawn } from 'node:child_process';
import { BackupError } from './backup-error.js';

/**
 * Runs a well-kept tool (tar, pg_dump, pg_restore, psql) to its end. A tool that is not installed is a BackupError
 * with `missingHint`; a non-zero exit is one with the tool's own last lines.
 */
export function runCommand(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; missingHint: string },
): Promise<void> {
  const name = command.split('/').pop()!;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: options.env ?? process.env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'ENOENT' ? new BackupError(`${command} was not found: ${options.missingHint}`) : error);
    });
    child.on('close', (code) => {
      if (code === 0) return resolve();
      const lines = stderr.trim().split('\n').slice(-3).join(' / ');
      reject(new BackupError(`${name} failed (exit ${code}): ${lines || 'no message'}`));
    });
  });
}
