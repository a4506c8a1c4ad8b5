import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { dictionaryParts } from './dictionary-parts.plugin.js';
import { UI_LANGUAGES } from './languages.js';
import { STRING_AREAS, type StringArea } from './string-areas.js';
import { type Dictionary, numberLocale, registerDictionary, translate } from './messages.js';

type Transform = (code: string, id: string) => { code: string } | undefined;

/** The module the plugin makes of `i18n/<lang>.json?part=…`, evaluated. */
async function part(language: string, which: StringArea) {
  const path = fileURLToPath(new URL(`./${language}.json`, import.meta.url));
  const transform = dictionaryParts().transform as unknown as Transform;
  const output = transform(readFileSync(path, 'utf8'), `${path}?part=${which}`);
  const module = (await import(`data:text/javascript,${encodeURIComponent(output!.code)}`)) as {
    default: Record<string, string>;
    asts: Record<string, MessageFormatElement[]>;
  };
  return module;
}

const SAMPLE_VALUES = { site: 'Kudex Group' };

describe('the browser dictionaries (dictionary-parts.plugin.ts)', () => {
  it.each(UI_LANGUAGES.map((language) => [language]))(
    '%s: every text with arguments comes parsed, and formats as the text itself does',
    async (language) => {
      for (const which of STRING_AREAS) {
        const { default: texts, asts } = await part(language, which);
        const withArguments = Object.keys(texts).filter((key) => texts[key]!.includes('{'));
        expect(Object.keys(asts).sort()).toEqual(withArguments.sort());
        const locale = numberLocale(language);
        for (const key of withArguments) {
          const text = texts[key]!;
          const fromText = new IntlMessageFormat(text, locale, undefined, { ignoreTag: true });
          const fromAst = new IntlMessageFormat(asts[key]!, locale);
          // Every argument a number: plural and select arguments get one of each form's sample.
          for (const sample of [0, 1, 2, 1234]) {
            const values = Object.fromEntries([...text.matchAll(/\{(\w+)/g)].map(([, name]) => [name!, sample]));
            expect(fromAst.format(values), `${language} ${key}`).toBe(fromText.format(values));
          }
        }
      }
    },
  );

  it('formats a registered dictionary from its parsed texts', async () => {
    const { default: texts, asts } = await part('de', 'public');
    const key = 'seo.searchDescription' as keyof Dictionary;
    // A text that differs from the JSON proves the parsed one is used.
    const dictionary = registerDictionary('de', { ...texts, [key]: '{site}?' } as unknown as Dictionary, asts);
    expect(translate(dictionary, key, SAMPLE_VALUES)).toBe(
      new IntlMessageFormat(texts[key]!, 'de-CH').format(SAMPLE_VALUES),
    );
  });
});
