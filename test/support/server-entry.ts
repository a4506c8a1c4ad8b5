import { join } from 'node:path';
import { SERVER_LAUNCHER } from '../../scripts/server-runtime.mjs';
import { PROJECT_ROOT } from '../../src/core/project-root.js';

/** The production server as `npm start` runs it: the bundled build's launcher (scripts/bundle-server.mjs). */
export const SERVER_MAIN = join(PROJECT_ROOT, SERVER_LAUNCHER);
