import {
  ANCHOR_ID,
  type AnchorData,
  type FieldDeclaration,
  type FieldDeclarations,
  type FieldKind,
  type ImageData,
  LINK_PARAMETERS,
  LINK_PARAMETERS_MAX,
  type LinkData,
  type VideoKind,
} from './content-fields.contract.js';
import { classifyLink } from '../../src/shared/links.js';
import { sanitizeRichText } from './rich-text.js';

/**
 * Stored modules (jsonb written by editors, the seed and the XLIFF import) are untrusted: each declared field is
 * rebuilt from its stored value by its kind, with the declaration's limits, rich text sanitized and anything
 * undeclared dropped.
 */
export type Raw = Record<string, unknown>;

/** Stored images by id (MediaImages.refs), for the modules of one page in one language. */
export type ModuleImages = ReadonlyMap<string, ImageData>;

export const obj = (value: unknown): Raw | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : undefined;
const str = (value: unknown, max = 10_000): string => (typeof value === 'string' ? value.slice(0, max) : '');
const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
const items = (value: unknown): Raw[] => (Array.isArray(value) ? value.flatMap((v) => (obj(v) ? [v as Raw] : [])) : []);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A stored image by id; no URL is taken (SPEC §7.8: every editorial image goes through the image endpoint), and an
 * id that is not stored is dropped. The module's own `alt` wins (empty = decorative), else the image's.
 */
function image(value: unknown, images: ModuleImages, altMax: number): ImageData | null {
  const raw = obj(value);
  const found = raw && typeof raw.id === 'string' ? images.get(raw.id) : undefined;
  if (!raw || !found) return null;
  return { ...found, alt: typeof raw.alt === 'string' ? str(raw.alt, altMax) : found.alt };
}

/** A link target as stored, or '' for script-like ones (SPEC §2.3); rendering normalises it with the locale. */
function href(value: unknown, max: number): string {
  const target = str(value, max);
  return classifyLink(target).type === 'refused' ? '' : target;
}

function link(value: unknown, textMax: number, hrefMax: number): LinkData | null {
  const raw = obj(value);
  const target = href(raw?.href ?? raw?.url, hrefMax);
  if (!raw || target === '') return null;
  // SPEC §3 link kinds: a page link's parameters (malformed ones are dropped) and whether it opens in a new tab.
  const parameters = str(raw.parameters ?? raw.pageParameters, LINK_PARAMETERS_MAX);
  return {
    text: str(raw.text, textMax),
    href: target,
    parameters: LINK_PARAMETERS.test(parameters) ? parameters : '',
    openInNewTab: raw.openInNewTab === true,
  };
}

function anchor(value: unknown, idMax: number, titleMax: number): AnchorData | null {
  const raw = obj(value);
  const id = str(raw?.id, idMax);
  return raw && ANCHOR_ID.test(id) ? { id, title: str(raw.title, titleMax) || id } : null;
}

/** The kind of player a video URL needs, or '' when it is none of the accepted ones. */
export function videoKind(url: unknown): VideoKind | '' {
  if (typeof url !== 'string') return '';
  if (!/^https:\/\//i.test(url) && !url.startsWith('/')) return '';
  if (/^https:\/\/(www\.)?(youtube\.com|youtube-nocookie\.com|youtu\.be)\//i.test(url)) return 'youtube';
  if (/^https:\/\/(player\.)?vimeo\.com\//i.test(url)) return 'vimeo';
  return /\.(mp4|webm)(\?.*)?$/i.test(url) ? 'file' : '';
}

type Context = {
  images: ModuleImages;
  /** The fields of the same module or item normalised so far (derived fields read their source there). */
  done: Raw;
};

const KINDS: {
  [K in FieldKind]: (field: Extract<FieldDeclaration, { kind: K }>, value: unknown, ctx: Context) => unknown;
} = {
  text: (field, value) => {
    const cut = str(value, field.max);
    const text = field.pattern && !field.pattern.test(cut) ? '' : cut;
    if (field.case === 'upper') return text.toUpperCase();
    return field.case === 'lower' ? text.toLowerCase() : text;
  },
  'rich-text': (_field, value) => sanitizeRichText(value),
  date: (_field, value) => (ISO_DATE.test(str(value)) ? str(value) : ''),
  number: (_field, value) => num(value) ?? 0,
  boolean: (_field, value) => value === true,
  select: (field, value) => (field.options.includes(value as string) ? value : field.default),
  image: (field, value, ctx) => image(value, ctx.images, field.altMax),
  link: (field, value) => link(value, field.textMax, field.hrefMax),
  href: (field, value) => href(value, field.max),
  list: (field, value, ctx) => {
    const kept = items(value).flatMap((item) => normalizeFields(field.of, item, ctx.images) ?? []);
    return field.max === undefined ? kept : kept.slice(0, field.max);
  },
  anchor: (field, value) => anchor(value, field.idMax, field.titleMax),
  // Name and href are filled in by withResolvedProductLinks once the slugs are resolved against the catalogue.
  'product-links': (field, value) =>
    items(value).map((l) => ({
      productSlug: str(l.productSlug, field.slugMax),
      text: str(l.text, field.textMax),
      name: '',
      href: '',
    })),
  'video-kind': (field, _value, ctx) => videoKind(ctx.done[field.source]),
  'page-anchors': () => [],
};

const isEmpty = (value: unknown): boolean => value === '' || value === null || value === undefined;

/** The declared fields of a stored module or list item, in order; undefined when a required one is empty. */
export function normalizeFields(fields: FieldDeclarations, raw: Raw, images: ModuleImages): Raw | undefined {
  const done: Raw = {};
  for (const [key, field] of Object.entries(fields)) {
    const normalize = KINDS[field.kind] as (field: FieldDeclaration, value: unknown, ctx: Context) => unknown;
    const value = normalize(field, raw[field.from ?? key], { images, done });
    if (field.required && isEmpty(value)) return undefined;
    done[key] = value;
  }
  return done;
}
