import type { Database } from '../../src/database/database.js';
import { page, pageContent } from '../../modules/content/content.schema.js';

export interface TestPage {
  id: string;
  siteId?: string;
  language?: string;
  stage?: 'DRAFT' | 'PUBLISHED';
  parentSlug?: string;
  slug?: string;
  title: string;
  description?: string;
  /** Rich text of the page body. */
  html?: string;
}

/** Stores a CMS page (one language version) straight in the database, as an editor's save would. */
export async function insertPage(db: Database, overrides: TestPage): Promise<TestPage> {
  const data = {
    siteId: 'main',
    language: 'en',
    stage: 'PUBLISHED' as const,
    parentSlug: 'about',
    slug: overrides.id,
    description: '',
    html: '',
    ...overrides,
  };
  await db.insert(page).values({ id: data.id, siteId: data.siteId }).onConflictDoNothing();
  await db.insert(pageContent).values({
    pageId: data.id,
    language: data.language,
    stage: data.stage,
    parentSlug: data.parentSlug,
    slug: data.slug,
    title: data.title,
    description: data.description,
    modules: [
      { type: 'hero', title: data.title, lead: data.description },
      { type: 'rich-text', anchor: null, html: data.html },
    ],
  });
  return data;
}
