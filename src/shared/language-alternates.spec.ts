import { describe, expect, it } from 'vitest';
import { alternateLinks, encodePath, hreflangOf, versionAddress } from './language-alternates.js';

const BASE = 'https://www.kudex.example';
const URL_CODES = new Map([
  ['en', 'en'],
  ['de', 'de'],
  ['fr', 'fr'],
]);

describe('language-alternates', () => {
  describe(alternateLinks.name, () => {
    it('names each real version under its own path, encoded, with x-default on English', () => {
      const sut = alternateLinks(
        [
          { language: 'de', path: '/capabilities/ultraschallschweißen' },
          { language: 'en', path: '/capabilities/ultrasonic-welding' },
        ],
        URL_CODES,
        BASE,
      );
      expect(sut).toEqual([
        { hreflang: 'de', href: `${BASE}/de/capabilities/ultraschallschwei%C3%9Fen`, language: 'de' },
        { hreflang: 'en', href: `${BASE}/en/capabilities/ultrasonic-welding`, language: 'en' },
        { hreflang: 'x-default', href: `${BASE}/en/capabilities/ultrasonic-welding`, language: null },
      ]);
    });

    it('names nothing for a document with one version, or one the site serves in one language only', () => {
      expect(alternateLinks([{ language: 'en', path: '/media-releases/x' }], URL_CODES, BASE)).toEqual([]);
      const unserved = [
        { language: 'en', path: '/x' },
        { language: 'ja', path: '/x' },
      ];
      expect(alternateLinks(unserved, URL_CODES, BASE)).toEqual([]);
    });

    it('points x-default to the first version when there is no English one', () => {
      const sut = alternateLinks(
        [
          { language: 'fr', path: '/a' },
          { language: 'de', path: '/b' },
        ],
        URL_CODES,
        BASE,
      );
      expect(sut.at(-1)).toEqual({ hreflang: 'x-default', href: `${BASE}/fr/a`, language: null });
    });
  });

  describe(encodePath.name, () => {
    it('encodes each segment once, whether or not it came encoded', () => {
      expect(encodePath('/capabilities/ultraschallschweißen')).toBe('/capabilities/ultraschallschwei%C3%9Fen');
      expect(encodePath('/capabilities/ultraschallschwei%C3%9Fen')).toBe('/capabilities/ultraschallschwei%C3%9Fen');
      expect(encodePath('/a b/%zz')).toBe('/a%20b/%25zz');
      expect(encodePath('')).toBe('');
    });
  });

  it('builds addresses and BCP 47 hreflang values', () => {
    expect(versionAddress(BASE, 'de-ch', '')).toBe(`${BASE}/de-ch`);
    expect(hreflangOf('de-ch')).toBe('de-CH');
    expect(hreflangOf('en')).toBe('en');
  });
});
