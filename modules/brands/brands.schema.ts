import type { BrandImageDto } from '../products/products.dto.js';
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../src/core/database/columns.js';
import { THEMES, type Theme } from './themes.contract.js';

export { THEMES, type Theme };

/** SPEC §3 Brand. */
export const brand = pgTable('brand', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  pimId: text('pim_id').notNull().unique(),
  theme: text('theme', { enum: THEMES }).notNull().default('Default'),
  image: jsonb('image').$type<BrandImageDto | null>(),
  ...timestamps,
});

export type BrandRow = typeof brand.$inferSelect;
