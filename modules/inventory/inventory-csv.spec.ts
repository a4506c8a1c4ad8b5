import { describe, expect, it } from 'vitest';
import { csvCell } from './inventory-csv.js';

describe(csvCell.name, () => {
  it('keeps plain text as it is', () => {
    expect(csvCell('CrimpCenter 64')).toBe('CrimpCenter 64');
    expect(csvCell('')).toBe('');
  });

  it('makes a cell that starts like a formula text with a leading apostrophe', () => {
    for (const start of ['=', '+', '-', '@', '\t']) expect(csvCell(`${start}1`)).toBe(`'${start}1`);
    expect(csvCell('a=1')).toBe('a=1');
  });

  it('quotes commas, quotes and line breaks, after escaping a formula', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('=SUM(1,2)')).toBe(`"'=SUM(1,2)"`);
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  });
});
