import Negotiator from 'negotiator';

/** A header longer than this is cut: what a visitor sends must not grow the work without bound. */
const MAX_HEADER_LENGTH = 512;

/** Languages of an Accept-Language header, best first (`de-CH,de;q=0.9,en;q=0.5` → de, en), parsed by negotiator. */
export function preferredLanguages(header: string | undefined): string[] {
  if (!header) return [];
  const cut = header.slice(0, MAX_HEADER_LENGTH);
  const tags = new Negotiator({ headers: { 'accept-language': cut } }).languages();
  const languages = tags.map((tag) => tag.split('-')[0]!.toLowerCase()).filter((l) => /^[a-z]{2,3}$/.test(l));
  return [...new Set(languages)];
}
