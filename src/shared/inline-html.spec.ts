import { describe, expect, it } from 'vitest';
import { sanitizeInlineHtml } from './inline-html.js';

describe(sanitizeInlineHtml.name, () => {
  it('keeps inline formatting and safe links', () => {
    expect(sanitizeInlineHtml('Saved <strong>now</strong>.<br/>See <a href="/en/products">products</a>')).toBe(
      'Saved <strong>now</strong>.<br>See <a href="/en/products">products</a>',
    );
    expect(sanitizeInlineHtml('<a href="https://example.com/x?a=1&b=2">x</a>')).toBe(
      '<a href="https://example.com/x?a=1&amp;b=2" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops scripts, event handlers, styles and unknown tags but keeps their text escaped', () => {
    expect(sanitizeInlineHtml('<script>alert(1)</script>ok')).toBe('alert(1)ok');
    expect(sanitizeInlineHtml('<img src=x onerror="alert(1)">')).toBe('');
    expect(sanitizeInlineHtml('<b onclick="alert(1)" style="x">bold</b>')).toBe('<b>bold</b>');
    expect(sanitizeInlineHtml('<!-- hidden -->a < b & c > d')).toBe('a &lt; b &amp; c &gt; d');
  });

  it('refuses script-like link protocols, also when obfuscated', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'jav&#x61;script:x',
      'java\tscript:x',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example',
    ]) {
      expect(sanitizeInlineHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
  });

  it('balances tags left open and ignores stray closing tags', () => {
    expect(sanitizeInlineHtml('<b><i>x</b></p>')).toBe('<b><i>x</i></b>');
    expect(sanitizeInlineHtml('<em>open')).toBe('<em>open</em>');
  });

  it('keeps existing entities and escapes quotes in text', () => {
    expect(sanitizeInlineHtml('Tom &amp; Jerry say "hi"')).toBe('Tom &amp; Jerry say &quot;hi&quot;');
  });
});
