import { describe, expect, it } from 'vitest';
import { pageQueryString } from '../../../modules/routing/page-query.contract.js';
import { SEARCH_PAGE_QUERY } from '../../../modules/search/index.js';
import { HOST_ONLY_RULES, type PageKeyRules, pageCacheIdentity } from './page-cache-key.js';

/** As RoutingService.pageQueryKey would answer for the search page and pages that read no query. */
const RULES: PageKeyRules = {
  site: HOST_ONLY_RULES.site,
  query: (_, path, search) => (path === '/en/search' ? pageQueryString(SEARCH_PAGE_QUERY, search) : ''),
};

const keyOf = (cookie: string | undefined, url = '/en', headers: Record<string, string> = {}) =>
  pageCacheIdentity(
    url,
    { host: 'localhost', ...headers, ...(cookie === undefined ? {} : { cookie }) },
    undefined,
    RULES,
  ).key;

describe(pageCacheIdentity.name, () => {
  it('keys a page by the cookie values that change it, in any order, and ignores every other cookie', () => {
    expect(keyOf('uapp_measurement_system=Imperial; _ga=1; uapp_current_locale=de')).toBe(
      keyOf('uapp_measurement_system=Imperial'),
    );
    expect(keyOf('_ga=1; other=2; uapp_anything=3')).toBe(keyOf(undefined));
    expect(keyOf('uapp_measurement_system=Imperial')).not.toBe(keyOf(undefined));
    expect(keyOf('uapp_measurement_system=Bogus')).toBe(keyOf(undefined));
    expect(keyOf('uapp_is-testing=true')).not.toBe(keyOf(undefined));
  });

  it('has no key for a portal session, so such pages are never cached', () => {
    expect(keyOf('uapp_session=xyz')).toBeUndefined();
  });

  it('leaves the editor cookie out of the key: a live editor is recognised before the cache', () => {
    expect(keyOf('a=1; uapp_editor_area_password=abc')).toBe(keyOf('a=1'));
  });

  it('keeps only the query parameters the page reads, normalised, sorted, each once (25 item 5)', () => {
    expect(keyOf(undefined, '/en?utm_source=x&gclid=1')).toBe(keyOf(undefined, '/en'));
    expect(keyOf(undefined, '/en?q=x&page=7&category=spam&stage=s1')).toBe(keyOf(undefined, '/en'));
    expect(keyOf(undefined, '/en/search?utm_source=a&q=cut&page=2')).toBe(keyOf(undefined, '/en/search?page=2&q=cut'));
    expect(keyOf(undefined, '/en/search?q=cut&q=other')).toBe(keyOf(undefined, '/en/search?q=cut'));
    expect(keyOf(undefined, '/en/search?q=+cut%20&page=1')).toBe(keyOf(undefined, '/en/search?q=cut'));
    expect(keyOf(undefined, '/en/search?q=cut')).not.toBe(keyOf(undefined, '/en/search?q=strip'));
    expect(keyOf(undefined, `/en/search?q=${'a'.repeat(500)}`)).toBe(
      keyOf(undefined, `/en/search?q=${'a'.repeat(201)}`),
    );
    expect(keyOf(undefined, `/en/search?q=${'a'.repeat(500)}`)!.length).toBeLessThan(300);
  });

  it('counts ?testing as the test-visitor cookie it sets, and ?direct by its presence', () => {
    expect(keyOf(undefined, '/en?testing=true')).toBe(keyOf('uapp_is-testing=true'));
    expect(keyOf('uapp_is-testing=true', '/en?testing=false')).toBe(keyOf(undefined));
    expect(keyOf(undefined, '/en?testing=anything')).toBe(keyOf(undefined));
    expect(keyOf(undefined, '/en?direct=a')).toBe(keyOf(undefined, '/en?direct'));
    expect(keyOf(undefined, '/en?direct')).not.toBe(keyOf(undefined));
  });

  it('has no key while the page query cannot be told (before the sites are known)', () => {
    const rules: PageKeyRules = { ...RULES, query: () => undefined };
    expect(pageCacheIdentity('/en', { host: 'localhost' }, {}, rules).key).toBeUndefined();
  });

  it('ignores Accept-Language and the locale cookie: they only choose where `/` redirects to', () => {
    expect(keyOf('uapp_current_locale=de', '/en', { 'accept-language': 'fr-CH' })).toBe(keyOf(undefined));
  });

  it.each([
    ['empty', ''],
    ['malformed', ';;=;uapp_x;=1;uapp_y=%E0%A4%A'],
    ['very long', `uapp_current_locale=${'x'.repeat(50_000)}`],
  ])('never throws on a %s Cookie header', (_, cookie) => {
    expect(() => keyOf(cookie)).not.toThrow();
    expect(keyOf(cookie)).toBeTypeOf('string');
  });
});
