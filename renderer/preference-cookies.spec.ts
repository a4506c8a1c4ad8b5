import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { measurementSystemFromCookie } from './comparison/measurement.atoms.js';
import { readPreferenceCookie, rememberLocale, setPreferenceCookie } from './preference-cookies.js';
import type { LayoutData } from '../modules/routing/layout.contract.js';

/** `document.cookie` as a browser exposes it: reads give `name=value; …`, each write sets one cookie. */
function fakeDocument(initial: string) {
  let jar = initial;
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return jar;
    },
    set cookie(setCookie: string) {
      writes.push(setCookie);
      const pair = setCookie.split(';', 1)[0]!;
      const name = pair.split('=', 1)[0];
      jar = [...jar.split('; ').filter((c) => c !== '' && !c.startsWith(`${name}=`)), pair].join('; ');
    },
  };
}

describe('preference cookies', () => {
  let document: ReturnType<typeof fakeDocument>;
  const useCookies = (initial: string) => {
    document = fakeDocument(initial);
    vi.stubGlobal('document', document);
  };
  beforeEach(() => useCookies(''));
  afterEach(() => vi.unstubAllGlobals());

  it('writes Path=/, SameSite=Lax and the Max-Age of SPEC §9', () => {
    setPreferenceCookie('uapp_current_locale', 'de-ch');
    expect(document.writes).toEqual(['uapp_current_locale=de-ch; Max-Age=34560000; Path=/; SameSite=Lax']);
    setPreferenceCookie('uapp_measurement_system', 'Imperial', 60);
    expect(document.writes[1]).toBe('uapp_measurement_system=Imperial; Max-Age=60; Path=/; SameSite=Lax');
    expect(readPreferenceCookie('uapp_current_locale')).toBe('de-ch');
  });

  it('rewrites the locale cookie only when it differs from the page shown', () => {
    const layout = { localeCookieName: 'uapp_current_locale', locale: { urlCode: 'fr' } } as LayoutData;
    useCookies('uapp_current_locale=fr');
    rememberLocale(layout);
    expect(document.writes).toEqual([]);
    useCookies('uapp_current_locale=de');
    rememberLocale(layout);
    expect(readPreferenceCookie('uapp_current_locale')).toBe('fr');
  });

  it.each([
    ['empty', ''],
    ['malformed', ';;=;uapp_measurement_system;=Metric'],
    ['a broken escape', 'uapp_measurement_system=%E0%A4%A'],
    ['an unknown system', 'uapp_measurement_system=Furlongs'],
    ['very long', `x=${'y'.repeat(100_000)}`],
  ])('reads no measurement system from a %s cookie, without throwing', (_, cookie) => {
    useCookies(cookie);
    expect(measurementSystemFromCookie()).toBeNull();
  });

  it('reads the first of duplicate names', () => {
    useCookies('uapp_measurement_system=Imperial; uapp_measurement_system=Metric');
    expect(measurementSystemFromCookie()).toBe('Imperial');
  });
});
