import {
  ADDRESS_FIELDS,
  FORM_FIELDS,
  type FieldRules,
  type FormKind,
  type FormValues,
  LOCALE_PATTERN,
  RETURN_ADDRESS,
  SITE_PATTERN,
} from './forms.contract.js';
import type { FormContextDto } from './forms.dto.js';

/** SPEC §1: a form posted without JavaScript (application/x-www-form-urlencoded) is a few kilobytes at most. */
export const FORM_POST_BODY_LIMIT_BYTES = 32 * 1024;

/** The kinds that have a page form posting natively (the whitepaper answers a download link, JSON only). */
export const PAGE_FORM_KIND = /^(?:contact|support-request|service-request)$/;

/** The page the form was on: a path of this site, never another host (`//evil`), no control characters. */
const PAGE_PATH = /^\/(?!\/)[^\s\\]{0,500}$/;

export interface FormPost {
  values: FormValues & FormContextDto;
  /** Where the form was: shown again there, and its thanks page. */
  page: string;
}

/** One value of a field: urlencoded bodies may repeat a name, the first counts. */
function first(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  const one = Array.isArray(value) ? value[0] : value;
  return typeof one === 'string' ? one : undefined;
}

/**
 * The parsed urlencoded body (Fastify's parser gives an object; a string is parsed here) as the form's values.
 * `referrerPath` is the page the browser says it posted from (same-origin, checked by the caller): the page shown
 * again when the body names none (a form whose hidden fields were lost), rather than the home page.
 */
export function readFormPost(kind: FormKind, raw: unknown, referrerPath?: string): FormPost {
  const body: Record<string, unknown> =
    typeof raw === 'string'
      ? Object.fromEntries(new URLSearchParams(raw))
      : raw && typeof raw === 'object'
        ? (raw as Record<string, unknown>)
        : {};
  const valuesOf = (rules: FieldRules, prefix: string): FormValues =>
    Object.fromEntries(
      Object.entries(rules).map(([name, rule]) => {
        const value = first(body, prefix + name);
        // A checked box sends its value ("on"); an unchecked one sends nothing.
        return [name, rule.type === 'checkbox' ? value !== undefined && value !== '' : (value ?? '')];
      }),
    );
  const values: FormValues & FormContextDto = valuesOf(FORM_FIELDS[kind], '');
  if (kind === 'service-request' && first(body, 'withReturnAddress') !== undefined) {
    values[RETURN_ADDRESS] = valuesOf(ADDRESS_FIELDS, `${RETURN_ADDRESS}.`);
  }
  const site = first(body, 'site');
  const locale = first(body, 'locale');
  if (site && SITE_PATTERN.test(site)) values.site = site;
  if (locale && LOCALE_PATTERN.test(locale)) values.locale = locale;
  const page = [first(body, 'page'), referrerPath].find((path) => path !== undefined && PAGE_PATH.test(path));
  return { values, page: page ? page.split('#')[0]! : `/${values.locale ?? 'en'}` };
}

/** The path and query of a same-origin Referer (`isSameOrigin` checked the host); undefined for any other. */
export function referrerPathOf(headers: Record<string, unknown>, host: string): string | undefined {
  if (typeof headers.referer !== 'string') return undefined;
  try {
    const url = new URL(headers.referer);
    return isHost(url, host) ? url.pathname + url.search : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether `url` names this site's `host`, through its own scheme so that a default port (`:80`, `:443`) compares
 * equal whether written or not. Throws for a host that is no URL host (callers catch).
 */
function isHost(url: URL, host: string): boolean {
  return new URL(`${url.protocol}//${host}`).host === url.host;
}

/**
 * CSRF defence of the urlencoded route: a cross-site page can post a form here, so the browser's Origin (or, when a
 * privacy setting removes it, the Referer) must name this site's own host. A request naming neither is refused too.
 */
export function isSameOrigin(headers: Record<string, unknown>, host: string): boolean {
  const source = typeof headers.origin === 'string' ? headers.origin : headers.referer;
  if (typeof source !== 'string' || source === 'null') return false;
  try {
    return isHost(new URL(source), host);
  } catch {
    return false;
  }
}
