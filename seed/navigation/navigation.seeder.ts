import { sql } from 'drizzle-orm';
import { navigationItem } from '../../modules/navigation/navigation.schema.js';
import { siteLanguages } from '../../modules/sites/index.js';
import type { Database } from '../../src/core/database/database.js';
import { SEED_SITES } from '../sites/sites.data.js';
import { drafts, mainItems, siteItems } from './menus.data.js';

/** Every site's menus in each language it serves, plus the drafts; one bulk upsert by (id, language, stage). */
export async function seedNavigation(db: Database): Promise<void> {
  const rows = SEED_SITES.flatMap((site) =>
    siteLanguages(site.id).flatMap((language) =>
      site.id === 'main' ? mainItems(language) : siteItems(site.id, language),
    ),
  ).concat(drafts());
  await db
    .insert(navigationItem)
    .values(rows)
    .onConflictDoUpdate({
      target: [navigationItem.id, navigationItem.language, navigationItem.stage],
      set: {
        title: sql`excluded.title`,
        url: sql`excluded.url`,
        pageId: sql`excluded.page_id`,
        parentId: sql`excluded.parent_id`,
        sortIndex: sql`excluded.sort_index`,
        countries: sql`excluded.countries`,
        hidden: sql`excluded.hidden`,
        hideSubItems: sql`excluded.hide_sub_items`,
        sections: sql`excluded.sections`,
        teaser: sql`excluded.teaser`,
      },
    });
}
