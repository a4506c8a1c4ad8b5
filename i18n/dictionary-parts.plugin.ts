import type { Plugin } from 'vite';
import { isAppOnlyKey } from './string-areas.js';

const PART = /[\\/]i18n[\\/]\w+\.json\?part=(public|app)$/;

/**
 * `i18n/<lang>.json?part=public` and `?part=app` (dictionary-loader.ts): the strings of public pages and the rest,
 * each its own chunk. Runs before Vite's JSON plugin, which leaves ids with a query alone: this returns the module.
 */
export function dictionaryParts(): Plugin {
  return {
    name: 'uapp:dictionary-parts',
    enforce: 'pre',
    transform(code, id) {
      const part = PART.exec(id)?.[1];
      if (!part) return undefined;
      const entries = Object.entries(JSON.parse(code) as Record<string, string>);
      const kept = entries.filter(([key]) => isAppOnlyKey(key) === (part === 'app'));
      return { code: `export default ${JSON.stringify(Object.fromEntries(kept))};\n`, moduleType: 'js', map: null };
    },
  };
}
