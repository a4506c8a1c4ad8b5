import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { numberLocale } from './messages.js';
import { stringAreaOf } from './string-areas.js';

const PART = /[\\/]i18n[\\/](\w+)\.json\?part=(public|forms|app)$/;
const PARSER = '@formatjs/icu-messageformat-parser';

/**
 * `i18n/<lang>.json?part=public`, `?part=forms` and `?part=app` (dictionary-loader.ts): the strings of public pages,
 * of the forms and the rest (string-areas.ts), each its own chunk. Runs before Vite's JSON plugin, which leaves ids with a query alone: this returns the module.
 *
 * The texts with ICU arguments also come parsed (`asts`), the way FormatJS recommends for browsers: the browser
 * formats them without FormatJS's parser, which the client build leaves out (about 7 KB brotli on every page).
 */
export function dictionaryParts(): Plugin {
  return {
    name: 'uapp:dictionary-parts',
    enforce: 'pre',
    resolveId(source, importer, options) {
      // FormatJS's own parser-free entry: same element types, `parse` throws. Browser builds only.
      if (source !== PARSER || this.environment.name !== 'client') return undefined;
      return this.resolve(`${PARSER}/no-parser.js`, importer, { ...options, skipSelf: true });
    },
    transform(code, id) {
      const [, language = 'en', part] = PART.exec(id) ?? [];
      if (!part) return undefined;
      const entries = Object.entries(JSON.parse(code) as Record<string, string>);
      const kept = entries.filter(([key]) => stringAreaOf(key) === part);
      const locale = new Intl.Locale(numberLocale(language));
      const asts = kept
        .filter(([, text]) => text.includes('{'))
        .map(([key, text]) => [key, parse(text, { ignoreTag: true, locale })]);
      const module = [
        `export default ${JSON.stringify(Object.fromEntries(kept))};`,
        `export const asts = ${JSON.stringify(Object.fromEntries(asts))};`,
      ];
      return { code: `${module.join('\n')}\n`, moduleType: 'js', map: null };
    },
  };
}
