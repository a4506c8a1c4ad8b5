import { type AnchorData, type FieldDeclarations } from './content-fields.contract.js';
import { CONTENT_MODULE_DECLARATIONS } from './content-module-declarations.contract.js';
import type { ContentModuleData, KnownModuleType } from './content-modules.contract.js';
import { type ModuleImages, normalizeFields, obj } from './content-fields.js';
import type { ContentModule } from './content.schema.js';

export type { ModuleImages } from './content-fields.js';

/**
 * Stored modules are rebuilt from their declarations (content-module-declarations.contract.ts, field kinds in
 * content-fields.ts): known types field by field, anything undeclared dropped. Product links are collected here and
 * resolved by the caller (they need the catalogue).
 */

/** Keys under which stored modules name an image (`{ id, alt }`): every image field of a declaration. */
const IMAGE_KEYS = new Set(
  Object.values(CONTENT_MODULE_DECLARATIONS).flatMap((declaration) => imageKeys(declaration.fields)),
);
const IMAGE_ID = /^[a-z0-9][a-z0-9-]{0,119}$/;

function imageKeys(fields: FieldDeclarations): string[] {
  return Object.entries(fields).flatMap(([key, field]) => {
    if (field.kind === 'image') return [field.from ?? key];
    return field.kind === 'list' ? imageKeys(field.of) : [];
  });
}

/** The image ids stored modules name (for one batched lookup before normalizeModules). */
export function moduleImageIds(stored: readonly ContentModule[]): string[] {
  const ids = new Set<string>();
  const visit = (value: unknown, depth: number): void => {
    if (depth > 8) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    const raw = obj(value);
    if (!raw) return;
    for (const [key, child] of Object.entries(raw)) {
      const id = IMAGE_KEYS.has(key) ? obj(child)?.id : undefined;
      if (typeof id === 'string' && IMAGE_ID.test(id)) ids.add(id);
      else visit(child, depth + 1);
    }
  };
  visit(stored, 0);
  return [...ids];
}

export interface ProductLinkRequest {
  productSlug: string;
  text: string;
}

const isKnown = (type: string): type is KnownModuleType => Object.hasOwn(CONTENT_MODULE_DECLARATIONS, type);

/**
 * Known kinds validated and sanitized; kinds of other features (forms, ...) pass through for their own components
 * (those never render stored HTML). The sticky anchor navigation lists the anchors of the page's modules.
 */
export function normalizeModules(
  stored: readonly ContentModule[],
  images: ModuleImages = new Map(),
): ContentModuleData[] {
  const modules: ContentModuleData[] = [];
  for (const raw of stored) {
    if (!obj(raw) || typeof raw.type !== 'string') continue;
    if (!isKnown(raw.type)) {
      modules.push(raw);
      continue;
    }
    const fields = normalizeFields(CONTENT_MODULE_DECLARATIONS[raw.type].fields, raw, images);
    if (fields) modules.push({ anchor: fields.anchor, type: raw.type, ...fields });
  }
  const anchors = modules.flatMap((m) => (m.anchor ? [m.anchor as AnchorData] : []));
  return modules.map((m) => (m.type === 'anchor-navigation' ? { ...m, items: anchors } : m));
}

/** The product links of the modules, in order (for one batched lookup). */
export function productLinkRequests(modules: readonly ContentModuleData[]): ProductLinkRequest[] {
  return modules.flatMap((m) =>
    m.type === 'product-teaser'
      ? (m.products as ProductLinkRequest[]).map(({ productSlug, text }) => ({ productSlug, text }))
      : [],
  );
}

/** Puts resolved product links back into the modules, in the order productLinkRequests listed them. */
export function withResolvedProductLinks(
  modules: readonly ContentModuleData[],
  resolved: readonly { productSlug: string; name: string; href: string; text: string }[],
): ContentModuleData[] {
  let index = 0;
  return modules.map((m) => {
    if (m.type !== 'product-teaser') return m;
    const products = (m.products as unknown[]).map(() => resolved[index++]!);
    return { ...m, products };
  });
}
