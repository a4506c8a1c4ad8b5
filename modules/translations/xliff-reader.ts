import sax from 'sax';
import type { InlineToken } from './inline-codes.js';
import { TranslationsErrors } from './translations.errors.js';
import type { XliffVersion } from './xliff-writer.js';

/** One unit of a translated document: its target as tokens, or `undefined` when it has no (or an empty) target. */
export interface ReadUnit {
  tokens: InlineToken[] | undefined;
}

/** A translated XLIFF document as the import needs it. */
export interface ImportedTranslation {
  version: XliffVersion;
  sourceLanguage: string;
  targetLanguage: string;
  /** 2.0: the file's id; 1.2: each file's `original`. */
  fileIds: string[];
  /** Unit id → its target. */
  units: Map<string, ReadUnit>;
}

/** xliff > file > body > group > trans-unit > target > inline markup: a real document stays far below this. */
const MAX_DEPTH = 32;
/** Ids are echoed in error messages: only this much of one. */
const SHOWN_ID_LENGTH = 80;

export const shown = (id: string) => (id.length > SHOWN_ID_LENGTH ? `${id.slice(0, SHOWN_ID_LENGTH)}…` : id);
const invalid = (problem: string) => TranslationsErrors.InvalidXliff(problem);
/** Element names without their namespace prefix (Translate Toolkit writes `ns0:trans-unit`). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** Drops a final line break and the spaces after it (a pretty-printed `</target>` on a line of its own). */
function withoutTrailingLine(tokens: InlineToken[]): InlineToken[] {
  const last = tokens.at(-1);
  if (last?.kind !== 'text') return tokens;
  const lastBreak = last.text.lastIndexOf('\n');
  if (lastBreak < 0 || last.text.slice(lastBreak + 1).trim() !== '') return tokens;
  const text = last.text.slice(0, lastBreak);
  return text === '' ? tokens.slice(0, -1) : [...tokens.slice(0, -1), { kind: 'text', text }];
}

const isEmpty = (tokens: InlineToken[]) => tokens.every((t) => t.kind === 'text' && t.text.trim() === '');

/** Collects a target's text and inline codes. */
class TokenSink {
  readonly tokens: InlineToken[] = [];
  text(text: string): void {
    const last = this.tokens.at(-1);
    if (last?.kind === 'text') last.text += text;
    else if (text !== '') this.tokens.push({ kind: 'text', text });
  }
  code(token: InlineToken): void {
    this.tokens.push(token);
  }
}

/**
 * How an inline element of a target reads, per version: a code token at its start, one at its end, and whether its
 * content is native code to skip (1.2 `<bpt>`, `<ph>`…: the markup comes from the source, never from the file).
 */
type InlineRule = (attributes: Record<string, string>) => {
  open?: InlineToken;
  close?: InlineToken;
  skipContent?: boolean;
  text?: string;
};

const INLINE_20: Record<string, InlineRule> = {
  pc: (a) => ({ open: { kind: 'open', id: a.id ?? '' }, close: { kind: 'close', id: a.id ?? '' } }),
  ph: (a) => ({ open: { kind: 'standalone', id: a.id ?? '' } }),
  sc: (a) => ({ open: { kind: 'open', id: a.id ?? '' } }),
  ec: (a) => ({ open: { kind: 'close', id: a.startRef ?? a.id ?? '' } }),
  cp: (a) => ({ text: codePoint(a.hex) }),
  // Annotations and segment markers: their content is text.
  mrk: () => ({}),
  sm: () => ({}),
  em: () => ({}),
};

const INLINE_12: Record<string, InlineRule> = {
  g: (a) => ({ open: { kind: 'open', id: a.id ?? '' }, close: { kind: 'close', id: a.id ?? '' } }),
  x: (a) => ({ open: { kind: 'standalone', id: a.id ?? '' } }),
  bx: (a) => ({ open: { kind: 'open', id: a.rid ?? a.id ?? '' } }),
  ex: (a) => ({ open: { kind: 'close', id: a.rid ?? a.id ?? '' } }),
  bpt: (a) => ({ open: { kind: 'open', id: a.rid ?? a.id ?? '' }, skipContent: true }),
  ept: (a) => ({ open: { kind: 'close', id: a.rid ?? a.id ?? '' }, skipContent: true }),
  ph: (a) => ({ open: { kind: 'standalone', id: a.id ?? '' }, skipContent: true }),
  it: (a) => ({ open: { kind: a.pos === 'close' ? 'close' : 'open', id: a.rid ?? a.id ?? '' }, skipContent: true }),
  mrk: () => ({}),
};

