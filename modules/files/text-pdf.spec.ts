import { describe, expect, it } from 'vitest';
import { readPdf } from '../../test/support/pdf-text.js';
import { textPdf } from './text-pdf.js';

describe('textPdf', () => {
  it('writes a one-page PDF with the title as document title and the text on the page', async () => {
    const sut = await textPdf('CutStrip 9000 – Datenblatt', ['Kudex Group · DE', 'Document file-cutstrip-9000']);

    expect(sut.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await readPdf(sut);
    expect(pdf.pageCount).toBe(1);
    expect(pdf.title).toBe('CutStrip 9000 – Datenblatt');
    expect(pdf.text).toBe('CutStrip 9000 – Datenblatt\nKudex Group · DE\nDocument file-cutstrip-9000');
  });

  it('wraps long paragraphs and continues on a new page', async () => {
    const paragraph = Array.from({ length: 60 }, (_, i) => `Sentence ${i} about crimp force monitoring.`).join(' ');

    const pdf = await readPdf(await textPdf('Whitepaper', [paragraph, paragraph, paragraph]));

    expect(pdf.pageCount).toBe(2);
    expect(pdf.text.split('\n').length).toBeGreaterThan(40);
    expect(pdf.text.replace(/\n/g, ' ')).toContain('Sentence 59 about crimp force monitoring.');
  });

  it('prints characters Helvetica cannot show as a question mark', async () => {
    const pdf = await readPdf(await textPdf('Kudex 日本', ['Grüße – ok']));

    expect(pdf.title).toBe('Kudex 日本');
    expect(pdf.text).toBe('Kudex ??\nGrüße – ok');
  });

  it('gives the same bytes for the same input (no creation date)', async () => {
    expect((await textPdf('Same', ['text'])).equals(await textPdf('Same', ['text']))).toBe(true);
  });
});
