import { UI_LANGUAGES } from '../../i18n/languages.js';

/** Languages every site other than the main one starts from, before the rules below. */
const BASE_SITE_LANGUAGES = ['en', 'de'];

/** SPEC §2.3 language rules per site. */
const ADDED: Readonly<Record<string, string[]>> = { wustec: ['fr'], 'north-america-events': ['es'] };
const REMOVED: Readonly<Record<string, string[]>> = {
  'north-america-events': ['de'],
  'brand-portal': ['de'],
  'revolution-im-schaltschrankbau': ['en'],
};

/** The languages a site serves: the main site all 11, the others the base plus/minus the spec's rules. */
export function siteLanguages(siteId: string): string[] {
  if (siteId === 'main') return [...UI_LANGUAGES];
  const added = ADDED[siteId] ?? [];
  const removed = new Set(REMOVED[siteId] ?? []);
  return [...new Set([...BASE_SITE_LANGUAGES, ...added])].filter((lang) => !removed.has(lang));
}

/** The language a site falls back to when asked for one it does not serve. */
export function siteDefaultLanguage(siteId: string): string {
  const languages = siteLanguages(siteId);
  return languages.includes('en') ? 'en' : languages[0]!;
}
