import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/core/errors/index.js';
import type { InlineToken } from './inline-codes.js';
import { decodeTargets, toXliff } from './xliff-codec.js';
import { readXliff } from './xliff-reader.js';

const HEAD = '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr">';
const doc = (units: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n${HEAD}<file id="about-main">${units}</file></xliff>`;
const unit = (id: string, target: string) =>
  `<unit id="${id}"><segment><source>Text</source><target>${target}</target></segment></unit>`;

/** A target's tokens as a string: text as it is, codes as `[id`, `id]` and `[id]`. */
const shownTokens = (tokens: InlineToken[] | undefined) =>
  tokens
    ?.map((t) =>
      t.kind === 'text' ? t.text : t.kind === 'open' ? `[${t.id}` : t.kind === 'close' ? `${t.id}]` : `[${t.id}]`,
    )
    .join('');

/** Unit id → its target as `shownTokens` writes it (undefined: untranslated). */
const targetsOf = (xml: string) =>
  new Map([...readXliff(xml).units].map(([id, unit]) => [id, shownTokens(unit.tokens)]));

/** The problem named by the 400 `readXliff` throws. */
function problemOf(xml: string): string {
  try {
    readXliff(xml);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).status).toBe(400);
    return (error as DomainError).message;
  }
  throw new Error('expected a 400');
}

/** Milliseconds `readXliff` takes, whether it reads or refuses. */
function timeOf(xml: string): number {
  const start = performance.now();
  try {
    readXliff(xml);
  } catch {
    // Refused: only the time matters here.
  }
  return performance.now() - start;
}

describe(readXliff.name, () => {
  it('reads what the export writes, once translated', () => {
    const sources = new Map([
      ['title', 'About us'],
      ['modules.0.text', 'Cables & harnesses'],
    ]);
    const exported = toXliff({ sourceLanguage: 'en', targetLanguage: 'fr', fileId: 'about-main', sources });
    const filled = exported
      .replace('<target></target>', '<target>À propos</target>')
      .replace('<target></target>', '<target>Câbles &amp; faisceaux</target>');
    const read = readXliff(filled);
    expect(read).toMatchObject({ version: '2.0', sourceLanguage: 'en', targetLanguage: 'fr', fileIds: ['about-main'] });
    expect(decodeTargets(read, sources)).toEqual({
      targets: new Map([
        ['title', 'À propos'],
        ['modules.0.text', 'Câbles & faisceaux'],
      ]),
      untranslated: [],
    });
  });

  it('reads inline codes, joins segments and ignorables in order and drops a pretty-printed last line', () => {
    const segments =
      '<unit id="b"><segment><source>A.</source><target>Un.</target></segment>' +
      '<ignorable><source> </source></ignorable><segment><source>B.</source><target>Deux.</target></segment></unit>';
    const targets = targetsOf(
      doc(
        unit('a', 'Texte <pc id="1">gras</pc> et <![CDATA[brut]]> &lt;b&gt;échappé&lt;/b&gt;<ph id="2"/>') +
          segments +
          unit('c', '\n      Ligne\n    '),
      ),
    );
    expect(targets).toEqual(
      new Map([
        ['a', 'Texte [1gras1] et brut <b>échappé</b>[2]'],
        ['b', 'Un. Deux.'],
        ['c', '\n      Ligne'],
      ]),
    );
  });

  it('lists units without a target, or with an empty one, as untranslated', () => {
    const targets = targetsOf(
      doc(
        unit('a', '  ') +
          '<unit id="b"><segment><source>x</source></segment></unit>' +
          '<unit id="c"><segment><source>A.</source><target>Un.</target></segment><segment><source>B.</source></segment></unit>' +
          unit('d', 'fait'),
      ),
    );
    expect(targets).toEqual(
      new Map([
        ['a', undefined],
        ['b', undefined],
        ['c', undefined],
        ['d', 'fait'],
      ]),
    );
  });

  it('names each problem with a 400', () => {
    expect(problemOf('this is not xml')).toBe('Invalid XLIFF: the document is not well-formed XLIFF');
    expect(problemOf(doc(unit('a', 'x')).slice(0, 120))).toBe('Invalid XLIFF: the document is not well-formed XLIFF');
    expect(problemOf(doc(unit('a', 'x')).replace('version="2.0"', 'version="1.0"'))).toBe(
      'Invalid XLIFF: not an XLIFF 1.2 or 2.0 document',
    );
    expect(problemOf(doc(unit('a', 'x')).replace('version="2.0"', 'version="1.2"'))).toBe(
      'Invalid XLIFF: each <file> needs a source-language',
    );
    expect(problemOf('<html><body/></html>')).toBe('Invalid XLIFF: not an XLIFF 1.2 or 2.0 document');
    expect(problemOf(doc(unit('a', 'x')).replace(' trgLang="fr"', ''))).toBe(
      'Invalid XLIFF: srcLang and trgLang are required',
    );
    expect(problemOf(doc(unit('a', 'x')).replace('</file>', '</file><file id="x"></file>'))).toBe(
      'Invalid XLIFF: exactly one <file> is expected',
    );
    expect(problemOf(`${HEAD}</xliff>`)).toBe('Invalid XLIFF: exactly one <file> is expected');
    expect(problemOf(doc(unit('a', 'x <foo>y</foo>')))).toBe(
      'Invalid XLIFF: unit a: <foo> is not an inline element of XLIFF 2.0',
    );
    expect(problemOf(doc(unit('a', 'x <cp hex="110000"/>')))).toBe(
      'Invalid XLIFF: <cp hex="110000"> is not a code point',
    );
    expect(problemOf(doc(unit('a', 'x') + unit('a', 'y')))).toBe('Invalid XLIFF: unit a appears twice');
    expect(problemOf(`<!DOCTYPE x [<!ENTITY e "boom">]>${doc(unit('a', '&e;'))}`)).toBe(
      'Invalid XLIFF: a DOCTYPE is not accepted',
    );
    expect(problemOf(doc(unit('a', '&e;')))).toBe('Invalid XLIFF: the document is not well-formed XLIFF');
    expect(problemOf(doc(unit('a', `${'<pc id="1">'.repeat(40)}x${'</pc>'.repeat(40)}`)))).toBe(
      'Invalid XLIFF: elements nest deeper than 32 levels',
    );
  });

  // A regular expression took 9.9 s on 224 KB of `<xliff `; the parser stops at the first error.
  it('refuses the attack bodies within 100 ms, near the 2 MB limit too', () => {
    const bodies = {
      '224 KB of <xliff': '<xliff '.repeat(32_000),
      '2 MB of <xliff': '<xliff '.repeat(299_000),
      '2 MB of <': '<'.repeat(2_000_000),
      'a root, then 2 MB of <': `${HEAD}${'<'.repeat(2_000_000)}`,
      'nesting 600,000 deep': `${HEAD}${'<a>'.repeat(600_000)}`,
      'another root, nested': '<a>'.repeat(600_000),
    };
    for (const [name, body] of Object.entries(bodies)) {
      expect(() => readXliff(body), name).toThrow(DomainError);
      expect(timeOf(body), name).toBeLessThan(100);
    }
    // What the parser must read to the end before it can object stays linear (about 70 ns a character).
    const openTag = `<xliff version="2.0"${' '.repeat(2_000_000)}`;
    expect(() => readXliff(openTag)).toThrow(DomainError);
    expect(timeOf(openTag)).toBeLessThan(500);
  });

  // The `xliff` package's reader tests each text with /\n\s*$/, quadratic in a run of line breaks; and the old
  // stripTags /<[^>]*>/g was quadratic in a run of `<` without `>`.
  it('reads a target of 1 MB of line breaks or of 100,000 unclosed `<` in linear time', () => {
    const breaks = doc(unit('a', `${'\n'.repeat(1_000_000)}x`));
    // The XML parser alone takes 60–130 ms on this 1 MB on a loaded 2-core machine; quadratic work took seconds.
    expect(timeOf(breaks)).toBeLessThan(250);
    expect(targetsOf(breaks).get('a')).toBe(`${'\n'.repeat(1_000_000)}x`);
    // 400 KB: the old expression took about 23 s on it.
    const angles = doc(unit('a', `${'&lt;'.repeat(100_000)}x`));
    expect(timeOf(angles)).toBeLessThan(250);
    expect(targetsOf(angles).get('a')).toBe(`${'<'.repeat(100_000)}x`);
  });
});
