import { sql } from 'drizzle-orm';
import { seedBrands } from '../../seed/brands/brands.seeder.js';
import { seedAboutPages, seedContent } from '../../seed/content/content.seeder.js';
import { isFeatureFlagsEmpty, seedFeatureFlags } from '../../seed/feature-flags/feature-flags.seeder.js';
import { isEditorialImagesEmpty, seedEditorialImages } from '../../seed/files/editorial-images.seeder.js';
import { seedFormPages } from '../../seed/forms/form-pages.seeder.js';
import {
  isIdentityEmpty,
  isServiceDeskEmpty,
  seedIdentity,
  seedServiceDeskAgents,
} from '../../seed/identity/identity.seeder.js';
import { isInventoryEmpty, seedInventory } from '../../seed/inventory/inventory.seeder.js';
import { seedLocales } from '../../seed/locales/locales.seeder.js';
import { seedMediaReleases } from '../../seed/media-releases/media-releases.seeder.js';
import { seedNavigation } from '../../seed/navigation/navigation.seeder.js';
import { seedNewsFeed } from '../../seed/news-feed/news-feed.seeder.js';
import {
  isProductInformationEmpty,
  seedProductInformation,
} from '../../seed/product-information/product-information.seeder.js';
import { seedCatalogue } from '../../seed/products/products.seeder.js';
import { seedRedirects } from '../../seed/redirects/redirects.seeder.js';
import { resetSearchIndex } from '../../seed/search-index/search-index.seeder.js';
import { seedSites } from '../../seed/sites/sites.seeder.js';
import { seedStories } from '../../seed/stories/stories.seeder.js';
import { isTicketsEmpty, seedTickets } from '../../seed/tickets/tickets.seeder.js';
import { isUserAdminEmpty, seedUserAdmin } from '../../seed/user-admin/user-admin.seeder.js';
import type { Database } from '../core/database/database.js';

/** Loads the demo content; every seeder upserts by natural key, so running it again adds no duplicates. */
export interface SeedOptions {
  /** The wustec site's own host (config WUSTEC_HOST). */
  wustecHost?: string;
}

/**
 * The only door to seed/ (a lint rule): the per-feature seeders of the demo content, in foreign-key order, in one
 * transaction. No runtime code imports seed data.
 */
export async function seedDemoContent(db: Database, options: SeedOptions = {}): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await seedLocales(t);
    await seedSites(t, options);
    await seedEditorialImages(t);
    await seedContent(t);
    await seedAboutPages(t);
    await seedFormPages(t);
    await seedRedirects(t);
    await seedNavigation(t);
    await seedStories(t);
    await seedMediaReleases(t);
    await seedNewsFeed(t);
    await seedBrands(t);
    await seedCatalogue(t);
    await resetSearchIndex(t);
    await seedIdentity(t);
    await seedTickets(t);
    await seedProductInformation(t);
    await seedUserAdmin(t);
    await seedInventory(t);
    await seedFeatureFlags(t);
  });
}

/**
 * At start on a database that already holds content: seeds the modules added since it was seeded (each seeder
 * adds only what is missing), without re-running the heavy content seeders. Cheap when nothing is missing.
 */
export async function seedMissingModules(db: Database): Promise<string[]> {
  const seeded: string[] = [];
  // Only where the content was seeded before: a database without sites has no pages to point at the images.
  if ((await isEditorialImagesEmpty(db)) && !(await isDatabaseEmpty(db))) {
    // Editorial images became stored images; pages, stories and news now name them by id.
    await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      await seedEditorialImages(t);
      await seedContent(t);
      await seedStories(t);
      await seedNewsFeed(t);
    });
    seeded.push('editorial-images');
  }
  if (await isIdentityEmpty(db)) {
    await seedIdentity(db);
    seeded.push('identity');
  }
  if (await isTicketsEmpty(db)) {
    await seedTickets(db);
    seeded.push('tickets');
  }
  if (await isProductInformationEmpty(db)) {
    await seedProductInformation(db);
    seeded.push('product-information');
  }
  if (await isUserAdminEmpty(db)) {
    await seedUserAdmin(db);
    seeded.push('user-admin');
  }
  if (await isInventoryEmpty(db)) {
    // The machines, and the demo account added with them (seedIdentity adds only missing accounts).
    await seedIdentity(db);
    await seedInventory(db);
    seeded.push('inventory');
  }
  if (await isServiceDeskEmpty(db)) {
    await seedServiceDeskAgents(db);
    seeded.push('service-desk');
  }
  if (await isFeatureFlagsEmpty(db)) {
    await seedFeatureFlags(db);
    seeded.push('feature-flags');
  }
  return seeded;
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const result = await db.execute<{ count: number }>(sql`select count(*)::int as count from site`);
  const rows = (result as unknown as { rows?: { count: number }[] }).rows ?? (result as unknown as { count: number }[]);
  return Number(rows[0]?.count ?? 0) === 0;
}
