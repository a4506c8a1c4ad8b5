import type { Database } from '../../src/core/database/database.js';
import { DATA_CACHE } from '../../src/core/cache/caches.js';
import { CacheTags } from '../../src/core/cache/cache-tags.js';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import type { TestApp } from '../support/test-app.js';
import { page, pageContent } from '../../modules/content/content.schema.js';
import type { ContentModule, DocumentStage, PageInjection } from '../../modules/content/content.schema.js';

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

export interface PageOverrides {
  id?: string;
  siteId?: string;
  theme?: string;
  language?: string;
  stage?: DocumentStage;
  parentSlug?: string;
  slug?: string;
  title?: string;
  modules?: ContentModule[];
  injection?: PageInjection | null;
}

let counter = 0;

/** A page with one language version, stored directly (the test owns it); returns what it stored. */
export async function createPage(db: Database, overrides: PageOverrides = {}) {
  counter += 1;
  const values = {
    id: `test-page-${counter}-${Date.now()}`,
    siteId: 'main',
    theme: 'Default',
    language: 'en',
    stage: 'PUBLISHED' as DocumentStage,
    parentSlug: 'home',
    slug: `test-page-${counter}-${Date.now()}`,
    title: `Test page ${counter}`,
    modules: [{ type: 'hero', title: `Test page ${counter}`, lead: '' }] as ContentModule[],
    injection: null as PageInjection | null,
    ...overrides,
  };
  await db
    .insert(page)
    .values({ id: values.id, siteId: values.siteId, theme: values.theme, injection: values.injection })
    .onConflictDoNothing();
  await db.insert(pageContent).values({
    pageId: values.id,
    language: values.language,
    stage: values.stage,
    parentSlug: values.parentSlug,
    slug: values.slug,
    title: values.title,
    modules: values.modules,
  });
  return values;
}

/**
 * `createPage` on a running app, then told to it as a publication is: the app keeps each site's published addresses
 * in its data cache (a 404 asks no query), so a page written behind its back stays unknown until that list is
 * forgotten.
 */
export async function publishPage(app: TestApp, overrides: PageOverrides = {}) {
  const values = await createPage(app.database.handle.db, overrides);
  await app.app.get<symbol, SwrCache>(DATA_CACHE).invalidateTags([CacheTags.listing('page')]);
  return values;
}
