import { sql } from 'drizzle-orm';
import { brand } from '../../modules/brands/brands.schema.js';
import { mediaImage } from '../../modules/files/files.schema.js';
import type { Database } from '../../src/core/database/database.js';
import { upsertRows } from '../../src/core/database/upsert.js';
import { BRAND_LOGO_SIZE, SEED_BRANDS, brandLogoImageId, brandLogoSvg } from './brands.data.js';

/**
 * The brands, upserted by id, with their logos (SPEC §3 Brand image) stored as images and linked through the image
 * endpoint. An image an editor set is kept; a brand without one gets its logo.
 */
export async function seedBrands(db: Database): Promise<void> {
  await upsertRows(
    db,
    mediaImage,
    SEED_BRANDS.map((b) => ({
      id: brandLogoImageId(b.id),
      fileName: `${b.id}-logo.svg`,
      mimeType: 'image/svg+xml' as const,
      ...BRAND_LOGO_SIZE,
      alternativeText: { en: `${b.name} logo`, de: `Logo von ${b.name}` },
      content: Buffer.from(brandLogoSvg(b.name, b.colour)),
    })),
    mediaImage.id,
  );
  await db
    .insert(brand)
    .values(
      SEED_BRANDS.map(({ colour: _colour, ...b }) => ({
        ...b,
        image: { url: `/api/images/${brandLogoImageId(b.id)}`, alternativeText: b.name, ...BRAND_LOGO_SIZE },
      })),
    )
    .onConflictDoUpdate({
      target: brand.id,
      set: {
        name: sql`excluded.name`,
        pimId: sql`excluded.pim_id`,
        theme: sql`excluded.theme`,
        image: sql`coalesce(${brand.image}, excluded.image)`,
      },
    });
}
