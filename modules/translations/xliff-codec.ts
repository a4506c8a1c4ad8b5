import { js2xliff, xliff2js } from 'xliff';
import { TranslationsErrors } from './translations.errors.js';

/** One XLIFF 2.0 document: one file (the page), one unit per text. */
export interface XliffFile {
  sourceLanguage: string;
  targetLanguage: string;
  fileId: string;
  /** Unit id → source text. */
  sources: ReadonlyMap<string, string>;
}

export interface ImportedTranslation {
  sourceLanguage: string;
  targetLanguage: string;
  fileId: string;
  /** Unit id → target text (plain text: markup removed). */
  targets: Map<string, string>;
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

const VERSION_2 = /<xliff\b[^>]*\bversion\s*=\s*["']2\.0["']/;
/** Markup a translator's tool may leave in a target; targets are stored as text. */
const stripTags = (text: string) => text.replace(/<[^>]*>/g, '');

/** Reads a translated XLIFF 2.0 document; anything else is a 400 naming the problem. */
export async function fromXliff(xml: string): Promise<ImportedTranslation> {
  if (!VERSION_2.test(xml)) throw TranslationsErrors.InvalidXliff('not an XLIFF 2.0 document');
  let parsed;
  try {
    parsed = await xliff2js(xml);
  } catch {
    throw TranslationsErrors.InvalidXliff('the document is not well-formed XLIFF');
  }
  const files = Object.entries(parsed?.resources ?? {});
  if (!parsed?.sourceLanguage || !parsed.targetLanguage) {
    throw TranslationsErrors.InvalidXliff('srcLang and trgLang are required');
  }
  if (files.length !== 1) throw TranslationsErrors.InvalidXliff('exactly one <file> is expected');
  const [fileId, units] = files[0]!;
  const targets = new Map<string, string>();
  for (const [unitId, unit] of Object.entries(units)) {
    if (typeof unit.target !== 'string' || stripTags(unit.target).trim() === '') {
      throw TranslationsErrors.InvalidXliff(`unit ${unitId} has no translated text`);
    }
    targets.set(unitId, stripTags(unit.target));
  }
  return { sourceLanguage: parsed.sourceLanguage, targetLanguage: parsed.targetLanguage, fileId, targets };
}
