import { createHash } from 'node:crypto';
import { sanitizeRichText } from '../content/index.js';
import { encodeSource, isRichTextUnit, recoverCodes, restoreTarget } from './inline-codes.js';
import { TranslationsErrors } from './translations.errors.js';
import { type ImportedTranslation, readXliff, shown } from './xliff-reader.js';
import { type XliffFile, type XliffVersion, writeXliff } from './xliff-writer.js';

export type { ImportedTranslation } from './xliff-reader.js';
export type { XliffFile, XliffVersion } from './xliff-writer.js';
export { XLIFF_VERSIONS } from './xliff-writer.js';

/** Writes an XLIFF document of the given version with no translations, for a translator. */
export function toXliff(file: XliffFile, version: XliffVersion = '2.0'): string {
  return writeXliff(file, version);
}

/**
 * Reads a translated XLIFF 2.0 or 1.2 document; anything else is a 400 naming the problem. Read by the XML parser in
 * one linear pass (xliff-reader.ts), never by a regular expression over the document.
 */
export function fromXliff(xml: string): ImportedTranslation {
  return readXliff(xml);
}

/** What an import stores: the translated texts in their stored form, and the file's units left untranslated. */
export interface DecodedTargets {
  targets: Map<string, string>;
  untranslated: string[];
}

/**
 * The stored text of each translated unit: inline codes become the source's markup again (by id; 1.2 targets
 * that came back as plain text have the source's markup recognised in them), rich text then passes the HTML
 * sanitizer. A unit the page does not have, or a code its source does not have, is a 400.
 */
export function decodeTargets(imported: ImportedTranslation, sources: ReadonlyMap<string, string>): DecodedTargets {
  const targets = new Map<string, string>();
  const untranslated: string[] = [];
  for (const [id, unit] of imported.units) {
    const sourceText = sources.get(id);
    if (sourceText === undefined) throw TranslationsErrors.InvalidXliff(`unknown unit ${shown(id)}`);
    if (!unit.tokens) {
      untranslated.push(id);
      continue;
    }
    const source = encodeSource(id, sourceText);
    const plain = unit.tokens.every((token) => token.kind === 'text');
    const tokens =
      imported.version === '1.2' && plain && source.codes.size > 0
        ? recoverCodes(unit.tokens.map((token) => (token.kind === 'text' ? token.text : '')).join(''), source)
        : unit.tokens;
    const text = restoreTarget(id, tokens, source, (problem) => TranslationsErrors.InvalidXliff(problem));
    targets.set(id, isRichTextUnit(id) ? sanitizeRichText(text) : text);
  }
  return { targets, untranslated };
}

/** A short fingerprint of a source text: the delta export compares them with those of the last import. */
export const sourceHash = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);
