import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { page, pageContent } from '../../modules/content/content.schema.js';
import { siteLanguages } from '../../modules/sites/index.js';
import type { Database } from '../../src/core/database/database.js';
import { SEED_SITES } from '../sites/sites.data.js';
import { ABOUT_PAGES } from './about-pages.data.js';
import { brandHomeExtras, brandSitePages } from './brand-sites.data.js';
import { HOME_COPY, SITE_TAGLINES, homePageId } from './home-pages.data.js';
import {
  MAIN_HOME_COVER,
  MAIN_HOME_EXTRAS,
  MAIN_PAGE_DRAFTS,
  MAIN_PAGES,
  type SeedPage,
  sitePages,
} from './pages.data.js';
import { PRIVACY_PAGE } from './privacy-page.data.js';

type ContentValues = typeof pageContent.$inferInsert;

function contentRows(seed: SeedPage): ContentValues[] {
  return Object.entries(seed.copy).flatMap(([language, copy]) =>
    copy
      ? [
          {
            pageId: seed.id,
            language,
            stage: seed.stage ?? 'PUBLISHED',
            parentSlug: seed.parentSlug,
            slug: seed.slug,
            title: copy.title,
            description: copy.description,
            modules: copy.modules,
          },
        ]
      : [],
  );
}

/**
 * Every site's home page in each language it serves, plus a realistic set of pages per site (SPEC §2.7):
 * about, locations, terms, a smart-factory story (and contact on the sites other than the main one), in en and de
 * where the site serves them, and the main site's privacy page in all its languages; some content only in English or
 * only as a draft. Bulk upserts by natural key.
 */
export async function seedContent(db: Database): Promise<void> {
  // The brand sites' own about and contact pages replace the generic ones.
  const brandPages = brandSitePages();
  const otherSitePages = SEED_SITES.filter((s) => s.id !== 'main')
    .flatMap((s) => sitePages(s.id, s.name, siteLanguages(s.id)))
    .filter((p) => !brandPages.some((b) => b.id === p.id));
  const pages = [...MAIN_PAGES, PRIVACY_PAGE, ...otherSitePages, ...brandPages];
  // Protected pages' passwords are stored as argon2id hashes (SPEC §4 page protection).
  const passwordHashes = new Map(
    await Promise.all(pages.filter((p) => p.password).map(async (p) => [p.id, await hash(p.password!)] as const)),
  );
  await db
    .insert(page)
    .values([
      ...SEED_SITES.map((s) => ({ id: homePageId(s.id), siteId: s.id, pageType: 'Home', theme: s.theme })),
      ...pages.map((p) => ({
        id: p.id,
        siteId: p.siteId,
        pageType: p.pageType ?? 'Content',
        theme: p.theme ?? SEED_SITES.find((s) => s.id === p.siteId)?.theme ?? 'Default',
        headerTheme: p.headerTheme ?? null,
        headerHidden: p.headerHidden ?? false,
        footerTheme: p.footerTheme ?? null,
        injection: p.injection ?? null,
        protection: p.protection ?? 'none',
        protectionPasswordHash: passwordHashes.get(p.id) ?? null,
      })),
    ])
    .onConflictDoUpdate({
      target: page.id,
      set: {
        theme: sql`excluded.theme`,
        headerTheme: sql`excluded.header_theme`,
        headerHidden: sql`excluded.header_hidden`,
        footerTheme: sql`excluded.footer_theme`,
        pageType: sql`excluded.page_type`,
        injection: sql`excluded.injection`,
        protection: sql`excluded.protection`,
        // A re-seed keeps a page's password (and so its visitors' access cookies) unless it had none.
        protectionPasswordHash: sql`coalesce(${page.protectionPasswordHash}, excluded.protection_password_hash)`,
      },
    });

  const homes: ContentValues[] = SEED_SITES.flatMap((s) =>
    siteLanguages(s.id).map((lang) => {
      const copy = HOME_COPY[lang] ?? HOME_COPY.en!;
      const tagline = SITE_TAGLINES[s.id]?.[lang];
      const title = s.id === 'main' ? copy.title : s.name;
      const extras = s.id === 'main' ? (MAIN_HOME_EXTRAS[lang] ?? []) : brandHomeExtras(s.id, lang);
      return {
        pageId: homePageId(s.id),
        language: lang,
        stage: 'PUBLISHED' as const,
        parentSlug: 'home',
        slug: 'home',
        title,
        description: tagline ?? copy.lead,
        modules: [
          { type: 'hero', title, lead: tagline ?? copy.lead, ...(s.id === 'main' ? MAIN_HOME_COVER : {}) },
          ...extras,
        ],
      };
    }),
  );
  await db
    .insert(pageContent)
    .values([...homes, ...pages.flatMap(contentRows), ...MAIN_PAGE_DRAFTS.flatMap(contentRows)])
    .onConflictDoUpdate({
      target: [pageContent.pageId, pageContent.language, pageContent.stage],
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        modules: sql`excluded.modules`,
        parentSlug: sql`excluded.parent_slug`,
        slug: sql`excluded.slug`,
      },
    });
}

/** The /about pages, in English and German; idempotent. */
export async function seedAboutPages(db: Database): Promise<void> {
  await db
    .insert(page)
    .values(ABOUT_PAGES.map((p) => ({ id: p.id, siteId: 'main', pageType: 'Content', theme: 'Default' })))
    .onConflictDoNothing();
  await db
    .insert(pageContent)
    .values(
      ABOUT_PAGES.flatMap((p) =>
        (['en', 'de'] as const).map((language) => {
          const copy = p.copy[language];
          return {
            pageId: p.id,
            language,
            stage: 'PUBLISHED' as const,
            parentSlug: 'about',
            slug: p.slug,
            title: copy.title,
            description: copy.lead,
            modules: [
              { type: 'hero', title: copy.title, lead: copy.lead },
              { type: 'rich-text', anchor: null, html: copy.html },
            ],
          };
        }),
      ),
    )
    .onConflictDoUpdate({
      target: [pageContent.pageId, pageContent.language, pageContent.stage],
      set: { title: sql`excluded.title`, description: sql`excluded.description`, modules: sql`excluded.modules` },
    });
}
