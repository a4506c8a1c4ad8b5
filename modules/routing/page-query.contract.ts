// The query parameters a public page reads, declared with the page (its section
// table, page-table.ts), each with a normaliser that bounds it. The page-cache key, what the page's
// resolver sees and the page's canonical URL are all built from the same normalised values, so a URL that differs
// only in what the page does not read (tracking parameters, typos, another page's parameters) is the same page:
// one cache entry, one render, one canonical URL. Pure: no server imports.

import { hasControlCharacter } from '../../src/shared/control-characters.js';

/** One query parameter a page reads. */
export interface PageQueryParameter {
  /**
   * The value as the page reads it, normalised and bounded (a few hundred characters at most); undefined when the
   * value means the same as no parameter (the page's default), so both share one cache entry.
   */
  normalise(value: string): string | undefined;
  /** The parameter names another document (a list's page, a filter, a search), so it stays in the canonical URL. */
  canonical?: boolean;
}

/** The query parameters of one page by name; the page reads nothing else. */
export type PageQuery = Readonly<Record<string, PageQueryParameter>>;

/** A page that reads no query parameter (CMS pages, product pages). */
export const NO_PAGE_QUERY: PageQuery = {};

/** The forms a CMS page may hold that post without JavaScript (modules/forms/form-post.ts). */
const SENT_FORMS = new Set(['contact', 'support-request', 'service-request']);

/**
 * A CMS page reads one parameter: `sent`, its thanks state after one of its forms was posted without JavaScript
 * (SPEC §1). Only the form kinds count, so the page cache holds at most one thanks page per form page.
 */
export const CMS_PAGE_QUERY: PageQuery = {
  sent: { normalise: (value) => (SENT_FORMS.has(value) ? value : undefined) },
};

/**
 * Raw parameter names and values longer than this are cut before they are decoded: a visitor's query string must
 * not cost unbounded work on every request (the normalisers bound the values far below this).
 */
const MAX_RAW_LENGTH = 1024;

/**
 * The query string's parameters (with or without `?`) much as `URLSearchParams` reads them (`+` is a space, percent
 * escapes decoded), the first value of each wanted name passed to `visit`. Only the names are decoded for every
 * pair; a value is decoded when its name is wanted.
 */
export function visitQuery(
  search: string,
  wanted: (name: string) => boolean,
  visit: (name: string, value: string) => void,
): void {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (query === '') return;
  const seen = new Set<string>();
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const name = decodeQueryPart((equals < 0 ? pair : pair.slice(0, equals)).slice(0, MAX_RAW_LENGTH));
    if (seen.has(name) || !wanted(name)) continue;
    seen.add(name);
    visit(name, equals < 0 ? '' : decodeQueryPart(pair.slice(equals + 1, equals + 1 + MAX_RAW_LENGTH)));
  }
}

/**
 * The page's parameters of a query string, normalised, sorted by name, as `a=1&b=2` (encoded, without `?`); ''
 * when none is set. `canonicalOnly` keeps only those that name another document.
 */
export function pageQueryString(declared: PageQuery, search: string, canonicalOnly = false): string {
  const kept: [string, string][] = [];
  visitQuery(
    search,
    (name) => Object.hasOwn(declared, name) && (!canonicalOnly || declared[name]!.canonical === true),
    (name, value) => {
      const normalised = declared[name]!.normalise(value);
      if (normalised !== undefined) kept.push([name, normalised]);
    },
  );
  return kept
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
}

/**
 * Whether a parameter the page reads holds a control character as sent, before its normaliser cleans it
 * (such input is refused with 400, not quietly changed).
 */
export function pageQueryHasControlCharacter(declared: PageQuery, search: string): boolean {
  let found = false;
  visitQuery(
    search,
    (name) => Object.hasOwn(declared, name),
    (name, value) => {
      found ||= hasControlCharacter(name) || hasControlCharacter(value);
    },
  );
  return found;
}

/** The same as a search string: `?a=1&b=2`, or '' when none is set. */
export function pageSearch(declared: PageQuery, search: string, canonicalOnly = false): string {
  const query = pageQueryString(declared, search, canonicalOnly);
  return query === '' ? '' : `?${query}`;
}

/** The first value of one parameter as `URLSearchParams.get` reads it, or null. */
export function queryValue(search: string, name: string): string | null {
  let found: string | null = null;
  visitQuery(
    search,
    (candidate) => candidate === name,
    (_, value) => {
      found = value;
    },
  );
  return found;
}

function decodeQueryPart(value: string): string {
  if (!value.includes('%') && !value.includes('+')) return value;
  const spaced = value.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    // A broken escape stays as it is; the valid ones around it are decoded.
    return spaced.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}
