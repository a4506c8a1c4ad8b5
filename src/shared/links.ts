/**
 * The one link normaliser (SPEC §2.3), used by the server when it builds navigation and by every component.
 * Pure and free of server imports: the browser bundle uses it too.
 */

export interface LinkContext {
  /** The current locale's URL code, e.g. `en` or `de-ch`. */
  localeUrlCode: string;
  /** The slug of the current site when it has no domain of its own (served under the main host by slug). */
  siteSlug?: string | null;
}

export type ClassifiedLink =
  | { type: 'action'; action: string }
  | { type: 'anchor'; href: string }
  | { type: 'internal'; href: string }
  | { type: 'refused'; reason: string };

/** Actions a link may trigger with `action:<name>` (SPEC §2.3). */
export const KNOWN_ACTIONS = ['open-news-feed-panel'] as const;
export type LinkAction = (typeof KNOWN_ACTIONS)[number];

const SCRIPT_PROTOCOL = /^\s*(javascript|data|vbscript|file)\s*:/i;
const EXTERNAL = /^(https?:)?\/\//i;
const LOCALE_SEGMENT = /^[a-z]{2}(-[a-z]{2,3})?$/i;

export function isScriptLike(href: string): boolean {
  // Browsers ignore control characters and whitespace inside the scheme: strip them before checking.
  return SCRIPT_PROTOCOL.test(href.replace(/[\u0000-\u001f\u007f\s]+/g, ''));
}

export function isExternal(href: string): boolean {
  return EXTERNAL.test(href.trim());
}

/** What a stored link target does: `action:` runs an action, `http`/`hard:` is a plain anchor, else in-app. */
export function classifyLink(target: string | null | undefined): ClassifiedLink {
  const raw = (target ?? '').trim();
  if (raw === '') return { type: 'refused', reason: 'empty link' };
  if (isScriptLike(raw.replace(/^hard:/i, ''))) return { type: 'refused', reason: 'script-like protocol' };
  if (/^action:/i.test(raw)) return { type: 'action', action: raw.slice('action:'.length) };
  if (/^hard:/i.test(raw)) return { type: 'anchor', href: raw.slice('hard:'.length) };
  if (/^https?:/i.test(raw) || raw.startsWith('//')) return { type: 'anchor', href: raw };
  if (/^(mailto|tel):/i.test(raw)) return { type: 'anchor', href: raw };
  return { type: 'internal', href: raw };
}

/** Path without trailing slash and without an existing locale prefix, e.g. `/de-ch/about/` → `/about`. */
export function stripLocale(path: string): string {
  const [pathname, rest] = splitSuffix(path);
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] && LOCALE_SEGMENT.test(segments[0])) segments.shift();
  return '/' + segments.join('/') + rest;
}

function splitSuffix(path: string): [string, string] {
  const index = path.search(/[?#]/);
  return index < 0 ? [path, ''] : [path.slice(0, index), path.slice(index)];
}

/**
 * Normalises an in-app link: `hard:` links are left as they are (prefix removed); otherwise the trailing slash
 * is removed, an existing locale prefix replaced, the site slug added for domain-less sites, and the locale
 * prefix put in front. External and action links are returned unchanged; script-like ones become ''.
 */
export function normalizeLink(target: string, context: LinkContext): string {
  const link = classifyLink(target);
  switch (link.type) {
    case 'refused':
      return '';
    case 'action':
      return `action:${link.action}`;
    case 'anchor':
      return link.href;
    case 'internal': {
      if (link.href.startsWith('#')) return link.href;
      const [pathname, suffix] = splitSuffix(link.href.startsWith('/') ? link.href : `/${link.href}`);
      const segments = stripLocale(pathname).split('/').filter(Boolean);
      if (context.siteSlug && segments[0] !== context.siteSlug) segments.unshift(context.siteSlug);
      return `/${[context.localeUrlCode, ...segments].join('/')}${suffix}`;
    }
  }
}

/**
 * Whether in-app navigation may follow `href`: same-origin paths only, unless external links are allowed.
 * Script-like protocols are never followed.
 */
export function isNavigable(href: string, options: { allowExternal?: boolean } = {}): boolean {
  if (isScriptLike(href)) return false;
  if (isExternal(href) || /^[a-z][a-z0-9+.-]*:/i.test(href))
    return options.allowExternal === true && !isScriptLike(href);
  return true;
}

/**
 * A path of this site as the browser shows it: no query, fragment, backslash or white space, and not `//…` (a
 * protocol-relative URL names another host). What the page-feedback and page-view endpoints accept.
 */
export const SITE_PATH_PATTERN = /^\/(?!\/)[^?#\\\s]*$/;
