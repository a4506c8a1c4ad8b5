/** SPEC §3: the product-data service's locale for a language; anything unknown is en-US. */
const SIS_CODES: Readonly<Record<string, string>> = {
  en: 'en-US',
  de: 'de-CH',
  fr: 'fr-FR',
  zh: 'zh-CN',
  ja: 'ja-JP',
  es: 'es-ES',
  pt: 'pt-BR',
  cs: 'cs-CZ',
  hu: 'hu-HU',
  ro: 'ro-RO',
  sk: 'sk-SK',
};

export function sisCodeFor(languageCode: string): string {
  return SIS_CODES[languageCode.toLowerCase()] ?? 'en-US';
}
