/**
 * `Intl.DateTimeFormat`s made once per locale and kept: building one costs far more than formatting with it, and a
 * list page formats a date per row on every render (issue 32: `toLocaleDateString` was a tenth of an inventory
 * render). Pure: no server imports, so pages use it in the browser too.
 */

/** Locales kept per format; the pages' languages are far fewer, so this only bounds a misuse. */
const MAX_LOCALES = 64;

/** A date formatter of these options, in the locale it is given, answering what `toLocaleString` would. */
export function cachedDateFormat(options: Intl.DateTimeFormatOptions): (date: Date, locale: string) => string {
  const byLocale = new Map<string, Intl.DateTimeFormat>();
  return (date, locale) => {
    // `toLocaleString` writes an invalid date as 'Invalid Date' where `format` throws.
    if (Number.isNaN(date.getTime())) return 'Invalid Date';
    let format = byLocale.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, options);
      if (byLocale.size >= MAX_LOCALES) byLocale.clear();
      byLocale.set(locale, format);
    }
    return format.format(date);
  };
}
