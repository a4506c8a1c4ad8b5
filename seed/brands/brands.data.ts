import type { BrandRow } from '../../modules/brands/index.js';

/** The group and its six brands (SPEC §9 brand themes), each with the colour of its logo. */
export const SEED_BRANDS: (Pick<BrandRow, 'id' | 'name' | 'pimId' | 'theme'> & { colour: string })[] = [
  { id: 'kudex', name: 'Kudex', pimId: 'PIM-KDX', theme: 'Kudex', colour: '#d4001a' },
  { id: 'schleuniger', name: 'Schleuniger', pimId: 'PIM-SCH', theme: 'Schleuniger', colour: '#c8102e' },
  { id: 'adaptronic', name: 'Adaptronic', pimId: 'PIM-ADA', theme: 'Adaptronic', colour: '#0079ad' },
  { id: 'cirris', name: 'Cirris', pimId: 'PIM-CIR', theme: 'Cirris', colour: '#b36b00' },
  { id: 'diit', name: 'DiIT', pimId: 'PIM-DII', theme: 'Diit', colour: '#6a2c91' },
  { id: 'hosver', name: 'Hosver', pimId: 'PIM-HOS', theme: 'Hosver', colour: '#2e8b57' },
  { id: 'wustec', name: 'Wustec', pimId: 'PIM-WUS', theme: 'Wustec', colour: '#e2001a' },
];

/** SPEC §9 marketing logo box (304x52): the brand logos' size. */
export const BRAND_LOGO_SIZE = { width: 304, height: 52 } as const;

/** The id of a brand's logo in `media_image` (served by the image endpoint, like every stored image). */
export const brandLogoImageId = (brandId: string) => `brand-logo-${brandId}`;

/** A word mark: a bar in the brand's colour and its name (generated artwork; no logo is fetched). */
export function brandLogoSvg(name: string, colour: string): string {
  const { width, height } = BRAND_LOGO_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect x="0" y="8" width="12" height="36" fill="${colour}"/>
  <text x="24" y="37" font-family="Arial, Helvetica, sans-serif" font-size="30" font-weight="700" letter-spacing="2" fill="${colour}">${name.toUpperCase()}</text>
</svg>`;
}