function codePoint(hex: string | undefined): string {
  const value = hex && /^[0-9A-Fa-f]{1,6}$/.test(hex) ? parseInt(hex, 16) : NaN;
  if (!(value >= 0 && value <= 0x10ffff)) throw invalid(`<cp hex="${shown(hex ?? '')}"> is not a code point`);
  return String.fromCodePoint(value);
}

/** The unit being read: its id, the context that may rename it (1.2 from PO), and its parts' targets. */
interface UnitState {
  id: string;
  /** 2.0: segments and ignorables in order; 1.2: the one target. */
  parts: (InlineToken[] | undefined)[];
  untranslated: boolean;
  /** 1.2: the `po-reference` location Translate Toolkit's po2xliff writes (the original unit id). */
  location: string | undefined;
  skip: boolean;
}

/**
 * Reads a translated XLIFF 2.0 or 1.2 document (the version from its root) with the XML parser in one pass, in time
 * linear in its length, stopping at the first problem: a DOCTYPE, nesting deeper than 32, a syntax error where it
 * occurs. No regular expression looks at the document. A unit's target is its segments' targets (and its
 * ignorables' content) in order, as text and inline codes; a unit without one is listed as untranslated.
 *
 * 1.2 as Translate Toolkit's `po2xliff -t` writes it is read too: its translations come in a second `<file>` whose
 * units carry their original id in a `po-reference` location context, and its elements may be in the 1.1 namespace.
 */
