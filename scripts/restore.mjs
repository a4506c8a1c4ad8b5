// `npm run restore -- DIR [--force]`: a backup into an empty DATA_DIR or database (docs/operations.md § Backups).
import { runCompiled } from './run-compiled.mjs';

runCompiled('dist/app/src/app/backup/restore-cli.js');
