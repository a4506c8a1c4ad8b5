// How the production server's Node runs: the flags and environment that `npm start`, the Docker image
// (docker/Dockerfile repeats them) and the bench give it, in one place. Measured in bench/MEMORY.md.

/**
 * V8's young generation: Node 24 sizes each semi-space up to 64 MB on a machine with this much memory, so the
 * new space alone committed 128 MB of RSS. 16 MB semi-spaces hold a render's short-lived objects (a page render
 * allocates a few MB) and cost about 100 MB less resident memory.
 */
const SEMI_SPACE_MB = 16;

/**
 * The production server's entry (relative to the project root): the launcher scripts/bundle-server.mjs writes
 * beside the bundled server. What `npm start`, the Docker image, the bench and the tests run.
 */
export const SERVER_LAUNCHER = 'dist/app-bundle/start.mjs';

/** Node flags before the entry script. */
export function serverNodeArgs() {
  // No --enable-source-maps: it reads the source map of every module loaded at start-up (half a second of CPU of
  // a cold start); stack traces name the compiled files in dist/, which tsc keeps close to the sources. Set
  // NODE_OPTIONS=--enable-source-maps to have them mapped to the TypeScript sources.
  return [`--max-semi-space-size=${SEMI_SPACE_MB}`];
}

/**
 * Environment the server's process needs on top of the operator's (their own values win):
 * MALLOC_ARENA_MAX=2 keeps glibc from giving each thread that allocates (libuv's pool: compression, crypto, file
 * reads) an arena of its own that keeps its freed memory.
 */
export function serverNodeEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2' };
}
