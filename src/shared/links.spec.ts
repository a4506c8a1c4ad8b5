import { describe, expect, it } from 'vitest';
import { classifyLink, isNavigable, normalizeLink, stripLocale } from './links.js';

describe(normalizeLink.name, () => {
  const en = { localeUrlCode: 'en' };

  it.each([
    ['/products/', { localeUrlCode: 'de-ch' }, '/de-ch/products'],
    ['/en/products', { localeUrlCode: 'de' }, '/de/products'],
    ['/de-ch/about/', en, '/en/about'],
    ['about', en, '/en/about'],
    ['/', en, '/en'],
    ['/stories?page=2#top', en, '/en/stories?page=2#top'],
    ['/agenda', { localeUrlCode: 'es', siteSlug: 'north-america-events' }, '/es/north-america-events/agenda'],
    [
      '/en/north-america-events/agenda/',
      { localeUrlCode: 'es', siteSlug: 'north-america-events' },
      '/es/north-america-events/agenda',
    ],
    ['hard:/en/legacy/', en, '/en/legacy/'],
    ['hard:#contact', en, '#contact'],
    ['https://example.com/x/', en, 'https://example.com/x/'],
    ['action:open-news-feed-panel', en, 'action:open-news-feed-panel'],
    ['javascript:alert(1)', en, ''],
    ['  JaVaScRiPt:alert(1)', en, ''],
    ['java\tscript:alert(1)', en, ''],
    ['data:text/html,<script>', en, ''],
    ['vbscript:msgbox', en, ''],
    ['hard:javascript:alert(1)', en, ''],
  ])('normalises %s', (target, context, expected) => {
    expect(normalizeLink(target, context)).toBe(expected);
  });
});

describe(classifyLink.name, () => {
  it('classifies actions, anchors and in-app links', () => {
    expect(classifyLink('action:open-news-feed-panel')).toEqual({ type: 'action', action: 'open-news-feed-panel' });
    expect(classifyLink('https://kudex.example')).toEqual({ type: 'anchor', href: 'https://kudex.example' });
    expect(classifyLink('hard:/en/x')).toEqual({ type: 'anchor', href: '/en/x' });
    expect(classifyLink('/en/x')).toEqual({ type: 'internal', href: '/en/x' });
    expect(classifyLink('')).toEqual({ type: 'refused', reason: 'empty link' });
    expect(classifyLink('data:x')).toEqual({ type: 'refused', reason: 'script-like protocol' });
  });
});

describe(isNavigable.name, () => {
  it('follows in-app paths only, external ones when allowed, script-like ones never', () => {
    expect(isNavigable('/en/products')).toBe(true);
    expect(isNavigable('https://evil.example')).toBe(false);
    expect(isNavigable('//evil.example')).toBe(false);
    expect(isNavigable('https://partner.example', { allowExternal: true })).toBe(true);
    expect(isNavigable('javascript:alert(1)', { allowExternal: true })).toBe(false);
  });
});

describe(stripLocale.name, () => {
  it('removes a leading locale segment only', () => {
    expect(stripLocale('/de-ch/products')).toBe('/products');
    expect(stripLocale('/products/de')).toBe('/products/de');
  });
});
