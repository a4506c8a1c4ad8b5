import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { mediaImage } from '../../modules/files/files.schema.js';
import type { Database } from '../../src/core/database/database.js';
import { upsertRows } from '../../src/core/database/upsert.js';
import {
  EDITORIAL_IMAGES,
  EDITORIAL_IMAGE_NAMES,
  EDITORIAL_IMAGE_SCALE,
  EDITORIAL_VIEW_BOX,
  editorialImageId,
} from './editorial-images.data.js';

const WIDTH = EDITORIAL_VIEW_BOX.width * EDITORIAL_IMAGE_SCALE;
const HEIGHT = EDITORIAL_VIEW_BOX.height * EDITORIAL_IMAGE_SCALE;

/** A PNG original of an SVG source at three times its view box (sharp renders at 72 dpi per unit). */
function rasterize(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 * EDITORIAL_IMAGE_SCALE })
    .resize(WIDTH, HEIGHT, { fit: 'cover' })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The editorial images as stored originals (one bulk upsert by id); stories, news and pages point at them. */
export async function seedEditorialImages(db: Database): Promise<void> {
  const rows = await Promise.all(
    EDITORIAL_IMAGE_NAMES.map(async (name) => ({
      id: editorialImageId(name),
      fileName: `${name}.png`,
      mimeType: 'image/png' as const,
      width: WIDTH,
      height: HEIGHT,
      alternativeText: EDITORIAL_IMAGES[name].alternativeText,
      content: await rasterize(EDITORIAL_IMAGES[name].svg),
    })),
  );
  await upsertRows(db, mediaImage, rows, mediaImage.id);
}

/** True when a database seeded before the editorial images existed lacks them (seedMissingModules). */
export async function isEditorialImagesEmpty(db: Database): Promise<boolean> {
  const ids = EDITORIAL_IMAGE_NAMES.map(editorialImageId);
  const rows = await db.select({ id: mediaImage.id }).from(mediaImage).where(inArray(mediaImage.id, ids));
  return rows.length < ids.length;
}
