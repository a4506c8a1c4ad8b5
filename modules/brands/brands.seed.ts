import { sql } from 'drizzle-orm';
import type { Database } from '../../src/core/database/database.js';
import { type Theme, brand } from './brands.schema.js';

/** The group and its six brands (SPEC §9 brand themes). */
export const SEED_BRANDS: { id: string; name: string; pimId: string; theme: Theme }[] = [
  { id: 'kudex', name: 'Kudex', pimId: 'PIM-KDX', theme: 'Kudex' },
  { id: 'schleuniger', name: 'Schleuniger', pimId: 'PIM-SCH', theme: 'Schleuniger' },
  { id: 'adaptronic', name: 'Adaptronic', pimId: 'PIM-ADA', theme: 'Adaptronic' },
  { id: 'cirris', name: 'Cirris', pimId: 'PIM-CIR', theme: 'Cirris' },
  { id: 'diit', name: 'DiIT', pimId: 'PIM-DII', theme: 'Diit' },
  { id: 'hosver', name: 'Hosver', pimId: 'PIM-HOS', theme: 'Hosver' },
  { id: 'wustec', name: 'Wustec', pimId: 'PIM-WUS', theme: 'Wustec' },
];

export async function seedBrands(db: Database): Promise<void> {
  await db
    .insert(brand)
    .values(SEED_BRANDS.map((b) => ({ ...b, image: null })))
    .onConflictDoUpdate({
      target: brand.id,
      set: { name: sql`excluded.name`, pimId: sql`excluded.pim_id`, theme: sql`excluded.theme` },
    });
}
