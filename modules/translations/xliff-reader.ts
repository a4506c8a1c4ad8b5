import sax from 'sax';
import { TranslationsErrors } from './translations.errors.js';

/** A translated XLIFF 2.0 document as the import needs it. */
export interface ImportedTranslation {
  sourceLanguage: string;
  targetLanguage: string;
  fileId: string;
  /** Unit id → target text (plain text: markup removed). */
  targets: Map<string, string>;
}

/** xliff > file > unit > segment > target > inline markup: a real document stays far below this. */
const MAX_DEPTH = 32;
/** Ids are echoed in error messages: only this much of one. */
const SHOWN_ID_LENGTH = 80;

/**
 * Markup a translator's tool may leave in a target as escaped text; targets are stored as text. `[^<>]` keeps the
 * scan linear: a run of `<` without `>` is passed once, not once per `<`.
 */
const stripTags = (text: string) => text.replace(/<[^<>]*>/g, '');

/** Drops a final line break and the spaces after it (a pretty-printed `</target>` on a line of its own). */
function withoutTrailingLine(text: string): string {
  const lastBreak = text.lastIndexOf('\n');
  return lastBreak >= 0 && text.slice(lastBreak + 1).trim() === '' ? text.slice(0, lastBreak) : text;
}

const shown = (id: string) => (id.length > SHOWN_ID_LENGTH ? `${id.slice(0, SHOWN_ID_LENGTH)}…` : id);

/** The parts of a unit being read: the current segment's (or ignorable's) source and target. */
interface Part {
  kind: 'segment' | 'ignorable';
  source: string[];
  target: string[] | undefined;
}

/**
 * Reads a translated XLIFF 2.0 document with the XML parser in one pass, in time linear in its
 * length, stopping at the first problem (a version other than 2.0 is seen at the root element, a syntax error where
 * it occurs). No regular expression looks at the document: the version check that did was quadratic, and so is one
 * inside the `xliff` package's reader (a text of many line breaks), which this replaces for imports.
 * A unit's target is its segments' targets (and its ignorables' content) in order, with inline markup removed.
 */
export function readXliff(xml: string): ImportedTranslation {
  const invalid = (problem: string) => TranslationsErrors.InvalidXliff(problem);
  const parser = sax.parser(true, { strictEntities: true });
  const open: string[] = [];
  const targets = new Map<string, string>();
  let languages: { source: string; target: string } | undefined;
  let fileId: string | undefined;
  let unit: { id: string; text: string[] } | undefined;
  let part: Part | undefined;
  /** Where text goes now: a source or target being read, or nowhere. */
  let sink: string[] | undefined;

  parser.onerror = () => {
    throw invalid('the document is not well-formed XLIFF');
  };
  parser.ondoctype = () => {
    throw invalid('a DOCTYPE is not accepted');
  };
  parser.onopentag = (tag) => {
    const parent = open.at(-1);
    open.push(tag.name);
    if (open.length > MAX_DEPTH) throw invalid(`elements nest deeper than ${MAX_DEPTH} levels`);
    if (parent === undefined) {
      if (tag.name !== 'xliff' || tag.attributes.version !== '2.0') throw invalid('not an XLIFF 2.0 document');
      const { srcLang, trgLang } = tag.attributes;
      if (!srcLang || !trgLang) throw invalid('srcLang and trgLang are required');
      languages = { source: srcLang, target: trgLang };
    } else if (parent === 'xliff' && tag.name === 'file') {
      if (fileId !== undefined) throw invalid('exactly one <file> is expected');
      fileId = tag.attributes.id ?? '';
    } else if (parent === 'file' && tag.name === 'group') {
      throw invalid('a <group> is not expected: units belong directly to the <file>');
    } else if (parent === 'file' && tag.name === 'unit') {
      const id = tag.attributes.id;
      if (!id) throw invalid('a unit has no id');
      if (targets.has(id)) throw invalid(`unit ${shown(id)} appears twice`);
      unit = { id, text: [] };
    } else if (parent === 'unit' && unit && (tag.name === 'segment' || tag.name === 'ignorable')) {
      part = { kind: tag.name, source: [], target: undefined };
    } else if (part && sink === undefined && (parent === 'segment' || parent === 'ignorable')) {
      if (tag.name === 'source') sink = part.source;
      else if (tag.name === 'target') sink = part.target = [];
    }
  };
  parser.onclosetag = (name) => {
    open.pop();
    const parent = open.at(-1);
    if ((name === 'source' || name === 'target') && (parent === 'segment' || parent === 'ignorable')) {
      sink = undefined;
    } else if ((name === 'segment' || name === 'ignorable') && parent === 'unit' && unit && part) {
      // A segment without target is untranslated; an ignorable (spacing between segments) may keep its source.
      if (part.kind === 'segment' && !part.target) throw invalid(`unit ${shown(unit.id)} has no translated text`);
      unit.text.push(...(part.target ?? part.source));
      part = undefined;
    } else if (name === 'unit' && parent === 'file' && unit) {
      const text = stripTags(withoutTrailingLine(unit.text.join('')));
      if (text.trim() === '') throw invalid(`unit ${shown(unit.id)} has no translated text`);
      targets.set(unit.id, text);
      unit = undefined;
    }
  };
  parser.ontext = parser.oncdata = (text) => {
    sink?.push(text);
  };
  parser.write(xml).close();

  if (!languages) throw invalid('not an XLIFF 2.0 document');
  if (fileId === undefined) throw invalid('exactly one <file> is expected');
  return { sourceLanguage: languages.source, targetLanguage: languages.target, fileId, targets };
}
