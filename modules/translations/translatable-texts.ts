import type { ContentModule } from '../content/content.schema.js';

/** Keys of stored content modules whose string values are text a visitor reads (and so a translator translates). */
const TEXT_KEYS = new Set([
  'title',
  'text',
  'html',
  'lead',
  'caption',
  'alt',
  'label',
  'linkText',
  'question',
  'answer',
  'body',
  'description',
  'role',
  'shortDescription',
  'overline',
  'subtitle',
  'quote',
]);

export interface PageTexts {
  title: string;
  description: string;
  modules: readonly ContentModule[];
}

/**
 * The translatable texts of a page version, keyed by a stable path: `title`, `description`, and
 * `modules.{i}.{key}…` for each non-empty text of its modules (nested lists included). URLs, slugs, ids, types
 * and images are not texts and stay as they are.
 */
export function extractTexts(page: PageTexts): Map<string, string> {
  const texts = new Map<string, string>();
  if (page.title) texts.set('title', page.title);
  if (page.description) texts.set('description', page.description);
  const walk = (value: unknown, path: string, key: string | undefined) => {
    if (typeof value === 'string') {
      if (key !== undefined && TEXT_KEYS.has(key) && value.trim() !== '') texts.set(path, value);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${path}.${index}`, key));
    } else if (value && typeof value === 'object') {
      for (const [childKey, child] of Object.entries(value)) {
        if (childKey !== 'type') walk(child, `${path}.${childKey}`, childKey);
      }
    }
  };
  page.modules.forEach((module, index) => walk(module, `modules.${index}`, undefined));
  return texts;
}

/** A copy of the page's texts with the translations put at their paths (paths from `extractTexts`). */
export function applyTexts(page: PageTexts, translations: ReadonlyMap<string, string>): PageTexts {
  const modules = structuredClone(page.modules) as ContentModule[];
  for (const [path, text] of translations) {
    if (path === 'title' || path === 'description') continue;
    const parts = path.split('.').slice(1);
    let node: unknown = modules;
    for (const part of parts.slice(0, -1)) node = (node as Record<string, unknown>)[part];
    (node as Record<string, unknown>)[parts.at(-1)!] = text;
  }
  return {
    title: translations.get('title') ?? page.title,
    description: translations.get('description') ?? page.description,
    modules,
  };
}
