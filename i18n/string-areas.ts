// Which UI strings a public page can show. About half of every dictionary is for signed-in and editor pages (portal,
// service desk, editors, style guide): the browser loads those in a second chunk per language, only on pages that
// need them, so a visitor's first page carries the public half (issue 32, lighter pages); the forms' strings are a
// third chunk, loaded with the forms. The server always has all strings. string-areas.spec.ts fails when code a public page runs names a key of these namespaces.

/** Key namespaces (`<namespace>.…`) shown only by signed-in, editor and style-guide pages, or by the server alone. */
export const APP_ONLY_NAMESPACES: ReadonlySet<string> = new Set([
  'account',
  'apiKeys',
  'contentEditor',
  'editor',
  'form',
  'identity',
  'inventory',
  'invitation',
  'mails',
  'navigationEditor',
  'portal',
  'previewGate',
  'serviceDesk',
  'styleGuide',
  'ticketMail',
  'tickets',
  'translations',
  'userAdmin',
  'wireFlow',
]);

/**
 * Key namespaces shown by the form modules and the parts cart's dialog: a third part, loaded with them (a page with a
 * form, the cart's first opening) and by every page that loads the app part, not with every public page.
 */
export const FORM_NAMESPACES: ReadonlySet<string> = new Set(['forms']);

/** The browser's parts of a dictionary: what every public page loads, the forms' strings, the rest. */
export const STRING_AREAS = ['public', 'forms', 'app'] as const;
export type StringArea = (typeof STRING_AREAS)[number];

/** Whether `key` belongs to the strings only signed-in, editor and style-guide pages load in the browser. */
export function isAppOnlyKey(key: string): boolean {
  return APP_ONLY_NAMESPACES.has(key.slice(0, key.indexOf('.')));
}

/** The part of the browser's dictionary that holds `key`. */
export function stringAreaOf(key: string): StringArea {
  if (isAppOnlyKey(key)) return 'app';
  return FORM_NAMESPACES.has(key.slice(0, key.indexOf('.'))) ? 'forms' : 'public';
}

/** The views of the catch-all page that public visitors see (the other sections are signed-in or editor areas). */
export const PUBLIC_SECTIONS: ReadonlySet<string> = new Set(['catalogue', 'search', 'stories', 'media-releases']);
