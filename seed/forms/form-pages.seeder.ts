import { sql } from 'drizzle-orm';
import { page, pageContent } from '../../modules/content/content.schema.js';
import type { Database } from '../../src/core/database/database.js';
import { FORM_PAGES } from './form-pages.data.js';

/** Upserts the form pages by natural key (page id; page, language and stage). */
export async function seedFormPages(db: Database): Promise<void> {
  await db
    .insert(page)
    .values(FORM_PAGES.map((p) => ({ id: p.id, siteId: p.siteId ?? 'main', pageType: 'Content', theme: 'Default' })))
    .onConflictDoNothing();
  await db
    .insert(pageContent)
    .values(
      FORM_PAGES.flatMap((p) =>
        Object.entries(p.copy).map(([language, copy]) => ({
          pageId: p.id,
          language,
          stage: 'PUBLISHED' as const,
          parentSlug: 'home',
          slug: p.slug,
          title: copy.title,
          description: copy.lead,
          modules: [{ ...p.module, title: copy.title, lead: copy.lead }],
        })),
      ),
    )
    .onConflictDoUpdate({
      target: [pageContent.pageId, pageContent.language, pageContent.stage],
      set: { title: sql`excluded.title`, description: sql`excluded.description`, modules: sql`excluded.modules` },
    });
}
