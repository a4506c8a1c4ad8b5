import type { LocaleResponse } from '../locales/index.js';
import type { SiteResponse } from '../sites/index.js';

export interface LocaleInputs {
  site: SiteResponse;
  locales: LocaleResponse[];
  /** The locale prefix of the URL, if it is one. */
  urlLocale: LocaleResponse | undefined;
  /** The URL code stored in the site's locale cookie. */
  cookieLocale: string | undefined;
  acceptLanguages: string[];
  /** Two-letter country from the hosting platform's geo header. */
  geoCountry: string | undefined;
}

/** Whether the site may show this locale (SPEC §2.3 language rules, internationalOnly). */
export function isAllowed(site: SiteResponse, locale: LocaleResponse): boolean {
  return site.languages.includes(locale.language) && (!site.internationalOnly || locale.isInternational);
}

function localeFor(
  locales: LocaleResponse[],
  language: string,
  country: string | undefined,
): LocaleResponse | undefined {
  const byCode = new Map(locales.map((l) => [l.code, l]));
  return (country ? byCode.get(`${language}-${country.toUpperCase()}`) : undefined) ?? byCode.get(language);
}

/**
 * The locale a request should be in (SPEC §2.1, routing issue): the URL's, then the cookie's, then the
 * browser's languages combined with the geo country, then the site's default language (English where served).
 * Only locales the site allows count; an internationally-only site gets the international locale.
 */
export function chooseLocale(inputs: LocaleInputs): LocaleResponse {
  const { site, locales } = inputs;
  const allowed = (locale: LocaleResponse | undefined) => (locale && isAllowed(site, locale) ? locale : undefined);
  const country = site.internationalOnly ? undefined : inputs.geoCountry;

  const fromUrl = allowed(inputs.urlLocale);
  if (fromUrl) return fromUrl;
  if (inputs.urlLocale) {
    // A language the site does not serve, or a country locale on an international-only site: same country,
    // site's language; else the international locale of that language.
    const sameLanguage = allowed(locales.find((l) => l.code === inputs.urlLocale!.language));
    if (sameLanguage && site.internationalOnly) return sameLanguage;
    const fallback = allowed(
      localeFor(locales, site.defaultLanguage, site.internationalOnly ? undefined : inputs.urlLocale.country),
    );
    if (fallback) return fallback;
  }
  const fromCookie = allowed(locales.find((l) => l.urlCode === inputs.cookieLocale?.toLowerCase()));
  if (fromCookie) return fromCookie;
  for (const language of inputs.acceptLanguages) {
    const match = allowed(localeFor(locales, language, country));
    if (match) return match;
  }
  const fallback = allowed(localeFor(locales, site.defaultLanguage, undefined));
  if (fallback) return fallback;
  const any = locales.find((l) => isAllowed(site, l));
  if (!any) throw new Error(`Site ${site.id} allows no locale`);
  return any;
}
