import type { BrandRow } from '../../modules/brands/index.js';

/** The group and its six brands (SPEC §9 brand themes). */
export const SEED_BRANDS: Pick<BrandRow, 'id' | 'name' | 'pimId' | 'theme'>[] = [
  { id: 'kudex', name: 'Kudex', pimId: 'PIM-KDX', theme: 'Kudex' },
  { id: 'schleuniger', name: 'Schleuniger', pimId: 'PIM-SCH', theme: 'Schleuniger' },
  { id: 'adaptronic', name: 'Adaptronic', pimId: 'PIM-ADA', theme: 'Adaptronic' },
  { id: 'cirris', name: 'Cirris', pimId: 'PIM-CIR', theme: 'Cirris' },
  { id: 'diit', name: 'DiIT', pimId: 'PIM-DII', theme: 'Diit' },
  { id: 'hosver', name: 'Hosver', pimId: 'PIM-HOS', theme: 'Hosver' },
  { id: 'wustec', name: 'Wustec', pimId: 'PIM-WUS', theme: 'Wustec' },
];
