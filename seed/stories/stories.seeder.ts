import { sql } from 'drizzle-orm';
import type { DocumentStage } from '../../modules/content/content.schema.js';
import { story, storyCategory, storyContact, storyProduct } from '../../modules/stories/stories.schema.js';
import type { Database } from '../../src/core/database/database.js';
import { type EditorialImageId, editorialImageId } from '../files/editorial-images.data.js';
import {
  DRAFT_STORIES,
  type SeedStory,
  STORIES,
  STORY_CATEGORIES,
  STORY_CONTACTS,
  type StoryCopy,
} from './stories.data.js';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function bodyModules(copy: StoryCopy, image: EditorialImageId) {
  return [
    {
      type: 'rich-text',
      html: copy.body.map(([heading, text]) => `<h2>${escapeHtml(heading)}</h2><p>${escapeHtml(text)}</p>`).join(''),
    },
    { type: 'image', image: { id: image, alt: '' }, size: 'Inline', caption: copy.title },
  ];
}

function rows(seed: SeedStory, stage: DocumentStage, titleSuffix = '') {
  return (['en', 'de'] as const).flatMap((language) => {
    const copy = seed[language];
    if (!copy) return [];
    return [
      {
        id: seed.id,
        language,
        stage,
        slug: seed.slug,
        categorySlug: seed.category,
        publicationDate: seed.date,
        title: copy.title + titleSuffix,
        leadText: copy.lead,
        teaserImageId: seed.image,
        teaserImageAlt: '',
        modules: bodyModules(copy, seed.image),
        contactIds: seed.contacts,
      },
    ];
  });
}

/** Categories, contacts and stories, each one bulk upsert by natural key. */
export async function seedStories(db: Database): Promise<void> {
  await db
    .insert(storyCategory)
    .values(
      STORY_CATEGORIES.flatMap((c) =>
        Object.entries(c.names).map(([language, name]) => ({
          slug: c.slug,
          language,
          name,
          sortIndex: c.sortIndex,
        })),
      ),
    )
    .onConflictDoUpdate({
      target: [storyCategory.slug, storyCategory.language],
      set: { name: sql`excluded.name`, sortIndex: sql`excluded.sort_index` },
    });
  await db
    .insert(storyContact)
    .values(STORY_CONTACTS.map((c) => ({ ...c, imageId: editorialImageId('portrait'), imageAlt: '' })))
    .onConflictDoUpdate({
      target: storyContact.id,
      set: {
        name: sql`excluded.name`,
        position: sql`excluded.position`,
        email: sql`excluded.email`,
        imageId: sql`excluded.image_id`,
      },
    });
  const values = [
    ...STORIES.flatMap((s) => rows(s, 'PUBLISHED')),
    ...DRAFT_STORIES.flatMap((s) => rows(s, 'DRAFT')),
    // A draft change of the newest story: editors see the new title, the public the published one.
    ...rows({ ...STORIES[0]!, de: undefined }, 'DRAFT', ' (revised draft)'),
  ];
  await db
    .insert(story)
    .values(values)
    .onConflictDoUpdate({
      target: [story.id, story.language, story.stage],
      set: {
        slug: sql`excluded.slug`,
        title: sql`excluded.title`,
        leadText: sql`excluded.lead_text`,
        teaserImageId: sql`excluded.teaser_image_id`,
        publicationDate: sql`excluded.publication_date`,
        modules: sql`excluded.modules`,
        contactIds: sql`excluded.contact_ids`,
      },
    });
  const relations = [...STORIES, ...DRAFT_STORIES].flatMap((s) =>
    (s.products ?? []).map((productSlug) => ({ storyId: s.id, productSlug })),
  );
  await db.insert(storyProduct).values(relations).onConflictDoNothing();
}
