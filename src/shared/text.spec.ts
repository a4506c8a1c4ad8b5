import { describe, expect, it } from 'vitest';
import { stripHtml, truncateAtWord } from './text.js';

describe(stripHtml.name, () => {
  it('removes tags and keeps the text', () => {
    expect(stripHtml('<p>Cut, <strong>strip</strong> and <a href="/x">crimp</a>.</p>')).toBe('Cut, strip and crimp.');
  });

  it('separates words of adjacent block elements and line breaks', () => {
    expect(stripHtml('<h2>Title</h2><p>First</p><p>Second<br>line</p><ul><li>a</li><li>b</li></ul>')).toBe(
      'Title First Second line a b',
    );
  });

  it('drops script, style and comments with their content', () => {
    expect(stripHtml('<style>p{color:red}</style>Hi<script>alert("x")</script><!-- note --> there')).toBe('Hi there');
  });

  it('decodes entities once, so encoded markup stays text', () => {
    expect(stripHtml('Fish &amp; chips &lt;b&gt; &#39;quoted&#x27; &nbsp;x')).toBe("Fish & chips <b> 'quoted' x");
    expect(stripHtml('&amp;lt;')).toBe('&lt;');
  });

  it('leaves unknown entities and a lone < alone', () => {
    expect(stripHtml('a &unknown; b < c')).toBe('a &unknown; b < c');
  });

  it('collapses whitespace and trims', () => {
    expect(stripHtml('  <div>\n  spaced \t out </div>  ')).toBe('spaced out');
  });

  it('returns an empty string for markup without text', () => {
    expect(stripHtml('<img src="x.png" alt="">')).toBe('');
  });
});

describe(truncateAtWord.name, () => {
  const text = 'Wire processing machines for cutting and stripping';

  it('returns text that fits unchanged', () => {
    expect(truncateAtWord(text, text.length)).toBe(text);
    expect(truncateAtWord('short', 100)).toBe('short');
  });

  it('cuts at the last word boundary that fits and adds an ellipsis', () => {
    const result = truncateAtWord(text, 20);
    expect(result).toBe('Wire processing…');
    expect(result.length).toBeLessThanOrEqual(20);
  });

  it('keeps a whole word that ends exactly at the limit', () => {
    // "Wire processing machines" is 24 characters; with the ellipsis the limit is 25.
    expect(truncateAtWord(text, 25)).toBe('Wire processing machines…');
  });

  it('drops trailing punctuation before the ellipsis', () => {
    expect(truncateAtWord('Cut, strip, crimp and test', 12)).toBe('Cut, strip…');
  });

  it('cuts inside a single word longer than the limit', () => {
    expect(truncateAtWord('Kabelbaumfertigungsanlage', 10)).toBe('Kabelbaum…');
  });

  it('can truncate without an ellipsis or with a custom one', () => {
    expect(truncateAtWord(text, 20, { ellipsis: '' })).toBe('Wire processing');
    expect(truncateAtWord(text, 21, { ellipsis: ' [...]' })).toBe('Wire processing [...]');
  });

  it('never splits a surrogate pair', () => {
    expect(truncateAtWord('🔌🔌🔌🔌🔌', 3)).toBe('🔌🔌…');
  });

  it('rejects a negative or fractional limit', () => {
    expect(() => truncateAtWord(text, -1)).toThrow(RangeError);
    expect(() => truncateAtWord(text, 2.5)).toThrow(RangeError);
  });
});
