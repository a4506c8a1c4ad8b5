import { Inject, Injectable } from '@nestjs/common';
import { type SQL, and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import { type NavigationArea, type NavigationItemRow, navigationItem } from '../navigation/navigation.schema.js';
import { site } from '../sites/sites.schema.js';
import type { ContentDocumentRow } from './content-authoring.schema.js';
import { DocumentHistoryRepository } from './document-history.repository.js';

export interface NavigationItemListFilter {
  siteId?: string;
  language?: string;
  area?: NavigationArea;
  /** An item id, or null for first-level items. */
  parentId?: string | null;
  hidden?: boolean;
  q?: string;
  offset: number;
  limit: number;
}

export interface StoredNavigationItem {
  /** Every language in every stage. */
  rows: NavigationItemRow[];
  document: ContentDocumentRow | undefined;
}

/** A row as written: everything but the timestamps. */
export type NavigationItemValues = Omit<NavigationItemRow, 'createdAt' | 'updatedAt'>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Navigation items as editors write them: their rows per language and stage, with their editing state. */
@Injectable()
export class NavigationItemsAuthoringRepository {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly history: DocumentHistoryRepository,
  ) {}

  /** The ids of one page of the filtered list (by site, area, place), and how many items match. */
  async list(filter: NavigationItemListFilter): Promise<{ ids: string[]; total: number }> {
    const words = filter.q?.trim();
    const pattern = words ? `%${escapeLike(words)}%` : undefined;
    const conditions: (SQL | undefined)[] = [
      filter.siteId ? eq(navigationItem.siteId, filter.siteId) : undefined,
      filter.language ? eq(navigationItem.language, filter.language) : undefined,
      filter.area ? eq(navigationItem.area, filter.area) : undefined,
      filter.parentId === undefined
        ? undefined
        : filter.parentId === null
          ? isNull(navigationItem.parentId)
          : eq(navigationItem.parentId, filter.parentId),
      filter.hidden === undefined ? undefined : eq(navigationItem.hidden, filter.hidden),
      pattern
        ? or(
            ilike(navigationItem.id, pattern),
            ilike(navigationItem.title, pattern),
            ilike(navigationItem.url, pattern),
          )
        : undefined,
    ];
    // An item matches when one of its rows does; the draft counts as what editors work on.
    const where = and(...conditions);
    const matching = this.db
      .select({ id: navigationItem.id })
      .from(navigationItem)
      .where(where)
      .groupBy(navigationItem.id)
      .as('matching');
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ id: navigationItem.id })
        .from(navigationItem)
        .where(where)
        .groupBy(navigationItem.id, navigationItem.siteId, navigationItem.area)
        .orderBy(
          asc(navigationItem.siteId),
          asc(navigationItem.area),
          asc(sql`min(${navigationItem.sortIndex})`),
          asc(navigationItem.id),
        )
        .offset(filter.offset)
        .limit(filter.limit),
      this.db.select({ total: count() }).from(matching),
    ]);
    return { ids: rows.map((r) => r.id), total: total?.total ?? 0 };
  }

  async findMany(ids: readonly string[], db: Database = this.db): Promise<Map<string, StoredNavigationItem>> {
    if (ids.length === 0) return new Map();
    const [rows, documents] = await Promise.all([
      db
        .select()
        .from(navigationItem)
        .where(inArray(navigationItem.id, [...ids]))
        .orderBy(asc(navigationItem.language), asc(navigationItem.stage)),
      this.history.documents('navigation-item', ids, db),
    ]);
    const found = new Map<string, StoredNavigationItem>();
    for (const id of ids) {
      const own = rows.filter((r) => r.id === id);
      if (own.length > 0) found.set(id, { rows: own, document: documents.find((d) => d.documentId === id) });
    }
    return found;
  }

  async find(id: string, db: Database = this.db): Promise<StoredNavigationItem | undefined> {
    return (await this.findMany([id], db)).get(id);
  }

  /** Every row of a site's area, both stages: the tree a move or a publish works on. */
  areaRows(siteId: string, area: NavigationArea, db: Database = this.db): Promise<NavigationItemRow[]> {
    return db
      .select()
      .from(navigationItem)
      .where(and(eq(navigationItem.siteId, siteId), eq(navigationItem.area, area)))
      .orderBy(asc(navigationItem.sortIndex), asc(navigationItem.id));
  }

  /** Locks the item's rows for the rest of the transaction (one write of an item at a time). */
  async lock(tx: Database, id: string): Promise<boolean> {
    const rows = await tx
      .select({ id: navigationItem.id })
      .from(navigationItem)
      .where(eq(navigationItem.id, id))
      .for('update');
    return rows.length > 0;
  }

  /** Whether the site exists (the site list leaves out sites without navigation: a new site's first item). */
  async siteExists(siteId: string): Promise<boolean> {
    const rows = await this.db.select({ id: site.id }).from(site).where(eq(site.id, siteId)).limit(1);
    return rows.length > 0;
  }

  async exists(id: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: navigationItem.id })
      .from(navigationItem)
      .where(eq(navigationItem.id, id))
      .limit(1);
    return rows.length > 0;
  }

  /** Whether any row (any language, stage) has this item as its parent. */
  async hasChildren(id: string, db: Database = this.db): Promise<boolean> {
    const rows = await db
      .select({ id: navigationItem.id })
      .from(navigationItem)
      .where(eq(navigationItem.parentId, id))
      .limit(1);
    return rows.length > 0;
  }

  async upsertRow(tx: Database, row: NavigationItemValues): Promise<void> {
    const { id: _id, language: _language, stage: _stage, ...values } = row;
    await tx
      .insert(navigationItem)
      .values(row)
      .onConflictDoUpdate({
        target: [navigationItem.id, navigationItem.language, navigationItem.stage],
        set: { ...values, updatedAt: new Date() },
      });
  }

  /** Sets the place of rows (one language in one stage each) without touching anything else. */
  async setSortIndex(
    tx: Database,
    row: Pick<NavigationItemRow, 'id' | 'language' | 'stage'>,
    sortIndex: number,
  ): Promise<void> {
    await tx
      .update(navigationItem)
      .set({ sortIndex, updatedAt: new Date() })
      .where(
        and(
          eq(navigationItem.id, row.id),
          eq(navigationItem.language, row.language),
          eq(navigationItem.stage, row.stage),
        ),
      );
  }

  async deleteRow(tx: Database, row: Pick<NavigationItemRow, 'id' | 'language' | 'stage'>): Promise<void> {
    await tx
      .delete(navigationItem)
      .where(
        and(
          eq(navigationItem.id, row.id),
          eq(navigationItem.language, row.language),
          eq(navigationItem.stage, row.stage),
        ),
      );
  }

  /** The item's rows in every language and stage (DocumentHistory.delete forgets its history). */
  async deleteItem(tx: Database, id: string): Promise<void> {
    await tx.delete(navigationItem).where(eq(navigationItem.id, id));
  }
}
