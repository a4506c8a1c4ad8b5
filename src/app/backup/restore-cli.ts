// `npm run restore -- DIR [--force]` (scripts/restore.mjs runs this compiled): see docs/operations.md.
import 'reflect-metadata';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadStorageConfig } from '../../core/config/core.config.js';
import { UsageError, formatBytes, runCli } from './cli-support.js';
import { restoreBackup } from './restore.js';

const USAGE =
  'npm run restore -- DIR [--force]   (into DATA_DIR, or DATABASE_URL, and UPLOADS_DIR; --force replaces ' +
  'what is there)';

runCli('restore', USAGE, async () => {
  let parsed;
  try {
    parsed = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (parsed.positionals.length !== 1) throw new UsageError('name one backup directory');
  const dir = resolve(parsed.positionals[0]!);
  const { manifest, target, uploads } = await restoreBackup(loadStorageConfig(), dir, parsed.values.force);
  const rows = Object.values(manifest.counts.tables).reduce((sum, n) => sum + n, 0);
  process.stdout.write(
    `uapp restore: ${dir} (made ${manifest.createdAt}) restored into ${target}\n` +
      `  database: schema ${manifest.schema.latest} (${manifest.schema.migrations} migrations), ` +
      `${Object.keys(manifest.counts.tables).length} tables, ${rows} rows, the same counts as the backup\n` +
      `  uploads: ${uploads} files, ${formatBytes(manifest.counts.uploads.bytes)}\n` +
      '  next: start the server (npm start); it runs the migrations newer than the backup\n',
  );
});
