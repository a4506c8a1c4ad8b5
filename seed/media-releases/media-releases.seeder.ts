import { sql } from 'drizzle-orm';
import type { DocumentStage } from '../../modules/content/content.schema.js';
import { event, mediaRelease } from '../../modules/media-releases/media-releases.schema.js';
import type { Database } from '../../src/core/database/database.js';
import { DRAFT_RELEASES, EVENTS, MEDIA_RELEASES, type SeedRelease } from './media-releases.data.js';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

function rows(seed: SeedRelease, stage: DocumentStage) {
  return (['en', 'de'] as const).flatMap((language) => {
    const copy = seed[language];
    if (!copy) return [];
    return [
      {
        id: seed.id,
        language,
        stage,
        slug: seed.slug,
        publicationDate: seed.date,
        title: copy.title,
        leadText: copy.lead,
        adhoc: seed.adhoc,
        modules: [{ type: 'rich-text', html: copy.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') }],
      },
    ];
  });
}

/** Media releases and events, each one bulk upsert by natural key. */
export async function seedMediaReleases(db: Database, now = Date.now()): Promise<void> {
  await db
    .insert(mediaRelease)
    .values([
      ...MEDIA_RELEASES.flatMap((r) => rows(r, 'PUBLISHED')),
      ...DRAFT_RELEASES.flatMap((r) => rows(r, 'DRAFT')),
    ])
    .onConflictDoUpdate({
      target: [mediaRelease.id, mediaRelease.language, mediaRelease.stage],
      set: {
        slug: sql`excluded.slug`,
        title: sql`excluded.title`,
        leadText: sql`excluded.lead_text`,
        publicationDate: sql`excluded.publication_date`,
        adhoc: sql`excluded.adhoc`,
        modules: sql`excluded.modules`,
      },
    });
  await db
    .insert(event)
    .values(
      EVENTS.flatMap((e) => {
        const startDate = isoDay(now + e.offsetDays * DAY_MS);
        const endDate = isoDay(now + (e.offsetDays + e.days - 1) * DAY_MS);
        const copies: [string, readonly [string, string]][] = [['en', e.en]];
        if ('de' in e) copies.push(['de', e.de]);
        return copies.map(([language, [title, location]]) => ({
          id: e.id,
          language,
          title,
          location,
          link: e.link,
          startDate,
          endDate,
        }));
      }),
    )
    .onConflictDoUpdate({
      target: [event.id, event.language],
      set: {
        title: sql`excluded.title`,
        location: sql`excluded.location`,
        startDate: sql`excluded.start_date`,
        endDate: sql`excluded.end_date`,
      },
    });
}
