import sanitizeHtml from 'sanitize-html';

/**
 * STYLE/brief: HTML from content is sanitized on the server with an allow-list before it reaches
 * dangerouslySetInnerHTML. Scripts, styles, event handlers, iframes and script-like URLs never pass; links to
 * other sites open safely.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'abbr',
    'code',
    'pre',
    'blockquote',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'figure',
    'figcaption',
    'img',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    abbr: ['title'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text inside these is dropped with the tag, not kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      const attributes: Record<string, string> = { ...attribs };
      if (attribs.target === '_blank' || external) attributes.rel = 'noopener noreferrer';
      if (attribs.target && attribs.target !== '_blank') delete attributes.target;
      return { tagName, attribs: attributes };
    },
    img: (tagName, attribs) => {
      const attributes: Record<string, string> = { ...attribs, loading: 'lazy' };
      // SPEC §7.8: this site's images come through the image endpoint, never as static files linked directly.
      if (attributes.src && !/^(https:\/\/|\/api\/images\/)/i.test(attributes.src)) delete attributes.src;
      return { tagName, attribs: attributes };
    },
  },
};

/** Sanitized HTML for stored rich text; anything not on the allow-list is removed. */
export function sanitizeRichText(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  return sanitizeHtml(html, OPTIONS);
}
