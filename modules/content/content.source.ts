import type { UpstreamGraphql } from '../../src/core/http-client/index.js';
import { CacheTags, tagCacheEntry } from '../../src/core/cache/cache-tags.js';
import { stageOf, withTypename } from '../content-source/index.js';
import type { PageResponse } from './content.contract.js';
import type { PageAudience, PageVersion } from './content.service.js';

/**
 * The content port (issue 33): what rendering reads of CMS pages. ContentService is the builtin adapter;
 * GraphqlPagesSource reads another uapp's `/api/graphql/content`.
 */
export interface PagesSource {
  findPage(
    siteId: string,
    language: string,
    parentSlug: string,
    slug: string,
    audience: PageAudience,
  ): Promise<PageResponse | null>;
  findPageById(pageId: string, language: string, audience: PageAudience): Promise<PageResponse | null>;
  listAllVersions(pageId: string): Promise<PageVersion[]>;
  listPublishedVersions(pageId: string): Promise<PageVersion[]>;
}

export const PAGES_SOURCE = Symbol('PagesSource');

const PAGE_FIELDS = `id siteId language stage pageType theme headerOptions { theme hidden } footerTheme title seoTitle
  description parentSlug slug modules injection cmsType languages isPublished isLanguageFallback isLanguageUnavailable
  translationTargetLanguages protection`;
const VERSION_FIELDS = 'id siteId language parentSlug slug';

/** Pages from the upstream's content schema, tagged as the builtin tags them so a publish webhook finds the pages. */
export class GraphqlPagesSource implements PagesSource {
  constructor(private readonly upstream: UpstreamGraphql) {}

  async findPage(siteId: string, language: string, parentSlug: string, slug: string, audience: PageAudience) {
    const { pageBySlug } = await this.upstream.request<{ pageBySlug: PageResponse | null }>(
      `query PageBySlug($siteId: String!, $language: String!, $parentSlug: String!, $slug: String!, $stage: Stage!) {
        ${withTypename(`pageBySlug(siteId: $siteId, language: $language, parentSlug: $parentSlug, slug: $slug, stage: $stage) { ${PAGE_FIELDS} }`)}
      }`,
      { siteId, language, parentSlug, slug, stage: stageOf(audience) },
    );
    return tagged(pageBySlug);
  }

  async findPageById(pageId: string, language: string, audience: PageAudience) {
    const { page } = await this.upstream.request<{ page: PageResponse | null }>(
      `query PageById($id: ID!, $language: String!, $stage: Stage!) {
        ${withTypename(`page(id: $id, language: $language, stage: $stage) { ${PAGE_FIELDS} }`)}
      }`,
      { id: pageId, language, stage: stageOf(audience) },
    );
    return tagged(page);
  }

  listAllVersions(pageId: string) {
    return this.versions(pageId, 'DRAFT');
  }

  async listPublishedVersions(pageId: string) {
    tagCacheEntry(CacheTags.document('page', pageId));
    return this.versions(pageId, 'PUBLISHED');
  }

  private async versions(id: string, stage: 'DRAFT' | 'PUBLISHED'): Promise<PageVersion[]> {
    const { pageVersions } = await this.upstream.request<{ pageVersions: PageVersion[] }>(
      `query PageVersions($id: ID!, $stage: Stage!) { pageVersions(id: $id, stage: $stage) { ${VERSION_FIELDS} } }`,
      { id, stage },
    );
    return pageVersions;
  }
}

function tagged(page: PageResponse | null): PageResponse | null {
  if (page) tagCacheEntry(CacheTags.document('page', page.id));
  return page;
}
