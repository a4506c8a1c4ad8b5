import sanitizeHtml from 'sanitize-html';
import { INLINE_ALLOWED_TAGS, INLINE_NON_TEXT_TAGS, useInlineHtmlSanitizer } from './inline-html.js';

/**
 * The server's inline sanitizer: `sanitize-html` (linear: htmlparser2 is a streaming tokenizer) with the allow-list
 * of src/shared/inline-html.ts. Server-only: import it only from server code (renderer/+onBeforeRenderHtml.ts).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...INLINE_ALLOWED_TAGS],
  // `rel` is only ever the one set below: transformTags replaces the attributes before this filter.
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...INLINE_NON_TEXT_TAGS],
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href;
      const kept: sanitizeHtml.Attributes = {};
      // `/\evil.example` is `//evil.example` to a browser: refused like a protocol-relative link.
      if (href !== undefined && !/^\s*[/\\]\s*[/\\]/.test(href)) {
        kept.href = href;
        if (/^https?:/i.test(href)) kept.rel = 'noopener noreferrer';
      }
      return { tagName, attribs: kept };
    },
  },
};

/**
 * htmlparser2 and sanitize-html keep a stack of open elements and search it on every closing tag: deep nesting
 * with stray closing tags is quadratic (27,000 `<b>` and 20,000 `</i>` take over a second). No inline text has
 * this many tags, so beyond the bound the whole input is shown as escaped plain text (linear, and safe).
 */
const MAX_TAGS = 512;

function escapeAll(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function sanitizeInlineHtmlServer(html: string): string {
  let tags = 0;
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at + 1)) {
    if (++tags > MAX_TAGS) return escapeAll(html);
  }
  return sanitizeHtml(html, OPTIONS);
}

/** Makes `sanitizeInlineHtml` use sanitize-html in this process. */
export function installServerInlineHtmlSanitizer(): void {
  useInlineHtmlSanitizer(sanitizeInlineHtmlServer);
}
