// The field kinds content modules are declared from (content-module-declarations.contract.ts). Plain objects, so
// the browser can read them too: an editing form walks a module's fields in order and finds each one's kind,
// label and limits; the server's normaliser (content-modules.ts) applies the same limits to stored modules.
import type { ImageRefDto } from '../files/files.dto.js';

/**
 * A stored image a module shows (SPEC §3 Image), rendered through the image endpoint in a SPEC §9 named size
 * (`/api/images/{id}?size=…`, modules/files/image-sizes.contract.ts). Stored modules name it `{ id, alt }`; the
 * server adds its size and type, and drops images that are not stored.
 */
export type ImageData = ImageRefDto;

/** An in-app path (`/about`, normalised with the locale when rendered), an external URL or a `hard:` link. */
export type LinkData = {
  text: string;
  href: string;
  /**
   * SPEC §3 page link parameters: a query string and/or an anchor (`?tab=specs#downloads`) appended to the
   * target when rendered; '' for none.
   */
  parameters: string;
  /** SPEC §3 openInNewTab: rendered with target="_blank", rel="noopener" and a hint for assistive technology. */
  openInNewTab: boolean;
};

/** What link parameters may be: an optional query string (no spaces or fragments), then an optional anchor. */
export const LINK_PARAMETERS = /^(\?[^\s#]*)?(#[A-Za-z][\w-]*)?$/;
export const LINK_PARAMETERS_MAX = 500;

/** A module may name an anchor; the sticky anchor navigation lists them (SPEC §2.4). */
export type AnchorData = {
  id: string;
  title: string;
};

/** A product link resolved by slug; an invalid link has the name 'Invalid' and an empty URL (SPEC §8). */
export type ResolvedProductLink = {
  productSlug: string;
  name: string;
  href: string;
  /** The link text with the `{name}` placeholder filled in. */
  text: string;
};

/** SPEC §9 named image sizes. */
export const IMAGE_SIZES = ['Stretched', 'BreakOut', 'Inline'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

export const VIDEO_KINDS = ['file', 'youtube', 'vimeo'] as const;
export type VideoKind = (typeof VIDEO_KINDS)[number];

/** Anchor and section ids: they become `#id` links (SPEC §2.4). */
export const ANCHOR_ID = /^[a-z][a-z0-9-]{0,63}$/;
/** Download URLs: https or a same-origin path, never protocol-relative. */
export const SAFE_URL = /^(https:\/\/|\/(?!\/))/i;
/** The longest string any text field keeps when it names no limit. */
export const TEXT_MAX = 10_000;

type FieldBase = {
  label: string;
  /**
   * Required fields that end up empty ('' or no value) drop what holds them: the module, or the list item.
   * Optional fields default to '' / null / false / [].
   */
  required?: boolean;
  /** The stored key when it differs from the field's own (the rendered data uses the field's key). */
  from?: string;
  /** Filled by the server, not by editors (a form shows it read-only or not at all). */
  derived?: boolean;
};

/** A string cut to `max`; `pattern` is tested on the cut string (no match = ''); `case` is applied after cutting. */
export type TextField = FieldBase & {
  kind: 'text';
  max: number;
  pattern?: RegExp;
  case?: 'upper' | 'lower';
  multiline?: boolean;
};
/** Allow-listed HTML (rich-text.ts on the server). */
export type RichTextField = FieldBase & { kind: 'rich-text' };
/** An ISO date `YYYY-MM-DD`; anything else is ''. */
export type DateField = FieldBase & { kind: 'date' };
/** A non-negative finite number, else 0. */
export type NumberField = FieldBase & { kind: 'number' };
/** Only `true` is true. */
export type BooleanField = FieldBase & { kind: 'boolean' };
/** One of `options`, else `default`. */
export type SelectField<O extends string = string> = FieldBase & {
  kind: 'select';
  options: readonly O[];
  default: O;
};
/** A stored image by id (`{ id, alt }`); an id that is not stored is null. `altMax` cuts the alternative text. */
export type ImageField = FieldBase & { kind: 'image'; altMax: number };
/** `{ text, href }` (`url` is read when `href` is missing); a script-like or empty target is null (SPEC §2.3). */
export type LinkField = FieldBase & { kind: 'link'; textMax: number; hrefMax: number };
/** A bare link target; a script-like one is '' (SPEC §2.3). */
export type HrefField = FieldBase & { kind: 'href'; max: number };
/** Items of the nested fields; what is not an object is dropped. `max` (if any) cuts the list. */
export type ListField<F extends FieldDeclarations = FieldDeclarations> = FieldBase & {
  kind: 'list';
  of: F;
  max?: number;
};
/** `{ id, title }` naming the module as a section of the anchor navigation; the title defaults to the id. */
export type AnchorField = FieldBase & { kind: 'anchor'; idMax: number; titleMax: number };
/** Product links `{ productSlug, text }` by slug; the server resolves name and href from the catalogue (SPEC §8). */
export type ProductLinksField = FieldBase & { kind: 'product-links'; slugMax: number; textMax: number };
/** The kind of video the URL in the sibling field `source` is; a URL that is no video leaves it empty. */
export type VideoKindField = FieldBase & { kind: 'video-kind'; source: string };
/** The anchors of the page's other modules, in page order (filled by the server). */
export type PageAnchorsField = FieldBase & { kind: 'page-anchors' };

export type FieldDeclaration =
  | TextField
  | RichTextField
  | DateField
  | NumberField
  | BooleanField
  | SelectField
  | ImageField
  | LinkField
  | HrefField
  | ListField
  | AnchorField
  | ProductLinksField
  | VideoKindField
  | PageAnchorsField;

export type FieldKind = FieldDeclaration['kind'];
export type FieldDeclarations = { readonly [key: string]: FieldDeclaration };

/** The rendered value of a field, as the normaliser produces it. */
export type FieldValue<F> = F extends TextField | RichTextField | DateField | HrefField
  ? string
  : F extends NumberField
    ? number
    : F extends BooleanField
      ? boolean
      : F extends SelectField<infer O>
        ? O
        : F extends ImageField
          ? F extends { required: true }
            ? ImageData
            : ImageData | null
          : F extends LinkField
            ? LinkData | null
            : F extends ListField<infer N>
              ? FieldsData<N>[]
              : F extends AnchorField
                ? AnchorData | null
                : F extends ProductLinksField
                  ? ResolvedProductLink[]
                  : F extends VideoKindField
                    ? VideoKind
                    : F extends PageAnchorsField
                      ? AnchorData[]
                      : never;

export type FieldsData<F extends FieldDeclarations> = { -readonly [K in keyof F]: FieldValue<F[K]> };

type Options<F extends FieldDeclaration, Given extends keyof F = never> = Omit<F, 'kind' | Given> &
  Partial<Pick<F, Given>>;

/** A field of kind K: the given options over the kind's defaults (kept literal, so the view types can use them). */
type Built<K extends FieldKind, D, O> = { readonly kind: K } & Omit<D, keyof O> & O;
const build = <K extends FieldKind, D extends object, O extends object>(kind: K, defaults: D, options: O) =>
  ({ kind, ...defaults, ...options }) as Built<K, D, O>;

// Builders: each names its kind and the limits it applies by default, so declarations stay short.
export const text = <const O extends Options<TextField, 'max'>>(o: O) => build('text', { max: TEXT_MAX as number }, o);
export const richText = <const O extends Options<RichTextField>>(o: O) => build('rich-text', {}, o);
export const date = <const O extends Options<DateField>>(o: O) => build('date', {}, o);
export const number = <const O extends Options<NumberField>>(o: O) => build('number', {}, o);
export const boolean = <const O extends Options<BooleanField>>(o: O) => build('boolean', {}, o);
export const select = <const S extends string, const O extends Options<SelectField<S>>>(o: O) => build('select', {}, o);
export const image = <const O extends Options<ImageField, 'altMax'>>(o: O) => build('image', { altMax: 500 }, o);
export const link = <const O extends Options<LinkField, 'textMax' | 'hrefMax'>>(o: O) =>
  build('link', { textMax: 200, hrefMax: 2048 }, o);
export const href = <const O extends Options<HrefField, 'max'>>(o: O) => build('href', { max: 2048 }, o);
export const list = <const N extends FieldDeclarations, const O extends Omit<ListField<N>, 'kind'>>(o: O & { of: N }) =>
  build('list', {}, o);
export const anchor = <const O extends Options<AnchorField, 'idMax' | 'titleMax'>>(o: O) =>
  build('anchor', { idMax: 64, titleMax: 200 }, o);
export const productLinks = <const O extends Options<ProductLinksField, 'slugMax' | 'textMax'>>(o: O) =>
  build('product-links', { slugMax: 200, textMax: 200 }, o);
export const videoKind = <const O extends Options<VideoKindField>>(o: O) =>
  build('video-kind', { derived: true as const }, o);
export const pageAnchors = <const O extends Options<PageAnchorsField>>(o: O) =>
  build('page-anchors', { derived: true as const }, o);

/** Every module may name an anchor (SPEC §2.4); it is the first field of every module. */
export const MODULE_BASE_FIELDS = {
  anchor: anchor({ label: 'Anchor' }),
} as const;

/** A module type: its `type`, label and fields in order (after the common `anchor`). */
export type ModuleDeclaration<T extends string = string, F extends FieldDeclarations = FieldDeclarations> = {
  readonly type: T;
  readonly label: string;
  readonly fields: F;
};

export const declareModule = <const T extends string, const F extends FieldDeclarations>(
  type: T,
  declaration: { label: string; fields: F },
): ModuleDeclaration<T, typeof MODULE_BASE_FIELDS & F> => ({
  type,
  label: declaration.label,
  fields: { ...MODULE_BASE_FIELDS, ...declaration.fields },
});

/** The data a module renders with, inferred from its declaration. */
export type ModuleDataOf<D extends ModuleDeclaration> = { type: D['type'] } & FieldsData<D['fields']>;
