import { describe, expect, it } from 'vitest';
import { type PageQuery, pageQueryString, pageSearch, queryValue } from './page-query.contract.js';
import { requestPathSegments } from './route-segments.js';
import { LIST_PAGE_PARAMETER } from './section-paging.js';

const LIST: PageQuery = {
  page: LIST_PAGE_PARAMETER,
  tag: { normalise: (value) => (/^[a-z]{1,8}$/.test(value) ? value : '') },
};

describe(pageQueryString.name, () => {
  it('keeps only the declared parameters, normalised, sorted by name, first value of each', () => {
    expect(pageQueryString(LIST, '?tag=red&utm_source=x&page=2&page=3&tag=blue')).toBe('page=2&tag=red');
    expect(pageQueryString(LIST, 'zzz=1&q=2')).toBe('');
    expect(pageQueryString(LIST, '')).toBe('');
  });

  it('drops default values and bounds made-up ones', () => {
    expect(pageQueryString(LIST, '?page=1')).toBe('');
    expect(pageQueryString(LIST, `?page=${'9'.repeat(400)}&tag=${'x'.repeat(400)}`)).toBe('page=&tag=');
  });

  it('decodes as URLSearchParams does and encodes the result', () => {
    expect(pageQueryString(LIST, '?%74ag=red&page=%32')).toBe('page=2&tag=red');
    expect(pageQueryString({ q: { normalise: (v) => v } }, '?q=a+b%26c')).toBe('q=a%20b%26c');
    expect(pageQueryString({ q: { normalise: (v) => v } }, '?q=%E0%A4%A&x')).toBe('q=%25E0%25A4%25A');
  });

  it('keeps only the parameters that name another document when asked for the canonical query', () => {
    const query: PageQuery = { ...LIST, view: { normalise: (v) => v } };
    expect(pageSearch(query, '?view=grid&page=2', true)).toBe('?page=2');
    expect(pageSearch(query, '?view=grid', true)).toBe('');
  });

  it('never reads a declaration of an inherited name', () => {
    expect(pageQueryString(LIST, '?constructor=1&__proto__=2&toString=3')).toBe('');
  });
});

describe(queryValue.name, () => {
  it('answers the first value, or null', () => {
    expect(queryValue('?testing=true&testing=false', 'testing')).toBe('true');
    expect(queryValue('?direct', 'direct')).toBe('');
    expect(queryValue('?x=1', 'direct')).toBeNull();
  });
});

describe(requestPathSegments.name, () => {
  it('decodes a raw path as the renderer and the router do (twice)', () => {
    expect(requestPathSegments('/en/search')).toEqual(['en', 'search']);
    expect(requestPathSegments('/en/%73earch')).toEqual(['en', 'search']);
    expect(requestPathSegments('/en/%2573earch')).toEqual(['en', 'search']);
    expect(requestPathSegments('/en//search')).toEqual(['en', 'search']);
    expect(requestPathSegments('/en/search#x')).toEqual(['en', 'search']);
  });

  it('is undefined where the router answers 404', () => {
    expect(requestPathSegments('/en/%E0%A4%A')).toBeUndefined();
    expect(requestPathSegments('/en/a%252Fb')).toBeUndefined();
    expect(requestPathSegments('/en/../search')).toBeUndefined();
  });
});
