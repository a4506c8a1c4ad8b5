import { Parser } from 'htmlparser2';

/**
 * A unit's text as XLIFF sees it: runs of text and inline codes. A paired code wraps text (`<strong>…</strong>`,
 * `<a href>…</a>`); a standalone code stands alone (`<br>`, an image, a `{count}` placeholder).
 */
export type InlineToken =
  | { kind: 'text'; text: string }
  | { kind: 'open'; id: string }
  | { kind: 'close'; id: string }
  | { kind: 'standalone'; id: string };

/** What a code stands for in the source: the exact markup it replaced, restored by id on import. */
export type InlineCode =
  | { kind: 'paired'; start: string; end: string; element: string }
  | { kind: 'standalone'; native: string; element: string | null };

/** A source text cut into tokens, with the markup of each code (ids `1`, `2`, … in order of appearance). */
export interface EncodedText {
  tokens: InlineToken[];
  codes: Map<string, InlineCode>;
}

/** Elements that have no end tag: they become standalone codes. */
const VOID_ELEMENTS = new Set(['br', 'hr', 'img', 'wbr']);
/** `{count}`, `{name}`: filled in by the application, so a translator must keep them as they are. */
const PLACEHOLDER = /\{[A-Za-z_][A-Za-z0-9_]*\}/g;

/** The HTML escaping of text inside rich text: `&`, `<` and `>` (sanitize-html writes the same). */
export const escapeHtmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

class Encoder {
  readonly tokens: InlineToken[] = [];
  readonly codes = new Map<string, InlineCode>();

  /** Text, with its placeholders as standalone codes. */
  text(text: string): void {
    let from = 0;
    for (const match of text.matchAll(PLACEHOLDER)) {
      this.plain(text.slice(from, match.index));
      this.standalone({ kind: 'standalone', native: match[0], element: null });
      from = match.index + match[0].length;
    }
    this.plain(text.slice(from));
  }

  standalone(code: InlineCode): void {
    const id = this.add(code);
    this.tokens.push({ kind: 'standalone', id });
  }

  add(code: InlineCode): string {
    const id = String(this.codes.size + 1);
    this.codes.set(id, code);
    return id;
  }

  private plain(text: string): void {
    if (text === '') return;
    const last = this.tokens.at(-1);
    if (last?.kind === 'text') last.text += text;
    else this.tokens.push({ kind: 'text', text });
  }
}

/** A plain text field: only its placeholders are codes. */
function encodePlainText(text: string): EncodedText {
  const encoder = new Encoder();
  encoder.text(text);
  return { tokens: encoder.tokens, codes: encoder.codes };
}

/**
 * Rich text (stored, sanitized HTML): each element becomes a code holding its exact start and end tags as they stand
 * in the source, and the text between them is text (entities decoded). Read by htmlparser2 in one linear pass.
 */
