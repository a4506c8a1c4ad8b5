import { minify } from '@swc/core';
import type { Plugin } from 'vite';

/** The UI dictionaries' parts (i18n/dictionary-parts.plugin.ts): data, which swc would only lengthen (`ü` as `\xfc`). */
const DATA_MODULE = /[\\/]i18n[\\/]\w+\.json\?part=/;

/**
 * The browser's chunks minified a second time, by swc, after Rolldown's own minifier: swc's compressor finds what
 * Rolldown's leaves (about 1.5 % of the bytes every page loads, issue 32: 1.4 KB brotli, most of it in React DOM).
 * Its default compression only (no unsafe transforms), on the final code of each chunk; a chunk with a source map
 * (a debugging build) is left as it is, since the map would no longer match, and so is a dictionary's.
 */
export function minifyClientAgain(): Plugin {
  return {
    name: 'uapp:minify-client-again',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file) => file.type === 'chunk' && !file.map && !file.moduleIds.every((id) => DATA_MODULE.test(id)),
      );
      await Promise.all(
        chunks.map(async (chunk) => {
          if (chunk.type !== 'chunk') return;
          chunk.code = (await minify(chunk.code, { module: true, compress: { passes: 2 }, mangle: true })).code;
        }),
      );
    },
  };
}
