// `npm start`: build if there is no build or the sources changed, then run the production server.
// `npm run seed` passes --seed-only: migrate and (re)load the demo content, then exit.
import { ROOT } from './build-stamp.mjs';
import { runCompiled } from './run-compiled.mjs';
import { SERVER_LAUNCHER } from './server-runtime.mjs';

runCompiled(SERVER_LAUNCHER, { cwd: ROOT });
