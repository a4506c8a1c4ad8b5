import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import { type PageContentRow, page, pageContent } from '../content/content.schema.js';
import { type PageTranslationRow, type TranslationState, pageTranslation } from './translations.schema.js';

export interface TranslatablePage {
  id: string;
  siteId: string;
  sourceLanguage: string;
  targetLanguages: string[];
}

/** A page's published version in its source language, as the translation grid reads it. */
export type SourceVersion = Pick<
  PageContentRow,
  'pageId' | 'title' | 'description' | 'modules' | 'parentSlug' | 'slug' | 'updatedAt'
>;

/** SQL for translation states (and the page facts they need), nothing else (STYLE: repositories). */
@Injectable()
export class TranslationsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Runs `work` in one transaction (an XLIFF import: the draft and its state, both or neither). */
  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx as unknown as Database));
  }

  private readonly pageColumns = {
    id: page.id,
    siteId: page.siteId,
    sourceLanguage: page.translationSourceLanguage,
    targetLanguages: page.translationTargetLanguages,
  };

  async findPage(pageId: string): Promise<TranslatablePage | undefined> {
    const [row] = await this.db.select(this.pageColumns).from(page).where(eq(page.id, pageId)).limit(1);
    return row;
  }

  listPages(): Promise<TranslatablePage[]> {
    return this.db.select(this.pageColumns).from(page).orderBy(page.siteId, page.id);
  }

  /**
   * Each page's published version in its source language: its title and last change, and the texts the grid counts
   * words of (one read for the whole grid, not one per page).
   */
  listSourceVersions(): Promise<SourceVersion[]> {
    return this.db
      .select({
        pageId: pageContent.pageId,
        title: pageContent.title,
        description: pageContent.description,
        modules: pageContent.modules,
        parentSlug: pageContent.parentSlug,
        slug: pageContent.slug,
        updatedAt: pageContent.updatedAt,
      })
      .from(pageContent)
      .innerJoin(page, eq(page.id, pageContent.pageId))
      .where(and(eq(pageContent.stage, 'PUBLISHED'), eq(pageContent.language, page.translationSourceLanguage)));
  }

  /** Page and language of every draft version (a translation waiting to be published, among others). */
  listDrafts(): Promise<{ pageId: string; language: string }[]> {
    return this.db
      .select({ pageId: pageContent.pageId, language: pageContent.language })
      .from(pageContent)
      .where(eq(pageContent.stage, 'DRAFT'));
  }

  async findState(pageId: string, language: string): Promise<PageTranslationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(pageTranslation)
      .where(and(eq(pageTranslation.pageId, pageId), eq(pageTranslation.language, language)))
      .limit(1);
    return row;
  }

  listStates(pageIds?: readonly string[]): Promise<PageTranslationRow[]> {
    return this.db
      .select()
      .from(pageTranslation)
      .where(pageIds ? inArray(pageTranslation.pageId, [...pageIds]) : undefined);
  }

  /** A MarkedForTranslation row for each language that has none (existing states stay). */
  async markMissing(pageId: string, languages: readonly string[]): Promise<void> {
    if (languages.length === 0) return;
    await this.db
      .insert(pageTranslation)
      .values(languages.map((language) => ({ pageId, language, state: 'MarkedForTranslation' as const })))
      .onConflictDoNothing();
  }

  /** Every language back to MarkedForTranslation, export and import times and source fingerprints cleared. */
  async resetAll(pageId: string, languages: readonly string[]): Promise<void> {
    if (languages.length === 0) return;
    await this.db
      .insert(pageTranslation)
      .values(languages.map((language) => ({ pageId, language, state: 'MarkedForTranslation' as const })))
      .onConflictDoUpdate({
        target: [pageTranslation.pageId, pageTranslation.language],
        set: {
          state: 'MarkedForTranslation',
          exportedAt: null,
          importedAt: null,
          sourceHashes: {},
          updatedAt: sql`now()`,
        },
      });
  }

  async setState(
    pageId: string,
    language: string,
    state: TranslationState,
    times: { exportedAt?: Date; importedAt?: Date; sourceHashes?: Record<string, string> },
    db: Database = this.db,
  ): Promise<void> {
    await db
      .insert(pageTranslation)
      .values({ pageId, language, state, ...times })
      .onConflictDoUpdate({
        target: [pageTranslation.pageId, pageTranslation.language],
        set: { state, ...times, updatedAt: sql`now()` },
      });
  }
}
