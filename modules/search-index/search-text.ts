// Text preparation for the search index and its results (SPEC §5: titles lose a trailing brand suffix; query
// words are wrapped in emphasis markup in descriptions, everything else escaped).
import { stripHtml as stripHtmlTags } from '../../src/shared/text.js';

/** Markers ts_headline puts around matches; control characters, so they never occur in indexed text. */
export const HIGHLIGHT_START = '\u0001';
export const HIGHLIGHT_STOP = '\u0002';

const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
/** Whitespace collapsed, control characters removed. */
export function plainText(text: string): string {
  return text.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
}

/** The visible text of an HTML fragment (the shared SPEC §5 helper), without control characters. */
export function stripHtml(html: string): string {
  return plainText(stripHtmlTags(html));
}

/** Keys of content modules whose string values are visible text (`html` values are HTML). */
const TEXT_KEYS = new Set(['title', 'lead', 'text', 'html', 'caption', 'name', 'role', 'kind', 'label', 'subtitle']);

/**
 * The visible text of a page's content modules, whatever their kind: the string values under text keys,
 * depth first in module order (links, images, e-mail addresses and settings are skipped). Texts in `skip`
 * (the page title and description a hero repeats) are left out, so excerpts do not say them twice.
 */
export function moduleText(modules: unknown, skip: readonly string[] = []): string {
  const parts: string[] = [];
  const skipped = new Set(skip.map(plainText));
  const walk = (value: unknown, key: string | undefined): void => {
    if (typeof value === 'string') {
      if (key === undefined || !TEXT_KEYS.has(key)) return;
      const text = key === 'html' ? stripHtml(value) : plainText(value);
      if (!skipped.has(text)) parts.push(text);
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, key);
    } else if (value && typeof value === 'object') {
      for (const [childKey, child] of Object.entries(value)) walk(child, childKey);
    }
  };
  walk(modules, undefined);
  return parts.filter((part) => part !== '').join(' ');
}

const SUFFIX_SEPARATORS = ['|', '-', '–', '—', ':', '·'];

/** `Crimping | Kudex` → `Crimping` for any of the brand names; a title that is only the brand is kept. */
export function removeBrandSuffix(title: string, brandNames: readonly string[]): string {
  const clean = plainText(title);
  const lower = clean.toLowerCase();
  // Longest names first, so 'Kudex Group' wins over 'Kudex'.
  for (const brand of [...brandNames].sort((a, b) => b.length - a.length)) {
    const name = brand.trim().toLowerCase();
    if (name === '' || !lower.endsWith(name)) continue;
    const before = clean.slice(0, clean.length - name.length).trimEnd();
    const separator = before.slice(-1);
    if (!SUFFIX_SEPARATORS.includes(separator)) continue;
    const rest = before.slice(0, -1).trimEnd();
    if (rest !== '') return rest;
  }
  return clean;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** Marked text (ts_headline output) as safe HTML: everything escaped, only the markers become `<em>`. */
export function highlightedHtml(marked: string): string {
  let open = false;
  let html = '';
  for (const part of marked.split(/([\u0001\u0002])/)) {
    if (part === HIGHLIGHT_START) {
      if (!open) html += '<em>';
      open = true;
    } else if (part === HIGHLIGHT_STOP) {
      if (open) html += '</em>';
      open = false;
    } else {
      html += escapeHtml(part.replace(CONTROL_CHARACTERS, ''));
    }
  }
  return open ? html + '</em>' : html;
}

/** The query as searched and cached: trimmed, whitespace collapsed, control characters removed. */
export function normalizeQuery(query: string): string {
  return plainText(query);
}

/** Letters and digits runs of a query (the words a prefix query is built from). */
export function queryWords(query: string): string[] {
  return query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * `to_tsquery` input matching every word as a prefix of a title word (`cri mach` → `cri:*A & mach:*A`; weight A
 * is the title). Safe to pass on: it holds only letters, digits and the operators added here.
 */
export function prefixTsquery(words: readonly string[]): string {
  return words.map((word) => `${word}:*A`).join(' & ');
}