function encodeRichText(html: string): EncodedText {
  const encoder = new Encoder();
  /** The open paired codes, innermost last. */
  const open: { id: string; element: string; code: Extract<InlineCode, { kind: 'paired' }> }[] = [];
  const parser: Parser = new Parser(
    {
      onopentag(name) {
        const tag = html.slice(parser.startIndex, parser.endIndex + 1);
        if (VOID_ELEMENTS.has(name)) {
          encoder.standalone({ kind: 'standalone', native: tag, element: name });
          return;
        }
        const code = { kind: 'paired' as const, start: tag, end: `</${name}>`, element: name };
        const id = encoder.add(code);
        open.push({ id, element: name, code });
        encoder.tokens.push({ kind: 'open', id });
      },
      onclosetag(name, isImplied) {
        if (VOID_ELEMENTS.has(name)) return;
        const index = open.findLastIndex((entry) => entry.element === name);
        if (index < 0) return;
        // An end tag the source wrote keeps its exact form; one the parser implied stays `</name>`.
        if (!isImplied) open[index]!.code.end = html.slice(parser.startIndex, parser.endIndex + 1);
        for (const entry of open.splice(index).reverse()) encoder.tokens.push({ kind: 'close', id: entry.id });
      },
      ontext(text) {
        encoder.text(text);
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.end(html);
  return { tokens: encoder.tokens, codes: encoder.codes };
}

/** Unit ids whose text is rich text (HTML): the `html` fields of the content modules. */
export const isRichTextUnit = (unitId: string) => unitId === 'html' || unitId.endsWith('.html');

/** A source text as tokens and codes; rich text units are read as HTML. */
export function encodeSource(unitId: string, text: string): EncodedText {
  return isRichTextUnit(unitId) ? encodeRichText(text) : encodePlainText(text);
}

/**
 * The stored form of a translated unit: its text (HTML-escaped in rich text), with each code replaced by the
 * SOURCE's markup for that id, never by anything the translator's file says about it. `problem` names a code the
 * source does not have, or one used the wrong way.
 */
export function restoreTarget(
  unitId: string,
  tokens: readonly InlineToken[],
  source: EncodedText,
  problem: (message: string) => Error,
): string {
  const rich = isRichTextUnit(unitId);
  const parts: string[] = [];
  for (const token of tokens) {
    if (token.kind === 'text') {
      parts.push(rich ? escapeHtmlText(token.text) : token.text);
      continue;
    }
    const code = source.codes.get(token.id);
    if (!code) throw problem(`unit ${unitId} has an inline code ${shownCodeId(token.id)} its source does not have`);
    if (token.kind === 'standalone') {
      if (code.kind !== 'standalone') {
        throw problem(`unit ${unitId}: inline code ${token.id} wraps text in the source, not a placeholder`);
      }
      parts.push(code.native);
    } else {
      if (code.kind !== 'paired') {
        throw problem(`unit ${unitId}: inline code ${token.id} is a placeholder in the source, it wraps no text`);
      }
      parts.push(token.kind === 'open' ? code.start : code.end);
    }
  }
  return parts.join('');
}

const shownCodeId = (id: string) => (id.length > 20 ? `${id.slice(0, 20)}…` : id);

/**
 * Tokens for a target a tool returned as plain text though its source had codes (Translate Toolkit's PO round trip
 * writes the codes' markup as text, `<strong>groß</strong>`): exact occurrences of the source's own markup become
 * its codes again; anything else, a changed `<a href>` included, stays text. One left-to-right scan.
 */
export function recoverCodes(text: string, source: EncodedText): InlineToken[] {
  const natives = new Map<string, InlineToken>();
  for (const [id, code] of source.codes) {
    if (code.kind === 'paired') {
      if (!natives.has(code.start)) natives.set(code.start, { kind: 'open', id });
      if (!natives.has(code.end)) natives.set(code.end, { kind: 'close', id });
    } else if (!natives.has(code.native)) {
      natives.set(code.native, { kind: 'standalone', id });
    }
  }
  if (natives.size === 0) return text === '' ? [] : [{ kind: 'text', text }];
  // Longest first, so `<strong>` is not read as a shorter code; the alternation holds only literal strings.
  const pattern = new RegExp(
    [...natives.keys()]
      .sort((a, b) => b.length - a.length)
      .map((native) => native.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|'),
    'g',
  );
  const tokens: InlineToken[] = [];
  let from = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > from) tokens.push({ kind: 'text', text: text.slice(from, match.index) });
    tokens.push(natives.get(match[0])!);
    from = match.index + match[0].length;
  }
  if (from < text.length) tokens.push({ kind: 'text', text: text.slice(from) });
  return tokens;
}

/** The words a translator reads in a source text (markup and placeholders are not words). */
export function countWords(unitId: string, text: string): number {
  const { tokens } = encodeSource(unitId, text);
  const words = tokens.flatMap((token) => (token.kind === 'text' ? token.text.split(/\s+/) : []));
  return words.filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
