// The content modules of a CMS page as the server hands them to the browser (after validation and HTML
// sanitizing in content-modules.ts). Types only: pages import this file, so it holds no server code.
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
};

/** A module may name an anchor; the sticky anchor navigation lists them (SPEC §2.4). */
export type AnchorData = {
  id: string;
  title: string;
};

type ModuleBase = {
  anchor: AnchorData | null;
};

/** SPEC §9 named image sizes. */
export const IMAGE_SIZES = ['Stretched', 'BreakOut', 'Inline'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

export type HeroModuleData = ModuleBase & {
  type: 'hero';
  title: string;
  lead: string;
  /** A cover hero fills the viewport width with its image behind the text. */
  cover: boolean;
  image: ImageData | null;
  cta: LinkData | null;
};

export type RichTextModuleData = ModuleBase & {
  type: 'rich-text';
  /** Sanitized on the server (allow-list); safe for dangerouslySetInnerHTML. */
  html: string;
};

export type ImageModuleData = ModuleBase & {
  type: 'image';
  image: ImageData;
  caption: string;
  size: ImageSize;
};

export type VideoModuleData = ModuleBase & {
  type: 'video';
  title: string;
  /** A video file (`.mp4`, `.webm`) or an embeddable YouTube/Vimeo URL (https only). */
  url: string;
  kind: 'file' | 'youtube' | 'vimeo';
  poster: ImageData | null;
  caption: string;
};

export type TeaserGridModuleData = ModuleBase & {
  type: 'teaser-grid';
  title: string;
  items: { title: string; text: string; href: string; image: ImageData | null }[];
};

/** A product link resolved by slug; an invalid link has the name 'Invalid' and an empty URL (SPEC §8). */
export type ResolvedProductLink = {
  productSlug: string;
  name: string;
  href: string;
  /** The link text with the `{name}` placeholder filled in. */
  text: string;
};

export type ProductTeaserModuleData = ModuleBase & {
  type: 'product-teaser';
  title: string;
  text: string;
  image: ImageData | null;
  products: ResolvedProductLink[];
};

export type DownloadFileData = {
  title: string;
  url: string;
  extension: string;
  sizeBytes: number;
  language: string;
};

export type DownloadsModuleData = ModuleBase & {
  type: 'downloads';
  title: string;
  files: DownloadFileData[];
};

export type AccordionModuleData = ModuleBase & {
  type: 'accordion';
  title: string;
  /** `html` is sanitized like rich text. */
  items: { title: string; html: string }[];
};

export type AnchorNavigationModuleData = ModuleBase & {
  type: 'anchor-navigation';
  /** Filled by the server from the anchors of the page's other modules, in page order. */
  items: AnchorData[];
};

export type ContactPersonData = {
  name: string;
  role: string;
  email: string;
  phone: string;
  image: ImageData | null;
};

export type ContactPanelModuleData = ModuleBase & {
  type: 'contact-panel';
  title: string;
  text: string;
  contacts: ContactPersonData[];
  link: LinkData | null;
};

export type LocationData = {
  name: string;
  /** e.g. Headquarters, Production, Sales and service */
  kind: string;
  street: string;
  postalCode: string;
  city: string;
  countryCode: string;
  countryName: string;
  phone: string;
  email: string;
};

export type LocationsModuleData = ModuleBase & {
  type: 'locations';
  title: string;
  locations: LocationData[];
};

export type TermsModuleData = ModuleBase & {
  type: 'terms';
  title: string;
  version: string;
  /** ISO date the terms apply from. */
  effectiveDate: string;
  /** `html` is sanitized like rich text. */
  sections: { id: string; heading: string; html: string }[];
  download: LinkData | null;
};

/** Every module kind this module renders; other kinds (forms, ...) pass through unchanged. */
export type KnownModuleData =
  | HeroModuleData
  | RichTextModuleData
  | ImageModuleData
  | VideoModuleData
  | TeaserGridModuleData
  | ProductTeaserModuleData
  | DownloadsModuleData
  | AccordionModuleData
  | AnchorNavigationModuleData
  | ContactPanelModuleData
  | LocationsModuleData
  | TermsModuleData;

export type KnownModuleType = KnownModuleData['type'];

/** A module as rendered: a known kind (validated) or another feature's kind (its component validates it). */
export type ContentModuleData = { type: string } & Record<string, unknown>;

/**
 * Page injection (SPEC §3 Page): the product or service the page is about, as a teaser from the catalogue.
 * `href` is locale-free like every stored link; the component normalises it.
 */
export type PageInjectionData = {
  type: 'product' | 'service';
  slug: string;
  name: string;
  href: string;
  brand: string;
  shortDescription: string;
  image: ImageRefDto | null;
};
