import { describe, expect, it } from 'vitest';
import { pageCacheIdentity } from './page-cache-key.js';

const keyOf = (cookie: string | undefined, url = '/en') =>
  pageCacheIdentity(url, { host: 'localhost', ...(cookie === undefined ? {} : { cookie }) }).key;

describe(pageCacheIdentity.name, () => {
  it('keys a page by the uapp_ cookies only, in any order', () => {
    expect(keyOf('uapp_measurement_system=Imperial; _ga=1; uapp_current_locale=de')).toBe(
      keyOf('uapp_current_locale=de;uapp_measurement_system=Imperial'),
    );
    expect(keyOf('_ga=1; other=2')).toBe(keyOf(undefined));
    expect(keyOf('uapp_measurement_system=Imperial')).not.toBe(keyOf(undefined));
  });

  it('has no key for a portal session, so such pages are never cached', () => {
    expect(keyOf('uapp_session=xyz')).toBeUndefined();
  });

  it('leaves the editor cookie out of the key: a live editor is recognised before the cache (issue 11)', () => {
    expect(keyOf('a=1; uapp_editor_area_password=abc')).toBe(keyOf('a=1'));
  });

  it('keys duplicate names by the first value, the one the server reads', () => {
    expect(keyOf('uapp_current_locale=de; uapp_current_locale=fr')).toBe(keyOf('uapp_current_locale=de'));
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
