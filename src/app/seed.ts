import { sql } from 'drizzle-orm';
import { seedBrands } from '../../modules/brands/index.js';
import { seedAboutPages, seedContent } from '../../modules/content/index.js';
import { seedFormPages } from '../../modules/forms/index.js';
import { seedLocales } from '../../modules/locales/index.js';
import { seedMediaReleases } from '../../modules/media-releases/index.js';
import { seedNewsFeed } from '../../modules/news-feed/index.js';
import { seedStories } from '../../modules/stories/index.js';
import { seedNavigation } from '../../modules/navigation/index.js';
import { seedCatalogue } from '../../modules/products/index.js';
import { seedRedirects } from '../../modules/redirects/index.js';
import { resetSearchIndex } from '../../modules/search-index/index.js';
import { seedSites } from '../../modules/sites/index.js';
import type { Database } from '../core/database/database.js';

/** Loads the demo content; every seeder upserts by natural key, so running it again adds no duplicates. */
export interface SeedOptions {
  /** The wustec site's own host (config WUSTEC_HOST). */
  wustecHost?: string;
}

export async function seedDemoContent(db: Database, options: SeedOptions = {}): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await seedLocales(t);
    await seedSites(t, options);
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
  });
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const result = await db.execute<{ count: number }>(sql`select count(*)::int as count from site`);
  const rows = (result as unknown as { rows?: { count: number }[] }).rows ?? (result as unknown as { count: number }[]);
  return Number(rows[0]?.count ?? 0) === 0;
}
