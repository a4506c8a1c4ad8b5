// What a built browser chunk is made of (issue 32: finding what a page's JavaScript carries): its bytes by source file
// or by package, from the chunk's source map. Needs a build with client source maps:
//
//   UAPP_CLIENT_SOURCEMAP=1 npm run build         (then `npm run build` again before measuring or deploying)
//   node bench/chunk-sources.mjs dist/client/assets/entries/entry-client-routing.*.js [more chunks…]
//   node bench/chunk-sources.mjs --packages --top 20 <chunk.js…>
//
// For each chunk: its raw and brotli size, then the largest sources: raw bytes of minified code mapped to each, and
// the brotli size of that code alone (compressed apart, so the column adds up to more than the chunk's brotli size).
// Such a build leaves out the second minification (scripts/minify-client.plugin.ts), so the sizes are a little
// larger than production's.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = Object.fromEntries([...BASE64].map((char, index) => [char, index]));

const brotli = (text) =>
  brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The numbers of one source map segment (base64 VLQ). */
function decodeSegment(segment) {
  const numbers = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT[char];
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      numbers.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return numbers;
}

/** The chunk's code by source: each generated segment up to the next counts for the source it maps to. */
function codeBySource(code, map) {
  const lines = code.split('\n');
  const texts = new Map();
  let source = 0;
  map.mappings.split(';').forEach((lineMappings, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    let column = 0;
    const segments = [];
    for (const segment of lineMappings.split(',')) {
      if (!segment) continue;
      const [columnDelta, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) source += sourceDelta;
      segments.push({ column, source: sourceDelta === undefined ? -1 : source });
    }
    segments.forEach((segment, index) => {
      const end = segments[index + 1]?.column ?? line.length;
      const name = segment.source < 0 ? '(generated)' : map.sources[segment.source].replace(/^(\.\.\/)+/, '');
      texts.set(name, (texts.get(name) ?? '') + line.slice(segment.column, end));
    });
  });
  return texts;
}

const packageOf = (source) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? source;

const args = process.argv.slice(2);
const byPackage = args.includes('--packages');
const topIndex = args.indexOf('--top');
const top = topIndex === -1 ? 40 : Number(args[topIndex + 1]);
const files = args.filter((arg, index) => !arg.startsWith('--') && (topIndex === -1 || index !== topIndex + 1));
if (files.length === 0) {
  console.error('usage: node bench/chunk-sources.mjs [--packages] [--top N] <chunk.js…> (a build with source maps)');
  process.exit(2);
}

for (const file of files) {
  const code = readFileSync(file, 'utf8').replace(/\n\/\/# sourceMappingURL=.*\s*$/, '');
  let map;
  try {
    map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  } catch {
    console.error(`${file}: no source map beside it (build with UAPP_CLIENT_SOURCEMAP=1)`);
    process.exitCode = 2;
    continue;
  }
  const groups = new Map();
  for (const [source, text] of codeBySource(code, map)) {
    const key = byPackage ? packageOf(source) : source;
    groups.set(key, (groups.get(key) ?? '') + text);
  }
  console.log(`${file}: ${code.length} bytes raw, ${brotli(code)} brotli`);
  const rows = [...groups].sort((a, b) => b[1].length - a[1].length).slice(0, top);
  for (const [name, text] of rows) {
    console.log(`${String(text.length).padStart(9)} ${String(brotli(text)).padStart(7)}  ${name}`);
  }
}
