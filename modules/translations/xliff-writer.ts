import { type EncodedText, type InlineCode, encodeSource, isRichTextUnit } from './inline-codes.js';

/** The XLIFF versions the export writes (`?version=`); the import reads both. */
export const XLIFF_VERSIONS = ['2.0', '1.2'] as const;
export type XliffVersion = (typeof XLIFF_VERSIONS)[number];

/** One XLIFF document: one file (the page), one unit per text. */
export interface XliffFile {
  sourceLanguage: string;
  targetLanguage: string;
  fileId: string;
  /** Unit id → source text (HTML for rich-text units). */
  sources: ReadonlyMap<string, string>;
}

/** Characters XML 1.0 cannot hold at all (C0 controls but tab and line breaks, lone surrogates, U+FFFE/F). */
const NOT_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text content: `&`, `<`, `>` escaped, a carriage return kept as a reference (a parser would turn it into `\n`). */
export const xmlText = (text: string) =>
  text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#13;');

/** An attribute value in double quotes: the text escapes plus `"` and the whitespace a parser would normalise. */
const xmlAttribute = (value: string) =>
  xmlText(value).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;');

const attributes = (values: Record<string, string | undefined>) =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${xmlAttribute(value!)}"`)
    .join('');

/** XLIFF 2.0 inline content: `<pc>` for paired codes, `<ph>` for standalone ones, their markup in `<originalData>`. */
function inline20({ tokens, codes }: EncodedText): string {
  return tokens
    .map((token) => {
      if (token.kind === 'text') return xmlText(token.text);
      const code = codes.get(token.id)!;
      if (token.kind === 'standalone') {
        const equiv = code.kind === 'standalone' && code.element === null ? code.native : undefined;
        return `<ph${attributes({ id: token.id, dataRef: `d${token.id}`, equiv })}/>`;
      }
      return token.kind === 'open'
        ? `<pc${attributes({ id: token.id, dataRefStart: `d${token.id}`, dataRefEnd: `e${token.id}`, type: typeOf20(code) })}>`
        : '</pc>';
    })
    .join('');
}

const typeOf20 = (code: InlineCode) => (code.kind === 'paired' && code.element === 'a' ? 'link' : 'fmt');

function originalData20(codes: EncodedText['codes']): string {
  if (codes.size === 0) return '';
  const data = [...codes].flatMap(([id, code]) =>
    code.kind === 'paired'
      ? [`<data id="d${id}">${xmlText(code.start)}</data>`, `<data id="e${id}">${xmlText(code.end)}</data>`]
      : [`<data id="d${id}">${xmlText(code.native)}</data>`],
  );
  return `<originalData>${data.join('')}</originalData>`;
}

function toXliff20(file: XliffFile): string {
  const units = [...file.sources].map(([id, source]) => {
    const encoded = encodeSource(id, source);
    return (
      `    <unit${attributes({ id })}>${originalData20(encoded.codes)}` +
      `<segment><source>${inline20(encoded)}</source><target></target></segment></unit>`
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0"${attributes({ srcLang: file.sourceLanguage, trgLang: file.targetLanguage })}>`,
    `  <file${attributes({ id: file.fileId })}>`,
    ...units,
    '  </file>',
    '</xliff>',
    '',
  ].join('\n');
}

/**
 * XLIFF 1.2 inline content. Codes carry their markup as native code: `<bpt>`/`<ept>` around wrapped text, `<ph>`
 * for standalone codes. Not `<g>`/`<x/>`, which hold no markup: Translate Toolkit's `xliff2po` drops them, and
 * the translator then cannot place the formatting; with native code the PO entry reads `<strong>groß</strong>`.
 * The import reads `<g>` and `<x/>` as well (by id, from the source).
 */
function inline12({ tokens, codes }: EncodedText): string {
  return tokens
    .map((token) => {
      if (token.kind === 'text') return xmlText(token.text);
      const code = codes.get(token.id)!;
      if (code.kind === 'standalone') {
        const ctype =
          code.element === null
            ? 'x-placeholder'
            : code.element === 'br'
              ? 'lb'
              : code.element === 'img'
                ? 'image'
                : `x-html-${code.element}`;
        return `<ph${attributes({ id: token.id, ctype })}>${xmlText(code.native)}</ph>`;
      }
      const ctype = ctype12(code.element);
      return token.kind === 'open'
        ? `<bpt${attributes({ id: token.id, ctype })}>${xmlText(code.start)}</bpt>`
        : `<ept${attributes({ id: token.id })}>${xmlText(code.end)}</ept>`;
    })
    .join('');
}

const ctype12 = (element: string) =>
  ({ strong: 'bold', b: 'bold', em: 'italic', i: 'italic', u: 'underlined', a: 'link' })[element] ??
  `x-html-${element}`;

function toXliff12(file: XliffFile): string {
  const units = [...file.sources].map(([id, source]) => {
    const encoded = encodeSource(id, source);
    const datatype = isRichTextUnit(id) ? 'html' : 'plaintext';
    return (
      `      <trans-unit${attributes({ id, datatype, 'xml:space': 'preserve' })}>` +
      `<source>${inline12(encoded)}</source></trans-unit>`
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">',
    `  <file${attributes({ original: file.fileId, 'source-language': file.sourceLanguage, 'target-language': file.targetLanguage, datatype: 'x-uapp-page' })}>`,
    '    <body>',
    ...units,
    '    </body>',
    '  </file>',
    '</xliff>',
    '',
  ].join('\n');
}

/** The document a translator receives: the source texts with inline codes, and no translations yet. */
export function writeXliff(file: XliffFile, version: XliffVersion): string {
  return version === '1.2' ? toXliff12(file) : toXliff20(file);
}