export function readXliff(xml: string): ImportedTranslation {
  const parser = sax.parser(true, { strictEntities: true });
  const open: string[] = [];
  const units = new Map<string, ReadUnit>();
  let version: XliffVersion | undefined;
  let languages: { source: string | undefined; target: string | undefined } = { source: undefined, target: undefined };
  const fileIds: string[] = [];
  let unit: UnitState | undefined;
  /** The part being read (2.0 segment or ignorable), and whether it is an ignorable. */
  let part: { ignorable: boolean; source: TokenSink | undefined; target: TokenSink | undefined } | undefined;
  /** Where target text and codes go now. */
  let sink: TokenSink | undefined;
  /** Inline elements open in the target: their close token, and whether their content is skipped. */
  const inline: { close: InlineToken | undefined; skip: boolean }[] = [];
  /** Text of a 1.2 `<context context-type="sourcefile">` inside a `po-reference` group. */
  let location: string[] | undefined;
  let poReference = false;

  const skipping = () => inline.some((entry) => entry.skip);

  parser.onerror = () => {
    throw invalid('the document is not well-formed XLIFF');
  };
  parser.ondoctype = () => {
    throw invalid('a DOCTYPE is not accepted');
  };
  parser.onopentag = (tag) => {
    const name = local(tag.name);
    const parent = open.at(-1);
    open.push(name);
    if (open.length > MAX_DEPTH) throw invalid(`elements nest deeper than ${MAX_DEPTH} levels`);
    const a = tag.attributes;
    if (parent === undefined) {
      version = name === 'xliff' ? versionOf(a.version) : undefined;
      if (!version) throw invalid('not an XLIFF 1.2 or 2.0 document');
      if (version === '2.0') {
        if (!a.srcLang || !a.trgLang) throw invalid('srcLang and trgLang are required');
        languages = { source: a.srcLang, target: a.trgLang };
      }
      return;
    }
    if (sink) {
      // Inside native code (1.2 `<sub>` in a `<bpt>`): nothing is read.
      if (skipping()) {
        inline.push({ close: undefined, skip: true });
        return;
      }
      const rule = (version === '2.0' ? INLINE_20 : INLINE_12)[name];
      if (!rule)
        throw invalid(`unit ${shown(unit!.id)}: <${shown(name)}> is not an inline element of XLIFF ${version}`);
      const read = rule(a);
      if (read.open) sink.code(read.open);
      if (read.text) sink.text(read.text);
      inline.push({ close: read.close, skip: !!read.skipContent });
      return;
    }
    if (version === '2.0') open20(name, parent, a);
    else open12(name, parent, a);
  };

  function open20(name: string, parent: string, a: Record<string, string>) {
    if (parent === 'xliff' && name === 'file') {
      if (fileIds.length > 0) throw invalid('exactly one <file> is expected');
      fileIds.push(a.id ?? '');
    } else if (parent === 'file' && name === 'group') {
      throw invalid('a <group> is not expected: units belong directly to the <file>');
    } else if (parent === 'file' && name === 'unit') {
      unit = startUnit(a.id);
    } else if (parent === 'unit' && unit && (name === 'segment' || name === 'ignorable')) {
      part = { ignorable: name === 'ignorable', source: undefined, target: undefined };
    } else if (part && (parent === 'segment' || parent === 'ignorable')) {
      if (name === 'target') sink = part.target = new TokenSink();
      // An ignorable without target keeps its source (the spacing between segments).
      else if (name === 'source' && part.ignorable) sink = part.source = new TokenSink();
    }
  }

  function open12(name: string, parent: string, a: Record<string, string>) {
    if (parent === 'xliff' && name === 'file') {
      if (!a['source-language']) throw invalid('each <file> needs a source-language');
      if (languages.source !== undefined && languages.source !== a['source-language']) {
        throw invalid('the files have different source languages');
      }
      languages.source = a['source-language'];
      const target = a['target-language'];
      if (target !== undefined) {
        if (languages.target !== undefined && languages.target !== target) {
          throw invalid('the files have different target languages');
        }
        languages.target = target;
      }
      fileIds.push(a.original ?? '');
    } else if (name === 'trans-unit' && (parent === 'body' || parent === 'group')) {
      unit = startUnit(a.id);
      // The PO header Translate Toolkit adds is no text of the page.
      unit.skip = a.restype === 'x-gettext-domain-header';
    } else if (unit && parent === 'trans-unit' && name === 'target') {
      sink = new TokenSink();
      unit.parts = [sink.tokens];
    } else if (unit && parent === 'trans-unit' && name === 'context-group') {
      poReference = a.name === 'po-reference' && a.purpose === 'location';
    } else if (unit && parent === 'context-group' && name === 'context' && poReference) {
      if (a['context-type'] === 'sourcefile') location = [];
    }
  }

  parser.onclosetag = (rawName) => {
    const name = local(rawName);
    open.pop();
    const parent = open.at(-1);
    if (inline.length > 0) {
      const entry = inline.pop()!;
      if (entry.close && sink && !skipping()) sink.code(entry.close);
      return;
    }
    if (sink && (name === 'target' || name === 'source')) {
      sink = undefined;
      return;
    }
    if (version === '2.0' && (name === 'segment' || name === 'ignorable') && parent === 'unit' && unit && part) {
      const tokens = part.target?.tokens ?? part.source?.tokens;
      if (!part.ignorable && !part.target) unit.untranslated = true;
      unit.parts.push(tokens ?? []);
      part = undefined;
    } else if (name === 'context' && location) {
      if (unit) unit.location = location.join('').trim();
      location = undefined;
    } else if (name === 'context-group') {
      poReference = false;
    } else if ((name === 'unit' || name === 'trans-unit') && unit) {
      finishUnit(unit);
      unit = undefined;
    }
  };
  parser.ontext = parser.oncdata = (text) => {
    if (location) location.push(text);
    else if (sink && !skipping()) sink.text(text);
  };

  function startUnit(id: string | undefined): UnitState {
    if (!id) throw invalid('a unit has no id');
    return { id, parts: [], untranslated: false, location: undefined, skip: false };
  }

  function finishUnit(state: UnitState) {
    if (state.skip) return;
    const id = state.location || state.id;
    const joined = withoutTrailingLine(state.parts.flatMap((tokens) => tokens ?? []));
    const tokens = state.untranslated || state.parts.length === 0 || isEmpty(joined) ? undefined : joined;
    const before = units.get(id);
    if (before && (version === '2.0' || (before.tokens && tokens))) throw invalid(`unit ${shown(id)} appears twice`);
    // 1.2 from po2xliff: the template's unit without target, and the PO's unit with one.
    if (!before || tokens) units.set(id, { tokens });
  }

  parser.write(xml).close();

  if (!version) throw invalid('not an XLIFF 1.2 or 2.0 document');
  if (fileIds.length === 0) throw invalid(version === '2.0' ? 'exactly one <file> is expected' : 'no <file>');
  if (!languages.source || !languages.target) {
    throw invalid(
      version === '2.0' ? 'srcLang and trgLang are required' : 'source-language and target-language are required',
    );
  }
  return { version, sourceLanguage: languages.source, targetLanguage: languages.target, fileIds, units };
}

function versionOf(value: string | undefined): XliffVersion | undefined {
  if (value === '2.0') return '2.0';
  // 1.1 is read as 1.2: the inline elements the import uses are the same.
  if (value === '1.2' || value === '1.1') return '1.2';
  return undefined;
}
