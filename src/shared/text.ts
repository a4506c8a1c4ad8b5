/**
 * SPEC §5 text helpers: HTML tags are stripped; truncation happens at a word boundary and may add an ellipsis.
 * Pure and free of server imports: the browser bundle may use them too.
 */

/** Elements whose content is never text a reader sees. */
const INVISIBLE_ELEMENTS = /<(script|style|template|noscript|head)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENTS = /<!--[\s\S]*?-->/g;
/** Tags that separate words when rendered (so `<p>a</p><p>b</p>` becomes `a b`, not `ab`). */
const BLOCK_TAGS =
  /<\/?(p|div|br|hr|li|ul|ol|h[1-6]|tr|td|th|table|section|article|header|footer|blockquote|pre|dd|dt|figcaption)\b[^>]*>/gi;
const TAGS = /<\/?[a-z][^>]*>|<![^>]*>/gi;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  shy: '',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/**
 * Plain text of an HTML fragment: tags and comments removed, script and style content dropped, block elements
 * separating words, entities decoded once, whitespace collapsed. The result is text, not HTML: escape it again
 * before putting it into markup.
 */
export function stripHtml(html: string): string {
  const withoutTags = html
    .replace(COMMENTS, ' ')
    .replace(INVISIBLE_ELEMENTS, ' ')
    .replace(BLOCK_TAGS, ' ')
    .replace(TAGS, '');
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim();
}

export interface TruncateOptions {
  /** Appended when the text was shortened; `''` for none. Default `…`. */
  ellipsis?: string;
}

/**
 * Shortens `text` to at most `maxLength` characters (ellipsis included), cutting at the last word boundary that
 * fits. A single word longer than the limit is cut inside the word. Trailing punctuation and spaces before the
 * ellipsis are dropped. Text that fits is returned unchanged.
 */
export function truncateAtWord(text: string, maxLength: number, options: TruncateOptions = {}): string {
  const ellipsis = options.ellipsis ?? '…';
  if (maxLength < 0 || !Number.isInteger(maxLength)) throw new RangeError('maxLength must be a non-negative integer');
  // Count by code points so that a cut never splits a surrogate pair (emoji, rare CJK).
  const chars = Array.from(text);
  if (chars.length <= maxLength) return text;
  const room = maxLength - Array.from(ellipsis).length;
  if (room <= 0) return Array.from(ellipsis).slice(0, maxLength).join('');
  const head = chars.slice(0, room + 1).join('');
  // The last whitespace at or before `room`: the character after the cut being a space means a whole word fits.
  const boundary = head.search(/\s\S*$/);
  const cut = boundary > 0 ? head.slice(0, boundary) : chars.slice(0, room).join('');
  return cut.replace(/[\s.,;:!?\-–—]+$/u, '') + ellipsis;
}
