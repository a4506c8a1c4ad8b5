import { sql } from 'drizzle-orm';
import { newsFeedItem } from '../../modules/news-feed/news-feed.schema.js';
import type { Database } from '../../src/core/database/database.js';
import { NEWS_ITEMS } from './news-feed.data.js';

/** Demo news feed: one bulk upsert by (id, language). */
export async function seedNewsFeed(db: Database): Promise<void> {
  const rows = NEWS_ITEMS.flatMap((item) =>
    (['en', 'de'] as const).flatMap((language) => {
      const copy = item[language];
      if (!copy) return [];
      return [
        {
          id: item.id,
          language,
          title: copy.title,
          text: copy.text,
          publicationDate: new Date(item.publishedAt),
          imageId: item.image ?? null,
          imageAlt: copy.imageAlt ?? '',
          link: item.link,
        },
      ];
    }),
  );
  await db
    .insert(newsFeedItem)
    .values(rows)
    .onConflictDoUpdate({
      target: [newsFeedItem.id, newsFeedItem.language, newsFeedItem.stage],
      set: {
        title: sql`excluded.title`,
        text: sql`excluded.text`,
        publicationDate: sql`excluded.publication_date`,
        imageId: sql`excluded.image_id`,
        imageAlt: sql`excluded.image_alt`,
        link: sql`excluded.link`,
      },
    });
}
