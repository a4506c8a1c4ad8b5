import { describe, expect, it } from 'vitest';
import { IMAGE_ID } from '../files/index.js';
import { altTextProblems } from './media-library.dto.js';
import { cleanFileName, imageIdFor } from './media-library.service.js';

describe('imageIdFor', () => {
  it('makes a valid image id from the file name, with 8 random hex digits', () => {
    const cases: [string, RegExp][] = [
      ['Front View.JPG', /^front-view-[0-9a-f]{8}$/],
      ['Überprüfung – Teil 2.png', /^uberprufung-teil-2-[0-9a-f]{8}$/],
      ['...png', /^image-[0-9a-f]{8}$/],
      ['写真.webp', /^image-[0-9a-f]{8}$/],
      [`${'a'.repeat(300)}.gif`, /^a{60}-[0-9a-f]{8}$/],
    ];
    for (const [name, shape] of cases) {
      const sut = imageIdFor(name);
      expect(sut, name).toMatch(shape);
      expect(IMAGE_ID.test(sut), name).toBe(true);
    }
    expect(imageIdFor('same.png')).not.toBe(imageIdFor('same.png'));
  });
});

describe('cleanFileName', () => {
  it('keeps the base name without controls or reordering marks, at most 255 characters', () => {
    expect(cleanFileName('C:\\photos\\front.png')).toBe('front.png');
    expect(cleanFileName('../../etc/passwd.png')).toBe('passwd.png');
    expect(cleanFileName('photo\u202Egnp.exe')).toBe('photognp.exe');
    expect(cleanFileName('   ')).toBe('image');
    expect(cleanFileName(`${'x'.repeat(300)}.png`)).toHaveLength(255);
  });
});

describe('altTextProblems', () => {
  it('names each field that is wrong, and nothing for a good map', () => {
    expect(altTextProblems({ en: 'Front', de: '' })).toEqual([]);
    expect(altTextProblems({ xx: 'a', en: 'x'.repeat(301), de: 1 })).toEqual([
      expect.stringMatching(/^alt\.xx: not a language code of the site \(en, de, /),
      'alt.en: must be at most 300 characters',
      'alt.de: must be a string',
    ]);
    expect(altTextProblems(['en'])).toEqual([expect.stringMatching(/^alt must be an object/)]);
    expect(altTextProblems(null)).toHaveLength(1);
  });
});
