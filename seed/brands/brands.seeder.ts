import { sql } from 'drizzle-orm';
import { brand } from '../../modules/brands/brands.schema.js';
import type { Database } from '../../src/core/database/database.js';
import { SEED_BRANDS } from './brands.data.js';

/** The brands, upserted by id (an image set by an editor is kept). */
export async function seedBrands(db: Database): Promise<void> {
  await db
    .insert(brand)
    .values(SEED_BRANDS.map((b) => ({ ...b, image: null })))
    .onConflictDoUpdate({
      target: brand.id,
      set: { name: sql`excluded.name`, pimId: sql`excluded.pim_id`, theme: sql`excluded.theme` },
    });
}
