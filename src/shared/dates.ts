/**
 * Dates of editorial content (publication dates, event dates) as the visitor's locale writes them. Formatted on the
 * server so the HTML is the same before and after hydration. Pure: no server imports.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(localeCode: string): Intl.DateTimeFormat {
  let format = formats.get(localeCode);
  if (!format) {
    format = new Intl.DateTimeFormat(localeCode, { dateStyle: 'long', timeZone: 'UTC' });
    formats.set(localeCode, format);
  }
  return format;
}

/** `2026-11-05` → `5 November 2026` (en), `5. November 2026` (de-CH). */
export function formatDate(isoDate: string, localeCode: string): string {
  return formatFor(localeCode).format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

/** A start and end date as one range, e.g. `12–14 November 2026`. */
export function formatDateRange(startIso: string, endIso: string, localeCode: string): string {
  const start = new Date(`${startIso.slice(0, 10)}T00:00:00Z`);
  const end = new Date(`${endIso.slice(0, 10)}T00:00:00Z`);
  return end.getTime() <= start.getTime()
    ? formatFor(localeCode).format(start)
    : formatFor(localeCode).formatRange(start, end);
}
