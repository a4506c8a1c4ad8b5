import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { formatIcu, parseIcu } from './icu-message.js';
import { DICTIONARIES, numberLocale } from './index.js';

/** Values each message is formatted with: plural edges in every language's CLDR categories, and plain text. */
const NUMBERS = [0, 1, 2, 3, 4, 5, 11, 21, 22, 101, 1.5, 1234.5, 1000000];

function argumentNames(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\s*(\w+)/g)].map((match) => match[1]!))];
}

function both(text: string, locale: string, params: Record<string, string | number>) {
  const reference = new IntlMessageFormat(text, locale, undefined, { ignoreTag: true }).format<string>(
    params,
  ) as string;
  return { ours: formatIcu(parseIcu(text), locale, params), reference };
}

describe('ICU messages (icu-message.ts) against FormatJS', () => {
  it('formats every message of every dictionary as intl-messageformat does', () => {
    let compared = 0;
    for (const [language, dictionary] of Object.entries(DICTIONARIES)) {
      const locale = numberLocale(language);
      for (const [key, text] of Object.entries(dictionary)) {
        if (!text.includes('{')) continue;
        const names = argumentNames(text);
        for (const value of [...NUMBERS, 'Ab', '']) {
          const params = Object.fromEntries(names.map((name) => [name, value]));
          let reference: string;
          try {
            reference = both(text, locale, params).reference;
          } catch {
            continue; // a value the message cannot take (text for a plural count)
          }
          expect(formatIcu(parseIcu(text), locale, params), `${language} ${key} with ${String(value)}`).toBe(reference);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('reads ICU quoting, offsets, exact matches, ordinals and nested choices the same way', () => {
    const cases: [string, Record<string, string | number>][] = [
      ["It''s '{literal}' and '#' {n, plural, one {'#' is #} other {# items '}' here}}", { n: 1 }],
      ["l'entreprise {name} a '<b>' <i>x</i>", { name: 'Kudex' }],
      [
        '{n, plural, offset:1 =0 {nobody} =1 {{who}} one {{who} and # other} other {{who} and # others}}',
        { n: 3, who: 'A' },
      ],
      ['{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 22 }],
      [
        '{g, select, female {she {n, plural, one {has # item} other {has # items}}} other {they}}',
        { g: 'female', n: 2 },
      ],
      ['{ n , plural , =2 {two} other {# {x, select, a {A#} other {B}}} }', { n: 7, x: 'a' }],
      ['a } b', {}],
    ];
    for (const [text, params] of cases) {
      for (const locale of ['en', 'de-CH', 'cs', 'fr']) {
        const { ours, reference } = both(text, locale, params);
        expect(ours, `${text} in ${locale}`).toBe(reference);
      }
    }
  });

  it('throws on a missing value or an unsupported argument type, as a broken message should', () => {
    expect(() => formatIcu(parseIcu('{n, plural, other {#}}'), 'en', {})).toThrow();
    expect(() => parseIcu('{n, number}')).toThrow();
    expect(() => parseIcu('{n, plural, one {x}}')).toThrow();
  });
});
