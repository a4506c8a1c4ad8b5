// Brotli and gzip copies of the client build's text files (scripts, styles, SVG, JSON), made once
// at build time at the highest quality, so @fastify/static serves them (`preCompressed`) without compressing per
// request. Files under 1 KB are left alone: compressed they save less than the header costs.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|html|map)$/;
const MIN_BYTES = 1024;

export function precompress(dir) {
  let files = 0;
  for (const name of readdirSync(dir, { recursive: true })) {
    const path = join(dir, String(name));
    if (!COMPRESSIBLE.test(path) || !statSync(path).isFile()) continue;
    const body = readFileSync(path);
    if (body.length < MIN_BYTES) continue;
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    const gz = gzipSync(body, { level: 9 });
    if (br.length < body.length) writeFileSync(`${path}.br`, br);
    if (gz.length < body.length) writeFileSync(`${path}.gz`, gz);
    files += 1;
  }
  return files;
}
