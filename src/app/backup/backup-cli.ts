// `npm run backup [-- --out DIR]` (scripts/backup.mjs runs this compiled): see docs/operations.md.
import 'reflect-metadata';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadStorageConfig } from '../../core/config/core.config.js';
import { createBackup } from './backup.js';
import { UsageError, appVersion, formatBytes, runCli } from './cli-support.js';

const USAGE = 'npm run backup [-- --out DIR]   (default DIR: backups/uapp-<date and time>)';

runCli('backup', USAGE, async () => {
  let out: string | undefined;
  try {
    ({
      values: { out },
    } = parseArgs({ options: { out: { type: 'string' } }, strict: true }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const stamp = new Date()
    .toISOString()
    .replace(/:/g, '-')
    .replace(/\.\d+Z$/, 'Z');
  const dir = resolve(out ?? `backups/uapp-${stamp}`);
  const manifest = await createBackup(loadStorageConfig(), dir, appVersion());
  const rows = Object.values(manifest.counts.tables).reduce((sum, n) => sum + n, 0);
  const { files, bytes, missing } = manifest.counts.uploads;
  process.stdout.write(
    `uapp backup: written to ${dir}\n` +
      `  database: ${manifest.database.mode} ${manifest.database.serverVersion}, schema ${manifest.schema.latest} ` +
      `(${manifest.schema.migrations} migrations), ${Object.keys(manifest.counts.tables).length} tables, ${rows} rows\n` +
      `  uploads: ${files} files, ${formatBytes(bytes)}` +
      (missing ? ` (${missing} still being written when the snapshot was taken, left out)` : '') +
      '\n',
  );
});
