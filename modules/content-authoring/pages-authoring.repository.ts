import { Inject, Injectable } from '@nestjs/common';
import { type SQL, and, asc, count, desc, eq, exists, gte, ilike, inArray, or, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import { type PageContentRow, type PageRow, page, pageContent } from '../content/content.schema.js';
import { type AuthoredKind, type ContentDocumentRow, contentDocument } from './content-authoring.schema.js';

const KIND: AuthoredKind = 'page';

export interface PageListFilter {
  siteId?: string;
  language?: string;
  stage?: 'draft' | 'published' | 'changed';
  q?: string;
  changedSince?: Date;
  offset: number;
  limit: number;
}

export interface StoredPage {
  page: PageRow;
  contents: PageContentRow[];
  document: ContentDocumentRow | undefined;
}

export type PageSettings = Partial<
  Pick<PageRow, 'theme' | 'headerTheme' | 'headerHidden' | 'footerTheme' | 'protection' | 'protectionPasswordHash'>
>;
export type LanguageVersion = Pick<
  PageContentRow,
  'parentSlug' | 'slug' | 'title' | 'seoTitle' | 'description' | 'modules'
>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Pages as editors write them: the page and content rows, and their editing state (content_document). */
@Injectable()
export class PagesAuthoringRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx as unknown as Database));
  }

  /** The ids of one page of the filtered list, newest change first, and how many pages match. */
  async list(filter: PageListFilter): Promise<{ ids: string[]; total: number }> {
    const contentWhere = (...extra: (SQL | undefined)[]) =>
      exists(
        this.db
          .select({ one: sql`1` })
          .from(pageContent)
          .where(and(eq(pageContent.pageId, page.id), ...extra)),
      );
    const lang = filter.language ? eq(pageContent.language, filter.language) : undefined;
    const draftOf = (stage: 'DRAFT' | 'PUBLISHED') => and(lang, eq(pageContent.stage, stage));
    const stage =
      filter.stage === 'published'
        ? contentWhere(draftOf('PUBLISHED'))
        : filter.stage === 'draft'
          ? and(contentWhere(draftOf('DRAFT')), sql`not ${contentWhere(draftOf('PUBLISHED'))}`)
          : filter.stage === 'changed'
            ? and(contentWhere(draftOf('DRAFT')), contentWhere(draftOf('PUBLISHED')))
            : lang
              ? contentWhere(lang)
              : undefined;
    const words = filter.q?.trim();
    const pattern = words ? `%${escapeLike(words)}%` : undefined;
    const where = and(
      filter.siteId ? eq(page.siteId, filter.siteId) : undefined,
      stage,
      pattern
        ? or(
            ilike(page.id, pattern),
            contentWhere(lang, or(ilike(pageContent.title, pattern), ilike(pageContent.slug, pattern))),
          )
        : undefined,
      filter.changedSince ? gte(page.updatedAt, filter.changedSince) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ id: page.id })
        .from(page)
        .where(where)
        .orderBy(desc(page.updatedAt), asc(page.id))
        .offset(filter.offset)
        .limit(filter.limit),
      this.db.select({ total: count() }).from(page).where(where),
    ]);
    return { ids: rows.map((r) => r.id), total: total?.total ?? 0 };
  }

  async findMany(ids: readonly string[], db: Database = this.db): Promise<StoredPage[]> {
    if (ids.length === 0) return [];
    const [pages, contents, documents] = await Promise.all([
      db
        .select()
        .from(page)
        .where(inArray(page.id, [...ids])),
      db
        .select()
        .from(pageContent)
        .where(inArray(pageContent.pageId, [...ids])),
      db
        .select()
        .from(contentDocument)
        .where(and(eq(contentDocument.kind, KIND), inArray(contentDocument.documentId, [...ids]))),
    ]);
    const byId = new Map(pages.map((p) => [p.id, p]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [
        {
          page: row,
          contents: contents.filter((c) => c.pageId === id),
          document: documents.find((d) => d.documentId === id),
        },
      ];
    });
  }

  async find(id: string, db: Database = this.db): Promise<StoredPage | undefined> {
    return (await this.findMany([id], db))[0];
  }

  /** Locks the page row for the rest of the transaction (one write of a page at a time). */
  async lock(tx: Database, id: string): Promise<boolean> {
    const rows = await tx.select({ id: page.id }).from(page).where(eq(page.id, id)).for('update');
    return rows.length > 0;
  }

  async exists(id: string): Promise<boolean> {
    const rows = await this.db.select({ id: page.id }).from(page).where(eq(page.id, id)).limit(1);
    return rows.length > 0;
  }

  async insertPage(
    tx: Database,
    row: Pick<PageRow, 'id' | 'siteId' | 'translationSourceLanguage'> & PageSettings,
  ): Promise<void> {
    await tx.insert(page).values(row);
  }

  async updateSettings(tx: Database, id: string, settings: PageSettings): Promise<void> {
    // updatedAt moves on every write, settings or not: the list sorts and filters by it.
    await tx
      .update(page)
      .set({ ...settings, updatedAt: new Date() })
      .where(eq(page.id, id));
  }

  async upsertDraft(tx: Database, pageId: string, language: string, version: LanguageVersion): Promise<void> {
    await tx
      .insert(pageContent)
      .values({ pageId, language, stage: 'DRAFT', ...version })
      .onConflictDoUpdate({
        target: [pageContent.pageId, pageContent.language, pageContent.stage],
        set: { ...version, updatedAt: new Date() },
      });
  }

  async deleteDrafts(tx: Database, pageId: string): Promise<void> {
    await tx.delete(pageContent).where(and(eq(pageContent.pageId, pageId), eq(pageContent.stage, 'DRAFT')));
  }

  /**
   * Takes languages offline: each published version goes, and becomes the draft where the language has none (so
   * no text is lost).
   */
  async unpublish(tx: Database, pageId: string, languages: readonly string[]): Promise<void> {
    for (const language of languages) {
      const where = (stage: 'DRAFT' | 'PUBLISHED') =>
        and(eq(pageContent.pageId, pageId), eq(pageContent.language, language), eq(pageContent.stage, stage));
      const [draft] = await tx.select({ slug: pageContent.slug }).from(pageContent).where(where('DRAFT')).limit(1);
      if (draft) await tx.delete(pageContent).where(where('PUBLISHED'));
      else await tx.update(pageContent).set({ stage: 'DRAFT', updatedAt: new Date() }).where(where('PUBLISHED'));
    }
  }

  async deletePage(tx: Database, id: string): Promise<void> {
    await tx.delete(page).where(eq(page.id, id));
  }

  /** Whether another page of the site uses this address in this language (in any stage). */
  async slugTaken(siteId: string, pageId: string, language: string, parentSlug: string, slug: string) {
    const rows = await this.db
      .select({ id: page.id })
      .from(pageContent)
      .innerJoin(page, eq(page.id, pageContent.pageId))
      .where(
        and(
          eq(page.siteId, siteId),
          sql`${page.id} <> ${pageId}`,
          eq(pageContent.language, language),
          eq(pageContent.parentSlug, parentSlug),
          eq(pageContent.slug, slug),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }
}
