import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../../core/config/config-error.js';
import { PROJECT_ROOT } from '../../core/project-root.js';
import { BackupError } from './backup-error.js';

/** Exit codes of `npm run backup` and `npm run restore`: 1 refused or failed, 2 wrong arguments. */
export class UsageError extends Error {}

export function appVersion(): string {
  return (JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

/** Runs a command's work: the operator reads one line of what went wrong, never a stack for a refusal. */
export function runCli(name: string, usage: string, work: () => Promise<void>): void {
  work().then(
    () => process.exit(0),
    (error: unknown) => {
      if (error instanceof UsageError) {
        process.stderr.write(`uapp ${name}: ${error.message}\nusage: ${usage}\n`);
        process.exit(2);
      }
      if (error instanceof BackupError || error instanceof ConfigError) {
        process.stderr.write(`uapp ${name}: ${error.message}\n`);
      } else {
        process.stderr.write(`uapp ${name} failed: ${(error as Error)?.stack ?? String(error)}\n`);
      }
      process.exit(1);
    },
  );
}
