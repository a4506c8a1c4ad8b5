/**
 * The allow-list for short HTML texts (flash messages, SPEC §2.8 "text (shown as HTML)"): b, strong, i, em, u, br,
 * p, span and links with a safe href (http(s), mailto, tel, a same-site path or a fragment); every other tag and
 * every other attribute is dropped, the rest escaped.
 *
 * Two implementations share it (README § Security):
 * - on the server `sanitize-html` (the library of the rich text, modules/content/rich-text.ts), installed by
 *   renderer/+onBeforeRenderHtml.ts through `useInlineHtmlSanitizer` from src/shared/inline-html.server.ts;
 * - in the browser the small linear scanner below (sanitize-html pulls htmlparser2 and postcss: about 150 KB
 *   minified, 58 KB gzipped, too much for a flash message). It only ever sees the UI strings of the i18n
 *   dictionaries, and gives the same markup as the server for them (src/shared/inline-html.spec.ts checks every
 *   string), so hydration matches.
 */
export const INLINE_ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 'br', 'p', 'span', 'a'] as const;

const ALLOWED_TAGS = new Set<string>(INLINE_ALLOWED_TAGS);
const VOID_TAGS = new Set(['br']);
/** Deeper nesting is dropped (no inline text needs it); keeps closing a tag O(1)-bounded. */
const MAX_DEPTH = 16;
/**
 * A tag's attributes never contain `<` or `>` here, so every attempt stops at the next `<`/`>`: linear in the input
 * (the old pattern allowed quoted `>` and rescanned to the end on every unclosed tag).
 */
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^<>]*)>|<!--[\s\S]*?(?:-->|$)/g;
const HREF = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'`=<>]+))/i;
/** `/\evil.example` and `//evil.example` leave the site (browsers read `\` as `/`). */
const SAFE_HREF = /^(?:https?:\/\/|mailto:|tel:|\/(?![/\\])|#)/i;

function escapeText(text: string): string {
  // Keep entities that are already there (`&amp;`, `&#39;`), escape everything else that could open markup.
  return text
    .replace(/&(?!#?[a-zA-Z0-9]+;)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&(?!#?[a-zA-Z0-9]+;)/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function decodeForCheck(value: string): string {
  // Entity- or whitespace-obfuscated schemes (`jav&#x61;script:`, `java\tscript:`) must not pass the check.
  return value
    .replace(/&#x([0-9a-f]{1,6});?/gi, (_, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)))
    .replace(/&#(\d{1,7});?/g, (_, dec: string) => String.fromCodePoint(Math.min(Number(dec), 0x10ffff)))
    .replace(/&(?:tab|newline);/gi, '')
    .replace(/[\u0000-\u0020]/g, '');
}

/** Tags dropped together with their content (as sanitize-html's `nonTextTags`), not kept as text. */
export const INLINE_NON_TEXT_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
] as const;
const NON_TEXT_TAGS = new Set<string>(INLINE_NON_TEXT_TAGS);

/** The browser's sanitizer: one linear scan with the allow-list above. */
export function sanitizeInlineHtmlLite(html: string): string {
  let out = '';
  let last = 0;
  const open: string[] = [];
  const tag = new RegExp(TAG.source, 'g');
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    out += escapeText(html.slice(last, match.index));
    last = match.index + match[0].length;
    const [, closing, rawName, attributes] = match;
    if (rawName === undefined) continue; // a comment
    const name = rawName.toLowerCase();
    if (!closing && NON_TEXT_TAGS.has(name)) {
      // Skip to the end of its closing tag (or of the input): the scan moves on, never back.
      const end = new RegExp(`</${name}(?![a-z0-9])[^>]*>`, 'gi');
      end.lastIndex = last;
      last = end.exec(html) ? end.lastIndex : html.length;
      tag.lastIndex = last;
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      // Close whatever was left open inside, so the output is always balanced.
      for (const inner of open.splice(at).reverse()) out += `</${inner}>`;
      continue;
    }
    if (VOID_TAGS.has(name)) {
      out += `<${name} />`;
      continue;
    }
    if (open.length >= MAX_DEPTH) continue;
    if (name === 'a') {
      const href = HREF.exec(attributes ?? '');
      const value = href ? (href[1] ?? href[2] ?? href[3] ?? '') : '';
      const safe = value !== '' && SAFE_HREF.test(decodeForCheck(value));
      const external = /^https?:/i.test(value);
      out += safe ? `<a href="${escapeAttribute(value)}"${external ? ' rel="noopener noreferrer"' : ''}>` : '<a>';
    } else {
      out += `<${name}>`;
    }
    open.push(name);
  }
  out += escapeText(html.slice(last));
  for (const name of open.reverse()) out += `</${name}>`;
  return out;
}

let sanitizer: (html: string) => string = sanitizeInlineHtmlLite;

/** The server installs the sanitize-html implementation (src/shared/inline-html.server.ts). */
export function useInlineHtmlSanitizer(implementation: (html: string) => string): void {
  sanitizer = implementation;
}

/** Sanitized HTML for a short inline text (FlashMessage): sanitize-html on the server, the linear scan in the browser. */
export function sanitizeInlineHtml(html: string): string {
  return sanitizer(html);
}
