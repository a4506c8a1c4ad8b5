import { sql } from 'drizzle-orm';
import type { Database } from '../../src/database/database.js';
import { siteLanguages } from '../sites/site-languages.js';
import { SEED_SITES } from '../sites/sites.seed-data.js';
import { page, pageContent } from './content.schema.js';
import { HOME_COPY, SITE_TAGLINES } from './home-pages.seed-data.js';

export const homePageId = (siteId: string) => `home-${siteId}`;

/** Content pages of the main site (the content issue adds many more). */
const MAIN_PAGES = [
  {
    id: 'about-main',
    parentSlug: 'home',
    slug: 'about',
    copy: {
      en: { title: 'About us', lead: 'Six brands, one group: wire processing solutions from 18 locations worldwide.' },
      de: {
        title: 'Über uns',
        lead: 'Sechs Marken, eine Gruppe: Lösungen für die Kabelverarbeitung von 18 Standorten weltweit.',
      },
    },
  },
  {
    id: 'careers-main',
    parentSlug: 'about',
    slug: 'careers',
    copy: {
      en: { title: 'Careers', lead: 'Build the machines that build the world’s wiring harnesses.' },
      de: { title: 'Karriere', lead: 'Bauen Sie die Maschinen, die die Kabelbäume der Welt fertigen.' },
    },
  },
];

/** One published home page per site and language it serves. */
export async function seedContent(db: Database): Promise<void> {
  await db
    .insert(page)
    .values(SEED_SITES.map((s) => ({ id: homePageId(s.id), siteId: s.id, pageType: 'Home', theme: s.theme })))
    .onConflictDoNothing();
  const contents = SEED_SITES.flatMap((s) =>
    siteLanguages(s.id).map((lang) => {
      const copy = HOME_COPY[lang] ?? HOME_COPY.en!;
      const tagline = SITE_TAGLINES[s.id]?.[lang];
      return {
        pageId: homePageId(s.id),
        language: lang,
        stage: 'PUBLISHED' as const,
        parentSlug: 'home',
        slug: 'home',
        title: s.id === 'main' ? copy.title : s.name,
        description: tagline ?? copy.lead,
        modules: [{ type: 'hero', title: s.id === 'main' ? copy.title : s.name, lead: tagline ?? copy.lead }],
      };
    }),
  );
  await db
    .insert(page)
    .values(MAIN_PAGES.map((p) => ({ id: p.id, siteId: 'main', pageType: 'Content', theme: 'Default' })))
    .onConflictDoNothing();
  for (const p of MAIN_PAGES) {
    for (const [language, copy] of Object.entries(p.copy)) {
      contents.push({
        pageId: p.id,
        language,
        stage: 'PUBLISHED',
        parentSlug: p.parentSlug,
        slug: p.slug,
        title: copy.title,
        description: copy.lead,
        modules: [{ type: 'hero', title: copy.title, lead: copy.lead }],
      });
    }
  }
  await db
    .insert(pageContent)
    .values(contents)
    .onConflictDoUpdate({
      target: [pageContent.pageId, pageContent.language, pageContent.stage],
      set: { title: sql`excluded.title`, description: sql`excluded.description`, modules: sql`excluded.modules` },
    });
}
