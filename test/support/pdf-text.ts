import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from 'pdf-lib';

/** The bytes 0x80–0x9F of WinAnsiEncoding that differ from Latin-1 (the ones our texts use). */
const WIN_ANSI: Readonly<Record<number, string>> = {
  0x80: '€',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};

const decodeBytes = (bytes: number[]) => bytes.map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join('');

/** The shown text of a content stream: every `<hex> Tj` and `(literal) Tj`, one line each. */
function shownText(content: string): string[] {
  const lines: string[] = [];
  for (const [, hex, literal] of content.matchAll(/(?:<([0-9A-Fa-f\s]*)>|\(((?:\\.|[^\\)])*)\))\s*Tj/g)) {
    if (hex !== undefined) {
      const digits = hex.replace(/\s/g, '');
      lines.push(
        decodeBytes(Array.from({ length: digits.length / 2 }, (_, i) => parseInt(digits.slice(2 * i, 2 * i + 2), 16))),
      );
    } else {
      lines.push(literal!.replace(/\\(.)/g, '$1'));
    }
  }
  return lines;
}

/**
 * What a reader of a PDF sees, for tests that must not depend on how a library lays out the bytes: pdf-lib must
 * parse it, and it gives the page count, the document title and the text drawn with standard fonts.
 */
export async function readPdf(
  bytes: Uint8Array,
): Promise<{ pageCount: number; title: string | undefined; text: string }> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  const lines = document.getPages().flatMap((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => document.context.lookup(ref as PDFRef))
        : [contents];
    return streams.flatMap((stream) =>
      stream instanceof PDFRawStream
        ? shownText(Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
        : [],
    );
  });
  return { pageCount: document.getPageCount(), title: document.getTitle(), text: lines.join('\n') };
}
