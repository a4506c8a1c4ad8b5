import { describe, expect, it } from 'vitest';
import {
  highlightedHtml,
  moduleText,
  normalizeQuery,
  prefixTsquery,
  queryWords,
  removeBrandSuffix,
  stripHtml,
} from './search-text.js';

describe('search text', () => {
  describe(stripHtml.name, () => {
    it('keeps the visible text: no tags, scripts, styles or comments; entities decoded', () => {
      const sut = stripHtml(
        '<p>Crimp &amp; strip<br/>wires</p><script>alert("x")</script><style>p{}</style><!-- note --><b>&lt;ok&gt;</b>&#x263A;',
      );
      // As a browser shows it: inline tags do not separate words, block tags do.
      expect(sut).toBe('Crimp & strip wires <ok>☺');
    });
  });

  describe(moduleText.name, () => {
    it('collects text fields of any module kind, depth first, and skips links, images and repeated texts', () => {
      const sut = moduleText(
        [
          { type: 'hero', title: 'Page title', lead: 'Lead', image: { url: '/a.png', alt: 'ignored' } },
          { type: 'rich-text', html: '<p>Body <em>text</em></p>' },
          { type: 'accordion', items: [{ title: 'Question', html: '<p>Answer</p>' }], href: '/x' },
          { type: 'contact-panel', contacts: [{ name: 'Ada', email: 'ada@example.com' }] },
        ],
        ['Page title'],
      );
      expect(sut).toBe('Lead Body text Question Answer Ada');
    });
  });

  describe(removeBrandSuffix.name, () => {
    const brands = ['Kudex', 'Kudex Group', 'Schleuniger'];

    it.each([
      ['Crimping | Kudex', 'Crimping'],
      ['Crimping - Schleuniger', 'Crimping'],
      ['Crimping – Kudex Group', 'Crimping'],
      ['Crimping:  kudex ', 'Crimping'],
      ['Schleuniger', 'Schleuniger'],
      ['Crimping by Kudex', 'Crimping by Kudex'],
      ['Kudex | Kudex', 'Kudex'],
    ])('%s → %s', (title, expected) => {
      expect(removeBrandSuffix(title, brands)).toBe(expected);
    });
  });

  describe(highlightedHtml.name, () => {
    it('escapes everything and turns only the match markers into <em>', () => {
      const sut = highlightedHtml('a "<b>" & \u0001crimp\u0002 <script>alert(1)</script>\u0001');
      expect(sut).toBe('a &quot;&lt;b&gt;&quot; &amp; <em>crimp</em> &lt;script&gt;alert(1)&lt;/script&gt;<em></em>');
    });
  });

  describe('queries', () => {
    it('normalises whitespace and control characters', () => {
      expect(normalizeQuery('  crimp \u0001 \n tools ')).toBe('crimp tools');
    });

    it('builds a title-prefix query of letters and digits only', () => {
      const words = queryWords("Crimp' & | !tools: 12mm Maßstab");
      expect(words).toEqual(['crimp', 'tools', '12mm', 'maßstab']);
      expect(prefixTsquery(words)).toBe('crimp:*A & tools:*A & 12mm:*A & maßstab:*A');
    });
  });
});
