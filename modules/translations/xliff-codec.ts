import { js2xliff } from 'xliff';
import { type ImportedTranslation, readXliff } from './xliff-reader.js';

export type { ImportedTranslation } from './xliff-reader.js';

/** One XLIFF 2.0 document: one file (the page), one unit per text. */
export interface XliffFile {
  sourceLanguage: string;
  targetLanguage: string;
  fileId: string;
  /** Unit id → source text. */
  sources: ReadonlyMap<string, string>;
}

/** Writes an XLIFF 2.0 document with empty targets for a translator (the `xliff` package). */
export function toXliff(file: XliffFile): Promise<string> {
  const units = Object.fromEntries([...file.sources].map(([id, source]) => [id, { source, target: '' }]));
  return js2xliff({
    sourceLanguage: file.sourceLanguage,
    targetLanguage: file.targetLanguage,
    resources: { [file.fileId]: units },
  });
}

/**
 * Reads a translated XLIFF 2.0 document; anything else is a 400 naming the problem. Read by the XML parser in one
 * linear pass (xliff-reader.ts), never by a regular expression over the document.
 */
export function fromXliff(xml: string): ImportedTranslation {
  return readXliff(xml);
}
