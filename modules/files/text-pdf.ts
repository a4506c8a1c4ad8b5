import type { PDFFont } from 'pdf-lib';

/** A4 in points, with 2 cm margins. */
const PAGE: [width: number, height: number] = [595.28, 841.89];
const MARGIN = 56;
const TITLE_SIZE = 18;
const BODY_SIZE = 11;
const LEADING = 15;
const PRODUCER = 'Kudex Group website (pdf-lib)';

/** The font's WinAnsi character set: a code point outside it would make pdf-lib throw, so it prints as `?`. */
function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return Array.from(text, (char) => (supported.has(char.codePointAt(0)!) ? char : '?')).join('');
}

/** Greedy word wrap to the text width, measured in the font (a word longer than a line stays whole). */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A text document (A4, Helvetica): a bold title, then the paragraphs wrapped to the page, on as many pages as
 * they need. The title is also the document title a viewer shows. No creation date is written, so the same
 * input gives the same bytes (seeded files do not change when the seed runs again).
 */
export async function textPdf(title: string, paragraphs: readonly string[]): Promise<Buffer> {
  // Loaded on first use (pdf-lib and its fonts, about 170 modules): only seeding makes PDFs, never a server start.
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const document = await PDFDocument.create({ updateMetadata: false });
  document.setTitle(title);
  document.setProducer(PRODUCER);
  document.setCreator(PRODUCER);
  const [bold, regular] = await Promise.all([
    document.embedFont(StandardFonts.HelveticaBold),
    document.embedFont(StandardFonts.Helvetica),
  ]);
  const width = PAGE[0] - 2 * MARGIN;
  let page = document.addPage(PAGE);
  let y = PAGE[1] - MARGIN - TITLE_SIZE;
  for (const line of wrap(bold, printable(bold, title), TITLE_SIZE, width)) {
    page.drawText(line, { x: MARGIN, y, size: TITLE_SIZE, font: bold });
    y -= TITLE_SIZE * 1.3;
  }
  y -= LEADING;
  for (const paragraph of paragraphs) {
    for (const line of wrap(regular, printable(regular, paragraph), BODY_SIZE, width)) {
      if (y < MARGIN) {
        page = document.addPage(PAGE);
        y = PAGE[1] - MARGIN - BODY_SIZE;
      }
      page.drawText(line, { x: MARGIN, y, size: BODY_SIZE, font: regular });
      y -= LEADING;
    }
    y -= LEADING / 2;
  }
  return Buffer.from(await document.save({ useObjectStreams: false }));
}
