// One declaration per content module type: its fields in order, with kind, label and limits. The server's
// normaliser (content-modules.ts) applies them to stored modules, the view types (content-modules.contract.ts) are
// inferred from them, and an editing form can be generated from them (plain objects, browser-safe).
import {
  ANCHOR_ID,
  IMAGE_SIZES,
  SAFE_URL,
  boolean,
  date,
  declareModule,
  href,
  image,
  link,
  list,
  number,
  pageAnchors,
  productLinks,
  richText,
  select,
  text,
  videoKind,
} from './content-fields.contract.js';

export const HERO = declareModule('hero', {
  label: 'Hero',
  fields: {
    title: text({ label: 'Title', max: 300 }),
    lead: text({ label: 'Lead', max: 2000, multiline: true }),
    /** A cover hero fills the viewport width with its image behind the text. */
    cover: boolean({ label: 'Cover the page width' }),
    image: image({ label: 'Image' }),
    cta: link({ label: 'Call to action' }),
  },
});

export const RICH_TEXT = declareModule('rich-text', {
  label: 'Rich text',
  fields: {
    /** Sanitized on the server (allow-list); safe for dangerouslySetInnerHTML. */
    html: richText({ label: 'Text' }),
  },
});

export const IMAGE = declareModule('image', {
  label: 'Image',
  fields: {
    image: image({ label: 'Image', required: true }),
    caption: text({ label: 'Caption', max: 500 }),
    size: select({ label: 'Size', options: IMAGE_SIZES, default: 'Inline' }),
  },
});

export const VIDEO = declareModule('video', {
  label: 'Video',
  fields: {
    title: text({ label: 'Title', max: 300 }),
    /** A video file (`.mp4`, `.webm`) or an embeddable YouTube/Vimeo URL (https only). */
    url: text({ label: 'Video URL', max: 2048, required: true }),
    kind: videoKind({ label: 'Video type', source: 'url', required: true }),
    poster: image({ label: 'Poster image' }),
    caption: text({ label: 'Caption', max: 500 }),
  },
});

export const TEASER_GRID = declareModule('teaser-grid', {
  label: 'Teaser grid',
  fields: {
    title: text({ label: 'Title', max: 300 }),
    items: list({
      label: 'Teasers',
      of: {
        title: text({ label: 'Title', max: 300 }),
        text: text({ label: 'Text', max: 1000, multiline: true }),
        href: href({ label: 'Link target' }),
        image: image({ label: 'Image' }),
      },
    }),
  },
});

export const PRODUCT_TEASER = declareModule('product-teaser', {
  label: 'Product teaser',
  fields: {
    title: text({ label: 'Title', max: 300 }),
    text: text({ label: 'Text', max: 2000, multiline: true }),
    image: image({ label: 'Image' }),
    // Stored as `links`; resolved against the catalogue by the caller (`{name}` in a text is the product's name).
    products: productLinks({ label: 'Product links', from: 'links' }),
  },
});

export const DOWNLOADS = declareModule('downloads', {
  label: 'Downloads',
  fields: {
    title: text({ label: 'Title', max: 300 }),
    files: list({
      label: 'Files',
      of: {
        title: text({ label: 'Title', max: 300 }),
        url: text({ label: 'File URL', max: 2048, pattern: SAFE_URL, required: true }),
        extension: text({ label: 'Extension', max: 10, case: 'lower' }),
        sizeBytes: number({ label: 'Size in bytes' }),
        language: text({ label: 'Language', max: 10 }),
      },
    }),
  },
});

export const ACCORDION = declareModule('accordion', {
  label: 'Accordion',
  fields: {
    title: text({ label: 'Title', max: 300 }),
    items: list({
      label: 'Items',
      of: {
        title: text({ label: 'Title', max: 300 }),
        /** Sanitized like rich text. */
        html: richText({ label: 'Text' }),
      },
    }),
  },
});

export const ANCHOR_NAVIGATION = declareModule('anchor-navigation', {
  label: 'Anchor navigation',
  fields: {
    /** Filled by the server from the anchors of the page's other modules, in page order. */
    items: pageAnchors({ label: 'Sections of the page' }),
  },
});

export const CONTACT_PANEL = declareModule('contact-panel', {
  label: 'Contact panel',
  fields: {
    title: text({ label: 'Title', max: 300 }),
    text: text({ label: 'Text', max: 2000, multiline: true }),
    contacts: list({
      label: 'Contacts',
      of: {
        name: text({ label: 'Name', max: 200 }),
        role: text({ label: 'Role', max: 200 }),
        email: text({ label: 'Email', max: 320 }),
        phone: text({ label: 'Phone', max: 50 }),
        image: image({ label: 'Photo' }),
      },
    }),
    link: link({ label: 'Link' }),
  },
});

export const LOCATIONS = declareModule('locations', {
  label: 'Locations',
  fields: {
    title: text({ label: 'Title', max: 300 }),
    locations: list({
      label: 'Locations',
      of: {
        name: text({ label: 'Name', max: 200 }),
        /** e.g. Headquarters, Production, Sales and service */
        kind: text({ label: 'Kind', max: 100 }),
        street: text({ label: 'Street', max: 200 }),
        postalCode: text({ label: 'Postal code', max: 20 }),
        city: text({ label: 'City', max: 100 }),
        countryCode: text({ label: 'Country code', max: 2, case: 'upper' }),
        countryName: text({ label: 'Country', max: 100 }),
        phone: text({ label: 'Phone', max: 50 }),
        email: text({ label: 'Email', max: 320 }),
      },
    }),
  },
});

export const TERMS = declareModule('terms', {
  label: 'Terms',
  fields: {
    title: text({ label: 'Title', max: 300 }),
    version: text({ label: 'Version', max: 50 }),
    /** ISO date the terms apply from. */
    effectiveDate: date({ label: 'Effective from' }),
    sections: list({
      label: 'Sections',
      of: {
        id: text({ label: 'Section id', max: 64, pattern: ANCHOR_ID, required: true }),
        heading: text({ label: 'Heading', max: 300 }),
        /** Sanitized like rich text. */
        html: richText({ label: 'Text' }),
      },
    }),
    download: link({ label: 'Download' }),
  },
});

/** Every module type this feature renders, keyed by `type`; other types (forms, ...) pass through unchanged. */
export const CONTENT_MODULE_DECLARATIONS = {
  hero: HERO,
  'rich-text': RICH_TEXT,
  image: IMAGE,
  video: VIDEO,
  'teaser-grid': TEASER_GRID,
  'product-teaser': PRODUCT_TEASER,
  downloads: DOWNLOADS,
  accordion: ACCORDION,
  'anchor-navigation': ANCHOR_NAVIGATION,
  'contact-panel': CONTACT_PANEL,
  locations: LOCATIONS,
  terms: TERMS,
} as const;

export type ContentModuleDeclarations = typeof CONTENT_MODULE_DECLARATIONS;
