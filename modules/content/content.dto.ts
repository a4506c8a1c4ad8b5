import type { ContentModule, PageContentRow, PageRow } from './content.schema.js';

/** What a rendered CMS page needs (SPEC §3 Page), never the raw rows. */
export interface PageResponse {
  id: string;
  siteId: string;
  pageType: string;
  theme: string;
  language: string;
  title: string;
  description: string;
  slug: string;
  parentSlug: string;
  modules: ContentModule[];
}

export function toPageResponse(row: { page: PageRow; content: PageContentRow }): PageResponse {
  return {
    id: row.page.id,
    siteId: row.page.siteId,
    pageType: row.page.pageType,
    theme: row.page.theme,
    language: row.content.language,
    title: row.content.title,
    description: row.content.description,
    slug: row.content.slug,
    parentSlug: row.content.parentSlug,
    modules: row.content.modules,
  };
}
