import type { Localized } from '../../modules/files/files.schema.js';

/**
 * The editorial artwork of the demo content (CMS modules, story teasers, contact portraits, news): vector sources
 * rasterized to PNG at seed time and stored like the catalogue's images (table `media_image`), so pages show them
 * through the image endpoint in their SPEC §9 named sizes (the endpoint passes SVG through unresized).
 */
export const EDITORIAL_IMAGE_NAMES = [
  'crimping',
  'harness',
  'people',
  'portrait',
  'service',
  'smart-factory',
  'software',
  'trade-show',
] as const;
export type EditorialImageName = (typeof EDITORIAL_IMAGE_NAMES)[number];
/** The id of an editorial image in `media_image`, e.g. `editorial-smart-factory`. */
export type EditorialImageId = `editorial-${EditorialImageName}`;

export const editorialImageId = (name: EditorialImageName): EditorialImageId => `editorial-${name}`;

/** Every source is drawn on a 560x360 view box; rasterized at three times that. */
export const EDITORIAL_IMAGE_SCALE = 3;
export const EDITORIAL_VIEW_BOX = { width: 560, height: 360 } as const;

export const EDITORIAL_IMAGES: Record<EditorialImageName, { svg: string; alternativeText: Localized }> = {
  crimping: {
    alternativeText: { en: 'Illustration: a crimped wire contact', de: 'Illustration: ein gecrimpter Drahtkontakt' },
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 560 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b2418"/><stop offset="1" stop-color="#7a4a2e"/></linearGradient></defs><rect width="560" height="360" fill="url(#g)"/><path d="M120 260c80-120 240-120 320 0M200 200h160v40H200z" fill="none" stroke="#f0b27a" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  },
  harness: {
    alternativeText: { en: 'Illustration: cables of a wiring harness', de: 'Illustration: Leitungen eines Kabelbaums' },
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 560 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b3a5e"/><stop offset="1" stop-color="#2f7fbf"/></linearGradient></defs><rect width="560" height="360" fill="url(#g)"/><path d="M60 180c120 60 240-60 360 0s180 60 120 90M60 240c140 40 260-40 420 20" fill="none" stroke="#9fd3ff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  },
  people: {
    alternativeText: { en: 'Illustration: two people', de: 'Illustration: zwei Menschen' },
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 560 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#222"/><stop offset="1" stop-color="#555"/></linearGradient></defs><rect width="560" height="360" fill="url(#g)"/><path d="M200 170a40 40 0 1 0 0.1 0M360 170a40 40 0 1 0 0.1 0M130 300c10-60 130-60 140 0M290 300c10-60 130-60 140 0" fill="none" stroke="#ffd166" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  },
  portrait: {
    alternativeText: { en: 'Portrait placeholder', de: 'Platzhalter für ein Porträt' },
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 560 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e9edf1"/><stop offset="1" stop-color="#cfd6de"/></linearGradient></defs><rect width="560" height="360" fill="url(#g)"/><path d="M280 150a60 60 0 1 0 0.1 0M170 360c20-110 200-110 220 0" fill="none" stroke="#8a98a8" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  },
  service: {
    alternativeText: { en: 'Illustration: a service wrench', de: 'Illustration: ein Serviceschlüssel' },
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 560 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d2733"/><stop offset="1" stop-color="#4b5d70"/></linearGradient></defs><rect width="560" height="360" fill="url(#g)"/><path d="M280 140l40 40-120 120-40-40zM330 130a50 50 0 1 1 60 60" fill="none" stroke="#ffb347" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  },
  'smart-factory': {
    alternativeText: { en: 'Illustration: a production hall', de: 'Illustration: eine Produktionshalle' },
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 560 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d2733"/><stop offset="1" stop-color="#34495e"/></linearGradient></defs><rect width="560" height="360" fill="url(#g)"/><path d="M80 300h120v-90h60v90h80v-150l80 60v-60l80 60v90h100" fill="none" stroke="#d4001a" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  },
  software: {
    alternativeText: { en: 'Illustration: a planning screen', de: 'Illustration: ein Planungsbildschirm' },
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 560 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2b1d3a"/><stop offset="1" stop-color="#5a3d7a"/></linearGradient></defs><rect width="560" height="360" fill="url(#g)"/><path d="M120 120h320v180H120zM150 150h120M150 190h200M150 230h160M150 270h90" fill="none" stroke="#c9a7ff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  },
  'trade-show': {
    alternativeText: { en: 'Illustration: trade show booths', de: 'Illustration: Messestände' },
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 560 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0c2f2a"/><stop offset="1" stop-color="#186b5e"/></linearGradient></defs><rect width="560" height="360" fill="url(#g)"/><path d="M100 300V160l100-60 100 60 100-60 100 60v140M180 300v-80h80v80M340 300v-80h80v80" fill="none" stroke="#7fe3cf" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  },
};
