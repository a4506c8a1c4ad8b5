import { describe, expect, it } from 'vitest';
import { localeCodes } from './locale-codes.js';
import { sisCodeFor } from './sis-code.js';

describe(sisCodeFor.name, () => {
  it.each([
    ['en', 'en-US'],
    ['de', 'de-CH'],
    ['fr', 'fr-FR'],
    ['zh', 'zh-CN'],
    ['ja', 'ja-JP'],
    ['es', 'es-ES'],
    ['pt', 'pt-BR'],
    ['cs', 'cs-CZ'],
    ['hu', 'hu-HU'],
    ['ro', 'ro-RO'],
    ['sk', 'sk-SK'],
    ['it', 'en-US'],
    ['', 'en-US'],
  ])('maps %s to %s (SPEC §3)', (language, sisCode) => {
    expect(sisCodeFor(language)).toBe(sisCode);
  });
});

describe(localeCodes.name, () => {
  it('writes international locales by their language and country locales as language-COUNTRY', () => {
    expect(localeCodes('en', 'ALL')).toEqual({
      code: 'en',
      urlCode: 'en',
      sisCode: 'en-US',
      isInternational: true,
      languageCode: 'en',
      countryCode: 'ALL',
    });
    expect(localeCodes('de', 'CH')).toMatchObject({
      code: 'de-CH',
      urlCode: 'de-ch',
      sisCode: 'de-CH',
      isInternational: false,
    });
  });
});
