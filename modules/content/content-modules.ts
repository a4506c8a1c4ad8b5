import {
  type AnchorData,
  type ContentModuleData,
  IMAGE_SIZES,
  type ImageData,
  type ImageSize,
  type KnownModuleData,
  type KnownModuleType,
  type LinkData,
} from './content-modules.contract.js';
import type { ContentModule } from './content.schema.js';
import { classifyLink } from '../../src/shared/links.js';
import { sanitizeRichText } from './rich-text.js';

/**
 * Stored modules (jsonb written by editors and the seed) are untrusted: each known kind is rebuilt field by field
 * with the right types, rich text sanitized, and anything else dropped. Product links are collected here and
 * resolved by the caller (they need the catalogue).
 */
type Raw = Record<string, unknown>;

const str = (value: unknown, max = 10_000): string => (typeof value === 'string' ? value.slice(0, max) : '');
const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
const obj = (value: unknown): Raw | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : undefined;
const list = (value: unknown): Raw[] => (Array.isArray(value) ? value.flatMap((v) => (obj(v) ? [v as Raw] : [])) : []);
const ANCHOR_ID = /^[a-z][a-z0-9-]{0,63}$/;
const SAFE_URL = /^(https:\/\/|\/(?!\/))/i;

/** Stored images by id (MediaImages.refs), for the modules of one page in one language. */
export type ModuleImages = ReadonlyMap<string, ImageData>;

/** Keys under which stored modules name an image (`{ id, alt }`). */
const IMAGE_KEYS = new Set(['image', 'poster']);
const IMAGE_ID = /^[a-z0-9][a-z0-9-]{0,119}$/;

/**
 * A stored image by id; no URL is taken (SPEC §7.8: every editorial image goes through the image endpoint), and an
 * id that is not stored is dropped. The module's own `alt` wins (empty = decorative), else the image's.
 */
