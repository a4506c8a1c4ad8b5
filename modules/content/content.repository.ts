import { Inject, Injectable } from '@nestjs/common';
import { type SQL, and, eq, inArray, ne, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import { site } from '../sites/sites.schema.js';
import { ERROR_PAGE_TYPE } from './content.contract.js';
import { type DocumentStage, type PageContentRow, type PageRow, page, pageContent } from './content.schema.js';

export type PageWithContent = { page: PageRow; content: PageContentRow };

/** A page version's address within its site (slugs hold no line break: route-segments.ts). */
export const pageAddress = (language: string, parentSlug: string, slug: string) =>
  `${language}\n${parentSlug}\n${slug}`;

/** A draft wins over the published version when both stages are asked for (an editor's preview). */
const DRAFT_FIRST = sql`case when ${pageContent.stage} = 'DRAFT' then 0 else 1 end`;

@Injectable()
export class ContentRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The page version matching `where`, the draft first when drafts are asked for. */
  private async firstVersion(where: SQL | undefined): Promise<PageWithContent | undefined> {
    const [row] = await this.db
      .select({ page, content: pageContent })
      .from(pageContent)
      .innerJoin(page, eq(page.id, pageContent.pageId))
      .where(where)
      .orderBy(DRAFT_FIRST)
      .limit(1);
    return row;
  }

  /** The page at a slug chain in one of `stages` (SPEC §4: the public asks for PUBLISHED only). */
  async findBySlug(
    siteId: string,
    language: string,
    parentSlug: string,
    slug: string,
    stages: readonly DocumentStage[],
  ): Promise<PageWithContent | undefined> {
    return this.firstVersion(
      and(
        eq(page.siteId, siteId),
        eq(pageContent.language, language),
        inArray(pageContent.stage, [...stages]),
        eq(pageContent.parentSlug, parentSlug),
        eq(pageContent.slug, slug),
      ),
    );
  }

  /**
   * The addresses of a site's published pages, as `pageAddress` spells them (ContentService's set of the pages
   * that exist); at most `limit`.
   */
  async listPublishedAddresses(siteId: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ language: pageContent.language, parentSlug: pageContent.parentSlug, slug: pageContent.slug })
      .from(pageContent)
      .innerJoin(page, eq(page.id, pageContent.pageId))
      .where(and(eq(page.siteId, siteId), eq(pageContent.stage, 'PUBLISHED')))
      .limit(limit);
    return rows.map((row) => pageAddress(row.language, row.parentSlug, row.slug));
  }

  /** One language version of a page by id in one of `stages`. */
  async findVersion(
    pageId: string,
    language: string,
    stages: readonly DocumentStage[],
  ): Promise<PageWithContent | undefined> {
    return this.firstVersion(
      and(eq(pageContent.pageId, pageId), eq(pageContent.language, language), inArray(pageContent.stage, [...stages])),
    );
  }

  /** How a page is protected and the hash of its password (SPEC §4 page protection); undefined when unknown. */
  async findProtection(pageId: string): Promise<Pick<PageRow, 'protection' | 'protectionPasswordHash'> | undefined> {
    const [row] = await this.db
      .select({ protection: page.protection, protectionPasswordHash: page.protectionPasswordHash })
      .from(page)
      .where(eq(page.id, pageId))
      .limit(1);
    return row;
  }

  /** Each language of a page with the stages it exists in. */
  async languageStages(pageId: string): Promise<{ language: string; stage: DocumentStage }[]> {
    return this.db
      .select({ language: pageContent.language, stage: pageContent.stage })
      .from(pageContent)
      .where(eq(pageContent.pageId, pageId));
  }

  /** Every language version of a page in any stage (an editor's ?direct). */
  async listVersions(pageId: string): Promise<PageWithContent[]> {
    return this.db
      .select({ page, content: pageContent })
      .from(pageContent)
      .innerJoin(page, eq(page.id, pageContent.pageId))
      .where(eq(pageContent.pageId, pageId));
  }

  /** Published language versions of a page (for language links and ?direct). */
  async listPublishedVersions(pageId: string): Promise<PageWithContent[]> {
    return this.db
      .select({ page, content: pageContent })
      .from(pageContent)
      .innerJoin(page, eq(page.id, pageContent.pageId))
      .where(and(eq(pageContent.pageId, pageId), eq(pageContent.stage, 'PUBLISHED')));
  }

  /**
   * Every published language version with its site's slug, for the search index (SPEC §4: drafts are never
   * searchable); optionally of one site or some pages. `db`: the indexer's transaction.
   */
  listPublishedForSearch(filter: { siteId?: string; pageIds?: readonly string[] }, db: Database = this.db) {
    return db
      .select({
        pageId: page.id,
        siteId: page.siteId,
        siteSlug: site.slug,
        language: pageContent.language,
        parentSlug: pageContent.parentSlug,
        slug: pageContent.slug,
        title: pageContent.title,
        description: pageContent.description,
        modules: pageContent.modules,
      })
      .from(pageContent)
      .innerJoin(page, eq(page.id, pageContent.pageId))
      .innerJoin(site, eq(site.id, page.siteId))
      .where(
        and(
          eq(pageContent.stage, 'PUBLISHED'),
          // Protected content never appears in search results.
          eq(page.protection, 'none'),
          // The error page's texts are no search result.
          ne(page.pageType, ERROR_PAGE_TYPE),
          filter.siteId ? eq(page.siteId, filter.siteId) : undefined,
          filter.pageIds ? inArray(page.id, [...filter.pageIds]) : undefined,
        ),
      );
  }

  async findContent(
    pageId: string,
    language: string,
    stage: 'DRAFT' | 'PUBLISHED',
  ): Promise<PageContentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(pageContent)
      .where(and(eq(pageContent.pageId, pageId), eq(pageContent.language, language), eq(pageContent.stage, stage)))
      .limit(1);
    return row;
  }

  /** Writes (or replaces) one language's DRAFT version of a page; `db`: the caller's transaction. */
  async upsertDraft(
    pageId: string,
    language: string,
    version: Pick<PageContentRow, 'parentSlug' | 'slug' | 'title' | 'description' | 'modules'> &
      Partial<Pick<PageContentRow, 'seoTitle'>>,
    db: Database = this.db,
  ): Promise<void> {
    await db
      .insert(pageContent)
      .values({ pageId, language, stage: 'DRAFT', ...version })
      .onConflictDoUpdate({
        target: [pageContent.pageId, pageContent.language, pageContent.stage],
        set: { ...version, updatedAt: new Date() },
      });
  }

  /**
   * The language's DRAFT becomes its PUBLISHED version (replacing one); false when there is no draft.
   * `alongside` runs in the same transaction (the page's search documents).
   */
  async publishDraft(pageId: string, language: string, alongside?: (tx: Database) => Promise<void>): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      // One publish of a page at a time: `alongside` rewrites the search documents of all its languages, and two
      // languages published at once would each write the other's old text.
      await tx.select({ id: page.id }).from(page).where(eq(page.id, pageId)).for('update');
      const where = (stage: DocumentStage) =>
        and(eq(pageContent.pageId, pageId), eq(pageContent.language, language), eq(pageContent.stage, stage));
      const [draft] = await tx.select().from(pageContent).where(where('DRAFT')).limit(1);
      if (!draft) return false;
      await tx.delete(pageContent).where(where('PUBLISHED'));
      await tx.update(pageContent).set({ stage: 'PUBLISHED', updatedAt: new Date() }).where(where('DRAFT'));
      await alongside?.(tx as unknown as Database);
      return true;
    });
  }

  async updateSlug(pageId: string, language: string, parentSlug: string, slug: string): Promise<void> {
    await this.db
      .update(pageContent)
      .set({ parentSlug, slug })
      .where(and(eq(pageContent.pageId, pageId), eq(pageContent.language, language)));
  }

  /** Whether another page of the site already uses this slug chain in this language. */
  async slugTaken(
    siteId: string,
    pageId: string,
    language: string,
    parentSlug: string,
    slug: string,
  ): Promise<boolean> {
    const rows = await this.db
      .select({ id: page.id })
      .from(pageContent)
      .innerJoin(page, eq(page.id, pageContent.pageId))
      .where(
        and(
          eq(page.siteId, siteId),
          ne(page.id, pageId),
          eq(pageContent.language, language),
          eq(pageContent.parentSlug, parentSlug),
          eq(pageContent.slug, slug),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }
}
