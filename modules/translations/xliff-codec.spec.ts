import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/core/errors/index.js';
import { countWords, encodeSource } from './inline-codes.js';
import { decodeTargets, fromXliff, toXliff } from './xliff-codec.js';
import { schemaProblems } from './xliff-schema.js';

const RICH = '<p>Save <strong>{count}</strong> parts &amp; <a href="/offers?a=1&amp;b=2">see offers</a><br>now.</p>';
const sources = new Map([
  ['title', 'Sections < 0,5 mm² et > 0,1 mm² & "{count}" parts'],
  ['modules.0.html', RICH],
]);
const file = { sourceLanguage: 'en', targetLanguage: 'de', fileId: 'offers-main', sources };

/** The problem named by the 400 a call throws. */
function problemOf(call: () => unknown): string {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).status).toBe(400);
    return (error as DomainError).message;
  }
  throw new Error('expected a 400');
}

describe('XLIFF codec', () => {
  it('writes placeholders as <ph>, escapes text, and both versions validate against the OASIS schemas', async () => {
    const v20 = toXliff(file, '2.0');
    expect(v20).toContain(
      '<source>Sections &lt; 0,5 mm² et &gt; 0,1 mm² &amp; "<ph id="1" dataRef="d1" equiv="{count}"/>" parts</source>',
    );
    expect(await schemaProblems(v20, '2.0')).toEqual([]);
    const v12 = toXliff(file, '1.2');
    expect(v12).toContain('<ph id="1" ctype="x-placeholder">{count}</ph>');
    expect(v12).toContain('<ph id="5" ctype="lb">&lt;br&gt;</ph>');
    expect(await schemaProblems(v12, '1.2-strict')).toEqual([]);
    expect(await schemaProblems(v12, '1.2-transitional')).toEqual([]);
  });

  it('restores codes and placeholders from the source, and rich text passes the sanitizer', () => {
    const translated = toXliff(file, '2.0')
      .replace('<target></target>', '<target>Abschnitte &lt; 0,5 mm² &amp; "<ph id="1" dataRef="x"/>" Teile</target>')
      .replace(
        '<target></target>',
        // dataRef and type are the translator's: they change nothing.
        '<target><pc id="1"><pc id="4" type="fmt" dataRefStart="d9">Angebote</pc> ansehen: <pc id="2"><ph id="3"/></pc> Teile<ph id="5"/>jetzt.</pc></target>',
      );
    expect(decodeTargets(fromXliff(translated), sources)).toEqual({
      targets: new Map([
        ['title', 'Abschnitte < 0,5 mm² & "{count}" Teile'],
        [
          'modules.0.html',
          '<p><a href="/offers?a=1&amp;b=2">Angebote</a> ansehen: <strong>{count}</strong> Teile<br />jetzt.</p>',
        ],
      ]),
      untranslated: [],
    });
  });

  it('recognises the source markup in a 1.2 target that came back as plain text, and only that markup', () => {
    const v12 = toXliff(file, '1.2').replace(
      /(<trans-unit id="modules\.0\.html"[^>]*><source>.*?<\/source>)/,
      '$1<target>&lt;p&gt;&lt;a href="https://evil.example"&gt;Angebote&lt;/a&gt; &lt;strong&gt;{count}&lt;/strong&gt; &lt; 3&lt;/p&gt;</target>',
    );
    const { targets, untranslated } = decodeTargets(fromXliff(v12), sources);
    // The changed link is text, escaped; <p>, <strong>, </a> and the placeholder are the source's.
    expect(targets.get('modules.0.html')).toBe(
      '<p>&lt;a href="https://evil.example"&gt;Angebote <strong>{count}</strong> &lt; 3</p>',
    );
    expect(untranslated).toEqual(['title']);
  });

  it('refuses unknown units and codes with a 400 naming them', () => {
    const v20 = toXliff(file, '2.0');
    expect(
      problemOf(() =>
        decodeTargets(fromXliff(v20.replace('<target></target>', '<target>x<ph id="7"/></target>')), sources),
      ),
    ).toBe('Invalid XLIFF: unit title has an inline code 7 its source does not have');
    expect(
      problemOf(() =>
        decodeTargets(fromXliff(v20.replace('<target></target>', '<target><pc id="1">x</pc></target>')), sources),
      ),
    ).toBe('Invalid XLIFF: unit title: inline code 1 is a placeholder in the source, it wraps no text');
    expect(
      problemOf(() =>
        decodeTargets(
          fromXliff(v20.replace('"title"', '"subtitle"').replace('<target></target>', '<target>x</target>')),
          sources,
        ),
      ),
    ).toBe('Invalid XLIFF: unknown unit subtitle');
  });

  it('counts the words of a text, not its markup or placeholders', () => {
    // Save, parts, see, offers, now.
    expect(countWords('modules.0.html', RICH)).toBe(5);
    expect(countWords('title', 'A {count} – b')).toBe(2);
    expect(encodeSource('title', '<b>not markup</b>').codes.size).toBe(0);
  });
});
