/**
 * A strict allow-list sanitizer for short HTML texts (flash messages, SPEC §2.8 "text (shown as HTML)"):
 * keeps b, strong, i, em, u, br, p, span and links with a safe href, drops every other tag and every attribute,
 * escapes the rest. Runs the same on the server and in the browser (no DOM needed).
 */
const ALLOWED_TAGS = new Set(['b', 'strong', 'i', 'em', 'u', 'br', 'p', 'span', 'a']);
const VOID_TAGS = new Set(['br']);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<!--[\s\S]*?(?:-->|$)/g;
const HREF = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const SAFE_HREF = /^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

function escapeText(text: string): string {
  // Keep entities that are already there (`&amp;`, `&#39;`), escape everything else that could open markup.
  return text
    .replace(/&(?!#?[a-zA-Z0-9]+;)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&(?!#?[a-zA-Z0-9]+;)/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;');
}

function decodeForCheck(value: string): string {
  // Entity- or whitespace-obfuscated schemes (`jav&#x61;script:`, `java\tscript:`) must not pass the check.
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCharCode(Number(dec)))
    .replace(/[\u0000-\u0020]/g, '');
}

export function sanitizeInlineHtml(html: string): string {
  let out = '';
  let last = 0;
  const open: string[] = [];
  for (const match of html.matchAll(TAG)) {
    out += escapeText(html.slice(last, match.index));
    last = match.index + match[0].length;
    const [, closing, rawName, attributes] = match;
    if (rawName === undefined) continue; // a comment
    const name = rawName.toLowerCase();
    if (!ALLOWED_TAGS.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      // Close whatever was left open inside, so the output is always balanced.
      for (const inner of open.splice(at).reverse()) out += `</${inner}>`;
      continue;
    }
    if (VOID_TAGS.has(name)) {
      out += `<${name}>`;
      continue;
    }
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
