import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { DICTIONARIES, UI_LANGUAGES, numberLocale } from './index.js';
import { formatIcu } from './icu-format.js';

/** What FormatJS's formatter makes of a text, and ours of the same text parsed the same way. */
function bothWays(text: string, locale: string, values: Record<string, string | number>) {
  const elements = parse(text, { ignoreTag: true, locale: new Intl.Locale(locale) });
  const intl = new IntlMessageFormat(text, locale, undefined, { ignoreTag: true }).format(values);
  return { ours: formatIcu(elements, locale, values), intl };
}

describe('formatIcu', () => {
  it.each(UI_LANGUAGES.map((language) => [language]))(
    '%s: formats every text with arguments as intl-messageformat does',
    (language) => {
      const locale = numberLocale(language);
      for (const [key, text] of Object.entries(DICTIONARIES[language])) {
        if (!text.includes('{')) continue;
        const names = [...new Set([...text.matchAll(/\{(\w+)/g)].map(([, name]) => name!))];
        for (const sample of [0, 1, 2, 3, 5, 21, 1234, 1.5, 'Kudex']) {
          const values = Object.fromEntries(names.map((name) => [name, sample]));
          const { ours, intl } = bothWays(text, locale, values);
          expect(ours, `${language} ${key} ${sample}`).toBe(intl);
        }
      }
    },
  );

  it('formats exact plural forms, offsets, select, numbers and # as intl-messageformat does', () => {
    const text =
      '{who, select, team {The team} other {{who}}} has {n, plural, offset:1 =0 {nothing} =1 {one} one {# more} other {# more ({n, number})}}';
    for (const n of [0, 1, 2, 3, 1234]) {
      for (const locale of ['en', 'de-CH', 'cs', 'ro']) {
        const { ours, intl } = bothWays(text, locale, { who: n % 2 ? 'team' : 'Eva', n });
        expect(ours).toBe(intl);
      }
    }
  });

  it('refuses a missing value and a kind of element it does not format', () => {
    expect(() => formatIcu(parse('{count, plural, other {#}}'), 'en', {})).toThrow(/count/);
    expect(() => formatIcu(parse('{when, date, short}'), 'en', { when: 0 })).toThrow(/not supported/);
  });
});
