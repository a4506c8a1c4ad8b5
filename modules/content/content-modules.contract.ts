// The content modules of a CMS page as the server hands them to the browser (after validation and HTML
// sanitizing in content-modules.ts). Types only, inferred from the declarations: pages import this file, so it holds
// no server code.
import type { ImageRefDto } from '../files/files.dto.js';
import type { ModuleDataOf } from './content-fields.contract.js';
import type { ContentModuleDeclarations } from './content-module-declarations.contract.js';

export type { AnchorData, ImageData, ImageSize, LinkData, ResolvedProductLink } from './content-fields.contract.js';
export { IMAGE_SIZES } from './content-fields.contract.js';

/** Every module type this feature renders (content-module-declarations.contract.ts declares them). */
export type KnownModuleType = keyof ContentModuleDeclarations;
/** The data a module of a known type renders with, as the normaliser produces it from its declaration. */
export type ModuleData<T extends KnownModuleType> = ModuleDataOf<ContentModuleDeclarations[T]>;
/** Every module kind this module renders; other kinds (forms, ...) pass through unchanged. */
export type KnownModuleData = { [T in KnownModuleType]: ModuleData<T> }[KnownModuleType];

export type HeroModuleData = ModuleData<'hero'>;
export type RichTextModuleData = ModuleData<'rich-text'>;
export type ImageModuleData = ModuleData<'image'>;
export type VideoModuleData = ModuleData<'video'>;
export type TeaserGridModuleData = ModuleData<'teaser-grid'>;
export type ProductTeaserModuleData = ModuleData<'product-teaser'>;
export type DownloadsModuleData = ModuleData<'downloads'>;
export type DownloadFileData = DownloadsModuleData['files'][number];
export type AccordionModuleData = ModuleData<'accordion'>;
export type AnchorNavigationModuleData = ModuleData<'anchor-navigation'>;
export type ContactPanelModuleData = ModuleData<'contact-panel'>;
export type ContactPersonData = ContactPanelModuleData['contacts'][number];
export type LocationsModuleData = ModuleData<'locations'>;
export type LocationData = LocationsModuleData['locations'][number];
export type TermsModuleData = ModuleData<'terms'>;

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
