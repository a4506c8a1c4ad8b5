// The same load driven by Node's built-in fetch with its default headers (accept */*, user-agent "node",
// accept-encoding gzip, deflate): the issue asks that the render figures hold for such a client too.
import { count, newTally } from './browser-load.mjs';

/**
 * `connections` loops of fetch over `paths` for `seconds` (`rotation` as in browserLoad); the body is read whole
 * (fetch decompresses it).
 */
export async function fetchLoad({ base, paths, connections, seconds, headers, rotation = { next: 0 } }) {
  const tally = newTally();
  const deadline = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const path = paths[rotation.next++ % paths.length];
      const started = performance.now();
      try {
        const response = await fetch(base + path, { redirect: 'manual', ...(headers ? { headers } : {}) });
        const body = await response.arrayBuffer();
        count(tally, {
          path,
          status: response.status,
          cache: response.headers.get('x-page-cache') ?? undefined,
          wireBytes: Number(response.headers.get('content-length') ?? body.byteLength),
          htmlBytes: body.byteLength,
        });
        tally.latencies.push(performance.now() - started);
      } catch {
        tally.errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return tally;
}
