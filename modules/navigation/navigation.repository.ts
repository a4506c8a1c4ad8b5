import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import { pageContent } from '../content/content.schema.js';
import { type NavigationArea, type NavigationItemRow, navigationItem } from './navigation.schema.js';

@Injectable()
export class NavigationRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  listItems(
    siteId: string,
    language: string,
    stages: ('DRAFT' | 'PUBLISHED')[],
    areas: NavigationArea[],
  ): Promise<NavigationItemRow[]> {
    return this.db
      .select()
      .from(navigationItem)
      .where(
        and(
          eq(navigationItem.siteId, siteId),
          eq(navigationItem.language, language),
          inArray(navigationItem.stage, stages),
          inArray(navigationItem.area, areas),
        ),
      )
      .orderBy(asc(navigationItem.sortIndex), asc(navigationItem.id));
  }

  /** Which of the navigation areas each of the sites has published items in (SPEC §3 Site: both required). */
  async areasBySite(siteIds: readonly string[], areas: NavigationArea[]): Promise<Map<string, Set<NavigationArea>>> {
    if (siteIds.length === 0) return new Map();
    const rows = await this.db
      .selectDistinct({ siteId: navigationItem.siteId, area: navigationItem.area })
      .from(navigationItem)
      .where(
        and(
          inArray(navigationItem.siteId, [...siteIds]),
          eq(navigationItem.stage, 'PUBLISHED'),
          inArray(navigationItem.area, areas),
        ),
      );
    const bySite = new Map<string, Set<NavigationArea>>();
    for (const row of rows) bySite.set(row.siteId, (bySite.get(row.siteId) ?? new Set()).add(row.area));
    return bySite;
  }

  /** Published slugs of the given pages in one language (page links become URLs). */
  async pageSlugs(pageIds: string[], language: string): Promise<Map<string, { parentSlug: string; slug: string }>> {
    if (pageIds.length === 0) return new Map();
    const rows = await this.db
      .select({ pageId: pageContent.pageId, parentSlug: pageContent.parentSlug, slug: pageContent.slug })
      .from(pageContent)
      .where(
        and(
          inArray(pageContent.pageId, pageIds),
          eq(pageContent.language, language),
          eq(pageContent.stage, 'PUBLISHED'),
        ),
      );
    return new Map(rows.map((r) => [r.pageId, { parentSlug: r.parentSlug, slug: r.slug }]));
  }
}