function image(value: unknown, images: ModuleImages): ImageData | null {
  const raw = obj(value);
  const found = raw && typeof raw.id === 'string' ? images.get(raw.id) : undefined;
  if (!raw || !found) return null;
  return { ...found, alt: typeof raw.alt === 'string' ? str(raw.alt, 500) : found.alt };
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

/** A link target as stored, or '' for script-like ones (SPEC §2.3); rendering normalises it with the locale. */
function href(value: unknown): string {
  const target = str(value, 2048);
  return classifyLink(target).type === 'refused' ? '' : target;
}

function link(value: unknown): LinkData | null {
  const raw = obj(value);
  const target = href(raw?.href ?? raw?.url);
  if (!raw || target === '') return null;
  return { text: str(raw.text, 200), href: target };
}

function anchor(value: unknown): AnchorData | null {
  const raw = obj(value);
  const id = str(raw?.id, 64);
  return raw && ANCHOR_ID.test(id) ? { id, title: str(raw.title, 200) || id } : null;
}

function videoKind(url: string): 'file' | 'youtube' | 'vimeo' | undefined {
  if (!/^https:\/\//i.test(url) && !url.startsWith('/')) return undefined;
  if (/^https:\/\/(www\.)?(youtube\.com|youtube-nocookie\.com|youtu\.be)\//i.test(url)) return 'youtube';
  if (/^https:\/\/(player\.)?vimeo\.com\//i.test(url)) return 'vimeo';
  return /\.(mp4|webm)(\?.*)?$/i.test(url) ? 'file' : undefined;
}

export interface ProductLinkRequest {
  productSlug: string;
  text: string;
}

type Normalizer = (raw: Raw, base: { anchor: AnchorData | null }, images: ModuleImages) => KnownModuleData | undefined;

const NORMALIZERS: { [K in KnownModuleType]: Normalizer } = {
  hero: (raw, base, images) => ({
    ...base,
    type: 'hero',
    title: str(raw.title, 300),
    lead: str(raw.lead, 2000),
    cover: raw.cover === true,
    image: image(raw.image, images),
    cta: link(raw.cta),
  }),
  'rich-text': (raw, base) => ({ ...base, type: 'rich-text', html: sanitizeRichText(raw.html) }),
  image: (raw, base, images) => {
    const img = image(raw.image, images);
    if (!img) return undefined;
    const size = IMAGE_SIZES.includes(raw.size as ImageSize) ? (raw.size as ImageSize) : 'Inline';
    return { ...base, type: 'image', image: img, caption: str(raw.caption, 500), size };
  },
  video: (raw, base, images) => {
    const url = str(raw.url, 2048);
    const kind = videoKind(url);
    if (!kind) return undefined;
    return {
      ...base,
      type: 'video',
      title: str(raw.title, 300),
      url,
      kind,
      poster: image(raw.poster, images),
      caption: str(raw.caption, 500),
    };
  },
  'teaser-grid': (raw, base, images) => ({
    ...base,
    type: 'teaser-grid',
    title: str(raw.title, 300),
    items: list(raw.items).map((item) => ({
      title: str(item.title, 300),
      text: str(item.text, 1000),
      href: href(item.href),
      image: image(item.image, images),
    })),
  }),
  // Product links are filled in by resolveProductLinks once the slugs are known.
  'product-teaser': (raw, base, images) => ({
    ...base,
    type: 'product-teaser',
    title: str(raw.title, 300),
    text: str(raw.text, 2000),
    image: image(raw.image, images),
    products: list(raw.links).map((l) => ({
      productSlug: str(l.productSlug, 200),
      text: str(l.text, 200),
      name: '',
      href: '',
    })),
  }),
  downloads: (raw, base) => ({
    ...base,
    type: 'downloads',
    title: str(raw.title, 300),
    files: list(raw.files).flatMap((file) => {
      const url = str(file.url, 2048);
      if (!SAFE_URL.test(url)) return [];
      return [
        {
          title: str(file.title, 300),
          url,
          extension: str(file.extension, 10).toLowerCase(),
          sizeBytes: num(file.sizeBytes) ?? 0,
          language: str(file.language, 10),
        },
      ];
    }),
  }),
  accordion: (raw, base) => ({
    ...base,
    type: 'accordion',
    title: str(raw.title, 300),
    items: list(raw.items).map((item) => ({ title: str(item.title, 300), html: sanitizeRichText(item.html) })),
  }),
  'anchor-navigation': (_raw, base) => ({ ...base, type: 'anchor-navigation', items: [] }),
  'contact-panel': (raw, base, images) => ({
    ...base,
    type: 'contact-panel',
    title: str(raw.title, 300),
    text: str(raw.text, 2000),
    contacts: list(raw.contacts).map((c) => ({
      name: str(c.name, 200),
      role: str(c.role, 200),
      email: str(c.email, 320),
      phone: str(c.phone, 50),
      image: image(c.image, images),
    })),
    link: link(raw.link),
  }),
  locations: (raw, base) => ({
    ...base,
    type: 'locations',
    title: str(raw.title, 300),
    locations: list(raw.locations).map((l) => ({
      name: str(l.name, 200),
      kind: str(l.kind, 100),
      street: str(l.street, 200),
      postalCode: str(l.postalCode, 20),
      city: str(l.city, 100),
      countryCode: str(l.countryCode, 2).toUpperCase(),
      countryName: str(l.countryName, 100),
      phone: str(l.phone, 50),
      email: str(l.email, 320),
    })),
  }),
  terms: (raw, base) => ({
    ...base,
    type: 'terms',
    title: str(raw.title, 300),
    version: str(raw.version, 50),
    effectiveDate: /^\d{4}-\d{2}-\d{2}$/.test(str(raw.effectiveDate)) ? str(raw.effectiveDate) : '',
    sections: list(raw.sections).flatMap((s) => {
      const id = str(s.id, 64);
      return ANCHOR_ID.test(id) ? [{ id, heading: str(s.heading, 300), html: sanitizeRichText(s.html) }] : [];
    }),
    download: link(raw.download),
  }),
};

const isKnown = (type: string): type is KnownModuleType => Object.hasOwn(NORMALIZERS, type);

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
    const normalized = NORMALIZERS[raw.type](raw, { anchor: anchor(raw.anchor) }, images);
    if (normalized) modules.push(normalized as unknown as ContentModuleData);
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
