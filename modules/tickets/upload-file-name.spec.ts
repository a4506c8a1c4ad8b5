import { describe, expect, it } from 'vitest';
import { cleanFileName } from './upload-file-name.js';

describe(cleanFileName.name, () => {
  it('strips a right-to-left override, so the real extension shows', () => {
    expect(cleanFileName('photo\u202Egnp.exe')).toBe('photognp.exe');
  });

  it('strips every bidi embedding, override, isolate and mark', () => {
    const controls = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
    const marks = ['\u200E', '\u200F', '\u061C'];
    expect(cleanFileName(`a${[...controls, ...marks].join('')}b.png`)).toBe('ab.png');
  });

  it('keeps letters of right-to-left scripts and other non-ASCII names', () => {
    expect(cleanFileName('صورة.png')).toBe('صورة.png');
    expect(cleanFileName('Störung – Foto.jpg')).toBe('Störung – Foto.jpg');
  });

  it('strips control characters, bounds the length and names an empty result', () => {
    expect(cleanFileName('a\u0000b\u0007c.png')).toBe('abc.png');
    expect(cleanFileName('x'.repeat(300))).toHaveLength(255);
    expect(cleanFileName('\u202E')).toBe('attachment');
    expect(cleanFileName('')).toBe('attachment');
  });
});
