import { describe, expect, it } from 'vitest';
import { siteDefaultLanguage, siteLanguages } from './site-languages.js';

describe(siteLanguages.name, () => {
  it('gives the main site all 11 UI languages', () => {
    expect(siteLanguages('main')).toEqual(['en', 'de', 'cs', 'es', 'fr', 'hu', 'ja', 'pt', 'ro', 'sk', 'zh']);
  });

  it.each([
    ['wustec', ['en', 'de', 'fr']],
    ['north-america-events', ['en', 'es']],
    ['brand-portal', ['en']],
    ['revolution-im-schaltschrankbau', ['de']],
  ])('applies the SPEC §2.3 rules to %s', (siteId, languages) => {
    expect(siteLanguages(siteId)).toEqual(languages);
  });

  it('falls back to English, or the only language a site has', () => {
    expect(siteDefaultLanguage('wustec')).toBe('en');
    expect(siteDefaultLanguage('revolution-im-schaltschrankbau')).toBe('de');
  });
});
