/**
 * The PostgreSQL text search configuration per content language (stemming and stop words). PostgreSQL 15 and
 * PGlite 0.5 (PostgreSQL 18) both ship these; languages without one (cs, sk, ja, zh) use `simple`, which
 * matches whole words without stemming.
 */
const CONFIGS: Readonly<Record<string, string>> = {
  en: 'english',
  de: 'german',
  fr: 'french',
  es: 'spanish',
  pt: 'portuguese',
  hu: 'hungarian',
  ro: 'romanian',
};

export function searchConfigFor(language: string): string {
  return CONFIGS[language] ?? 'simple';
}
