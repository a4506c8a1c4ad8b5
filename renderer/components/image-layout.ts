/**
 * `sizes` attributes: how wide each responsive image is shown, per breakpoint, as the stylesheets lay it out
 * (SPEC §9 named sizes as `srcset` candidates, modules/files/image-sizes.contract.ts). Keep them in step with the
 * CSS named beside each; a rough value only costs bytes, never layout (the box comes from width and height).
 */
import { IMAGE_SIZES, type ImageSizeName } from '../../modules/files/image-sizes.contract.js';

/**
 * Teaser grid (content/modules/modules.css `.teaser-grid`): `.content-wide` (74rem, 1.5rem padding), columns of at
 * least 16rem with 1.5rem gaps, cards with 1.25rem padding: 1 column up to 583 px, 2 up to 863 px, 3 up to 1143 px.
 */
export const TEASER_GRID_SIZES =
  '(max-width: 583px) calc(100vw - 88px), (max-width: 863px) calc(50vw - 76px), ' +
  '(max-width: 1143px) calc(33vw - 72px), 226px';

/**
 * Story cards (content/editorial.css `.story-grid`): `.editorial-list` (74rem, 1.5rem padding), columns of at least
 * 18rem with 2rem gaps: 1 column up to 655 px, 2 up to 975 px, then 3.
 */
export const STORY_GRID_SIZES =
  '(max-width: 655px) calc(100vw - 48px), (max-width: 975px) calc(50vw - 40px), ' +
  '(max-width: 1183px) calc(33vw - 37px), 357px';

/**
 * Catalogue cards (pages/products/catalogue.css `.card-grid`): 72rem with 2rem padding, columns of at least 15rem
 * with 1.25rem gaps, cards with 1rem padding: 1 column up to 563 px, 2 up to 823 px, 3 up to 1083 px, then 4.
 */
export const CARD_GRID_SIZES =
  '(max-width: 563px) calc(100vw - 96px), (max-width: 823px) calc(50vw - 74px), ' +
  '(max-width: 1083px) calc(33vw - 67px), 225px';

/** The product gallery's large image (catalogue.css `.gallery-main`): the column, at most 540 px. */
export const GALLERY_SIZES = '(max-width: 604px) calc(100vw - 64px), 540px';

/** A cover hero's image fills the hero (modules.css `.hero-cover .hero-image`), the whole width. */
export const HERO_COVER_SIZES = '100vw';

/** A plain hero's image floats beside the text at 40 % of the hero (modules.css `.hero .hero-image`). */
export const HERO_SIZES = '40vw';

/**
 * An image module (modules.css `.image-module`, 1.5rem padding; `.image-Stretched` and the others cap it at the named
 * size's width), and the story's BreakOut image (the same classes).
 */
export function imageModuleSizes(size: ImageSizeName): string {
  const maxWidth = IMAGE_SIZES[size].width;
  return `(max-width: ${maxWidth + 48}px) calc(100vw - 48px), ${maxWidth}px`;
}
