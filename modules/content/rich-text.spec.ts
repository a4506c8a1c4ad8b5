import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.js';

describe('sanitizeRichText', () => {
  it('keeps the formatting editors use', () => {
    const html = '<h2>Title</h2><p>Some <strong>bold</strong> and <a href="/about">a link</a>.</p><ul><li>x</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops script elements with their content', () => {
    expect(sanitizeRichText('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });

  it('drops event handler attributes', () => {
    expect(sanitizeRichText('<img src="https://x.example/a.png" onerror="alert(1)" alt="a">')).toBe(
      '<img src="https://x.example/a.png" alt="a" loading="lazy" />',
    );
    expect(sanitizeRichText('<p onclick="alert(1)" style="color:red">x</p>')).toBe('<p>x</p>');
  });

  it('drops javascript:, data: and obfuscated script URLs', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="JaVaScRiPt&#58;alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href=" java\tscript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,AAAA">')).toBe('<img loading="lazy" />');
  });

  it('keeps only images through the image endpoint or over https, no static files of this site (SPEC §7.8)', () => {
    expect(sanitizeRichText('<img src="/api/images/editorial-crimping?size=Inline&amp;format=webp" alt="a">')).toBe(
      '<img src="/api/images/editorial-crimping?size=Inline&amp;format=webp" alt="a" loading="lazy" />',
    );
    expect(sanitizeRichText('<img src="/images/editorial/crimping.svg" alt="a">')).toBe(
      '<img alt="a" loading="lazy" />',
    );
    expect(sanitizeRichText('<img src="http://x.example/a.png" alt="a">')).toBe('<img alt="a" loading="lazy" />');
  });

  it('drops iframes, styles, forms and svg', () => {
    const html =
      '<iframe src="https://evil.example"></iframe><style>p{}</style><form><input></form><svg><script>1</script></svg>';
    expect(sanitizeRichText(html)).toBe('');
  });

  it('makes links to other sites safe', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('answers empty for non-strings', () => {
    expect(sanitizeRichText(undefined)).toBe('');
    expect(sanitizeRichText({ html: '<p>x</p>' })).toBe('');
  });
});
