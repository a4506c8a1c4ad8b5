// `npm run backup [-- --out DIR]`: the database and the uploads in one directory (docs/operations.md § Backups).
import { runCompiled } from './run-compiled.mjs';

runCompiled('dist/app/src/app/backup/backup-cli.js');
