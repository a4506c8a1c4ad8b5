import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sanitizeInlineHtml, sanitizeInlineHtmlLite, useInlineHtmlSanitizer } from './inline-html.js';
import { installServerInlineHtmlSanitizer, sanitizeInlineHtmlServer } from './inline-html.server.js';

const IMPLEMENTATIONS = [
  ['sanitize-html (server)', sanitizeInlineHtmlServer],
  ['linear scan (browser)', sanitizeInlineHtmlLite],
] as const;

describe.each(IMPLEMENTATIONS)('sanitizeInlineHtml: %s', (_, sanitize) => {
  it('keeps inline formatting and safe links', () => {
    expect(sanitize('Saved <strong>now</strong>.<br/>See <a href="/en/products">products</a>')).toBe(
      'Saved <strong>now</strong>.<br />See <a href="/en/products">products</a>',
    );
    expect(sanitize('<a href="https://example.com/x?a=1&b=2">x</a>')).toBe(
      '<a href="https://example.com/x?a=1&amp;b=2" rel="noopener noreferrer">x</a>',
    );
    expect(sanitize('<a href="mailto:a@b.example">m</a> <a href="#top">t</a>')).toBe(
      '<a href="mailto:a@b.example">m</a> <a href="#top">t</a>',
    );
  });

  it('drops scripts, event handlers, styles and unknown tags', () => {
    expect(sanitize('<script>alert(1)</script>ok')).toMatch(/^(alert\(1\))?ok$/);
    expect(sanitize('<img src=x onerror="alert(1)">')).toBe('');
    expect(sanitize('<b onclick="alert(1)" style="x">bold</b>')).toBe('<b>bold</b>');
    expect(sanitize('<!-- hidden -->a < b & c > d')).toBe('a &lt; b &amp; c &gt; d');
  });

  it('refuses script-like and off-site link targets, also when obfuscated', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'jav&#x61;script:x',
      'java\tscript:x',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      ' /\\evil.example',
    ]) {
      expect(sanitize(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
  });

  it('balances tags left open', () => {
    expect(sanitize('<b><i>x</b>')).toBe('<b><i>x</i></b>');
    expect(sanitize('<em>open')).toBe('<em>open</em>');
  });

  it('keeps existing entities', () => {
    expect(sanitize('Tom &amp; Jerry say "hi"')).toBe('Tom &amp; Jerry say "hi"');
  });

  it('takes linear time on 80 KB of unclosed tags, quotes and comments', () => {
    const inputs = [
      '<a '.repeat(27_000),
      '<a "'.repeat(20_000),
      '<b'.repeat(40_000),
      '<b>'.repeat(27_000) + '</i>'.repeat(20_000),
      '<a href="'.repeat(9_000),
      '<!--'.repeat(20_000),
      "<span x='".repeat(8_000),
    ];
    for (const input of inputs) {
      const started = performance.now();
      sanitize(input);
      expect(performance.now() - started, input.slice(0, 12)).toBeLessThan(200);
    }
  });
});

describe(sanitizeInlineHtml.name, () => {
  afterEach(() => useInlineHtmlSanitizer(sanitizeInlineHtmlLite));

  it('uses the linear scan until the server installs sanitize-html', () => {
    // The two differ on a stray closing </p>: htmlparser2 opens an empty paragraph, the scan ignores it.
    expect(sanitizeInlineHtml('x</p>')).toBe('x');
    installServerInlineHtmlSanitizer();
    expect(sanitizeInlineHtml('x</p>')).toBe('x<p></p>');
  });

  it('gives the same markup on the server and in the browser for every UI string (hydration matches)', () => {
    const dir = join(import.meta.dirname, '../../i18n');
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      const strings = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>;
      for (const [key, text] of Object.entries(strings)) {
        expect(sanitizeInlineHtmlLite(text), `${file} ${key}`).toBe(sanitizeInlineHtmlServer(text));
      }
    }
  });
});
