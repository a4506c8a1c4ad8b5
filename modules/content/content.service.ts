import { Inject, Injectable, Logger } from '@nestjs/common';
import { RedirectsService } from '../redirects/index.js';
import { SearchIndexer } from '../search-index/index.js';
import { SitesService } from '../sites/index.js';
import { pagePath } from './page-path.js';
import { DATA_CACHE } from '../../src/core/cache/caches.js';
import { CacheTags, tagCacheEntry, withoutCacheTags } from '../../src/core/cache/cache-tags.js';
import { currentCacheScope } from '../../src/core/cache/cache-scope.js';
import { loadPathSet, mayContain } from '../../src/core/cache/path-set.js';
import { PageCacheInvalidation } from '../../src/core/cache/page-cache-invalidation.js';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import type { Database } from '../../src/core/database/database.js';
import { MediaImages } from '../files/index.js';
import {
  type ModuleImages,
  moduleImageIds,
  normalizeModules,
  productLinkRequests,
  withResolvedProductLinks,
} from './content-modules.js';
import type { ContentModuleData } from './content-modules.contract.js';
import type { PageResponse } from './content.contract.js';
import { ContentErrors } from './content.errors.js';
import { ContentRepository, type PageWithContent, pageAddress } from './content.repository.js';
import type { ContentModule, DocumentStage } from './content.schema.js';
import { toInjection } from './content.mapper.js';
import { ProductLinks } from './product-links.js';

/** A page's address in one language (language links, `?direct`). */
export type PageVersion = Pick<PageResponse, 'id' | 'siteId' | 'language' | 'parentSlug' | 'slug'>;

/** Who is asking: editors also see drafts (SPEC §4, §6), and their answers are never cached. */
export interface PageAudience {
  editor: boolean;
  /** An editor's `?stage=PUBLISHED`: the live version, as the public sees it. */
  liveOnly?: boolean;
}

const stagesFor = (audience: PageAudience): DocumentStage[] =>
  audience.editor && !audience.liveOnly ? ['DRAFT', 'PUBLISHED'] : ['PUBLISHED'];

/** Negative lookups stay out of the data cache. */
const isFound = (value: unknown) => value !== null && value !== undefined;

export const pageKey = (siteId: string, language: string, parentSlug: string, slug: string) =>
  `page:${siteId}:${language}:${parentSlug}:${slug}`;

@Injectable()
export class ContentService {
  private readonly logger = new Logger(ContentService.name);

  constructor(
    private readonly repository: ContentRepository,
    private readonly redirects: RedirectsService,
    private readonly sites: SitesService,
    private readonly productLinks: ProductLinks,
    private readonly images: MediaImages,
    @Inject(DATA_CACHE) private readonly cache: SwrCache,
    private readonly invalidation: PageCacheInvalidation,
    private readonly searchIndexer: SearchIndexer,
  ) {}

  /**
   * The page at a slug chain, or `null` when there is none. Public pages are cached (a hit costs no query); an
   * unknown path is not (anonymous requests must not add a data-cache entry per invented path): it is answered
   * from the site's set of published addresses (issue 32: no query for a 404); an editor's answers are loaded
   * fresh, so drafts never enter a cache.
   */
  async findPage(
    siteId: string,
    language: string,
    parentSlug: string,
    slug: string,
    audience: PageAudience,
  ): Promise<PageResponse | null> {
    const load = async () => {
      const row = await this.repository.findBySlug(siteId, language, parentSlug, slug, stagesFor(audience));
      return row ? this.toResponse(row, audience) : null;
    };
    if (audience.editor) return load();
    if (!(await this.mayBePublished(siteId, language, parentSlug, slug))) return null;
    return this.cache.getOrLoad(pageKey(siteId, language, parentSlug, slug), load, { shouldStore: isFound });
  }

  /**
   * False when the site's published pages certainly have no version at this address (path-set.ts). One entry per
   * site, tagged as a listing of pages: every publication, unpublication, move or deletion of a page forgets it
   * (PageCacheInvalidation.contentChanged names the listing of its kind), on every instance, and a set loaded
   * while such a change commits is not kept (the tag index). Read without handing its tag on: whatever is
   * cached around a found page depends on that page, not on the list of all pages.
   */
  private async mayBePublished(siteId: string, language: string, parentSlug: string, slug: string): Promise<boolean> {
    // `cache=false` reads the database anyway: the whole list would cost more than the one lookup.
    if (currentCacheScope().bypass) return true;
    const set = await withoutCacheTags(() =>
      this.cache.getOrLoad(pagePathsKey(siteId), () => {
        tagCacheEntry(CacheTags.listing('page'));
        return loadPathSet((limit) => this.repository.listPublishedAddresses(siteId, limit));
      }),
    );
    return mayContain(set, pageAddress(language, parentSlug, slug));
  }

  /** One language version of a page by id (the home page), or `null`; cached like findPage. */
  findPageById(pageId: string, language: string, audience: PageAudience): Promise<PageResponse | null> {
    const load = async () => {
      const row = await this.repository.findVersion(pageId, language, stagesFor(audience));
      return row ? this.toResponse(row, audience) : null;
    };
    if (audience.editor) return load();
    return this.cache.getOrLoad(pageByIdKey(pageId, language), load, { shouldStore: isFound });
  }

  /** An editor's `?direct`: every language version of a page, drafts included (never cached). */
  async listAllVersions(pageId: string): Promise<PageVersion[]> {
    return (await this.repository.listVersions(pageId)).map(({ page, content }) => ({
      id: page.id,
      siteId: page.siteId,
      language: content.language,
      parentSlug: content.parentSlug,
      slug: content.slug,
    }));
  }

  /** Every published language version of a page (language switcher links, `?direct`). */
  listPublishedVersions(pageId: string): Promise<PageVersion[]> {
    return this.cache.getOrLoad(pageVersionsKey(pageId), async () => {
      tagCacheEntry(CacheTags.document('page', pageId));
      return (await this.repository.listPublishedVersions(pageId)).map(({ page, content }) => ({
        id: page.id,
        siteId: page.siteId,
        language: content.language,
        parentSlug: content.parentSlug,
        slug: content.slug,
      }));
    });
  }

  /**
   * Stored modules as the browser gets them: validated, rich text sanitized, product links resolved by slug.
   * Stories and media releases use it for their bodies too.
   */
  async prepareModules(stored: readonly ContentModule[], language: string): Promise<ContentModuleData[]> {
    const modules = normalizeModules(stored, await this.moduleImages(stored, language, 'document'));
    return withResolvedProductLinks(modules, await this.productLinks.resolve(productLinkRequests(modules), language));
  }

  /**
   * Rows to response: modules prepared, product links and the injection resolved by slug in one catalogue lookup.
   * Names and routes are in the page's language, like the rest of the cached page (its key names the language).
   */
  private async toResponse({ page, content }: PageWithContent, audience: PageAudience): Promise<PageResponse> {
    // Whatever shows this page (its own URL in every language, their language links) is forgotten when it changes.
    tagCacheEntry(CacheTags.document('page', page.id));
    const stages = stagesFor(audience);
    const [versions, images] = await Promise.all([
      this.repository.languageStages(page.id),
      this.moduleImages(content.modules, content.language, `Page ${page.id}`),
    ]);
    const modules = normalizeModules(content.modules, images);
    const requests = productLinkRequests(modules);
    const injection = page.injection ?? null;
    const targets = await this.productLinks.targets(
      [...requests.map((r) => r.productSlug), ...(injection ? [injection.slug] : [])],
      content.language,
    );
    const target = injection ? targets.get(injection.slug) : undefined;
    // SPEC §8 'Reference or product missing in the region context: skipped with a warning'.
    if (injection && !target)
      this.logger.warn(`Page ${page.id}: injected ${injection.type} ${injection.slug} not found; skipped`);
    return {
      id: page.id,
      siteId: page.siteId,
      pageType: page.pageType,
      theme: page.theme,
      headerOptions: { theme: page.headerTheme ?? page.theme, hidden: page.headerHidden },
      footerTheme: page.footerTheme,
      language: content.language,
      stage: content.stage,
      title: content.title,
      seoTitle: content.seoTitle,
      description: content.description,
      slug: content.slug,
      parentSlug: content.parentSlug,
      modules: withResolvedProductLinks(modules, this.productLinks.linksTo(requests, targets)),
      injection: injection && target ? toInjection(injection, target) : null,
      cmsType: 'Page',
      languages: [...new Set(versions.filter((v) => stages.includes(v.stage)).map((v) => v.language))].sort(),
      isPublished: versions.some((v) => v.language === content.language && v.stage === 'PUBLISHED'),
      isLanguageFallback: false,
      isLanguageUnavailable: false,
      translationTargetLanguages: page.translationTargetLanguages,
      protection: page.protection,
    };
  }

  /**
   * The stored images the modules name, in one query (SPEC §7.8: pages show them through the image endpoint). An
   * id that is not stored leaves its image out, with a warning.
   */
  private async moduleImages(stored: readonly ContentModule[], language: string, owner: string): Promise<ModuleImages> {
    const ids = moduleImageIds(stored);
    const images = await this.images.refs(ids, language);
    const missing = ids.filter((id) => !images.has(id));
    if (missing.length > 0) this.logger.warn(`${owner}: image ${missing.join(', ')} not stored; left out`);
    return images;
  }

  /** The stored version of a page in one language and stage (translation export reads the source's texts). */
  findStoredVersion(pageId: string, language: string, stage: DocumentStage) {
    return this.repository.findContent(pageId, language, stage);
  }

  /**
   * Writes a language's draft (e.g. an imported translation); drafts are never cached, so nothing to forget.
   * `db`: the caller's transaction, when the draft is one part of a write of its own (an XLIFF import).
   */
  async saveDraft(
    pageId: string,
    language: string,
    version: {
      parentSlug: string;
      slug: string;
      title: string;
      seoTitle?: string;
      description: string;
      modules: ContentModule[];
    },
    db?: Database,
  ): Promise<void> {
    await this.repository.upsertDraft(pageId, language, version, db);
  }

  /**
   * Publishes a language's draft: the caches forget what shows the page (and, when its address is new, what
   * links to it) and search finds the new text. False without a draft.
   */
  async publishDraft(pageId: string, language: string): Promise<boolean> {
    const before = await this.repository.findContent(pageId, language, 'PUBLISHED');
    const draft = await this.repository.findContent(pageId, language, 'DRAFT');
    const versions = await this.repository.listPublishedVersions(pageId);
    if (!draft) return false;
    // The new version and its search document commit together: a publish cut short leaves neither half.
    const search = await this.searchIndexer.refresher('page', [pageId]);
    if (!(await this.repository.publishDraft(pageId, language, search.apply))) return false;
    const siteId = versions[0]?.page.siteId;
    await search.committed();
    await Promise.all([
      ...(siteId
        ? [
            this.cache.delete(pageKey(siteId, language, draft.parentSlug, draft.slug)),
            ...(before ? [this.cache.delete(pageKey(siteId, language, before.parentSlug, before.slug))] : []),
          ]
        : []),
      this.cache.delete(pageVersionsKey(pageId)),
      this.cache.delete(pageByIdKey(pageId, language)),
    ]);
    const addressChanged = !before || before.parentSlug !== draft.parentSlug || before.slug !== draft.slug;
    await this.invalidation.contentChanged({ kind: 'page', id: pageId, siteId, addressChanged });
    return true;
  }

  /**
   * A page changed outside publishDraft (an editor unpublished or deleted it, or changed its settings): search
   * finds it as it is now and the caches forget every address it had. `addresses`: its versions before the change.
   */
  async pageChanged(
    pageId: string,
    siteId: string,
    addresses: readonly { language: string; parentSlug: string; slug: string }[],
  ): Promise<void> {
    await this.searchIndexer.refresh('page', [pageId]);
    const languages = [...new Set(addresses.map((a) => a.language))];
    await Promise.all([
      ...addresses.map((a) => this.cache.delete(pageKey(siteId, a.language, a.parentSlug, a.slug))),
      ...languages.map((language) => this.cache.delete(pageByIdKey(pageId, language))),
      this.cache.delete(pageVersionsKey(pageId)),
    ]);
    // Unpublished, deleted or resettled: what links to it may change too.
    await this.invalidation.contentChanged({ kind: 'page', id: pageId, siteId, addressChanged: true });
  }

  /**
   * Changes a page's slug in one language. Beyond the spec: the old URL answers 301 to the new one from then on
   * (per language: `/{language}/old` covers every locale of that language), the caches forget the page, and
   * search results link to the new URL.
   */
  async changeSlug(pageId: string, language: string, parentSlug: string, slug: string): Promise<void> {
    const current = await this.repository.findContent(pageId, language, 'PUBLISHED');
    const versions = await this.repository.listPublishedVersions(pageId);
    const pageRow = versions[0]?.page;
    if (!current || !pageRow) throw ContentErrors.PageNotFound(pageId, language);
    if (await this.repository.slugTaken(pageRow.siteId, pageId, language, parentSlug, slug)) {
      throw ContentErrors.SlugTaken(`${parentSlug}/${slug}`);
    }
    const site = (await this.sites.listSites()).find((s) => s.id === pageRow.siteId);
    const siteSlug = site?.slug ?? null;
    await this.repository.updateSlug(pageId, language, parentSlug, slug);
    await this.redirects.pageMoved(
      pageRow.siteId,
      pagePath(language, siteSlug, current.parentSlug, current.slug),
      pagePath(language, siteSlug, parentSlug, slug),
    );
    await this.searchIndexer.refresh('page', [pageId]);
    await Promise.all([
      this.cache.delete(pageKey(pageRow.siteId, language, current.parentSlug, current.slug)),
      this.cache.delete(pageKey(pageRow.siteId, language, parentSlug, slug)),
      this.cache.delete(pageVersionsKey(pageId)),
      this.cache.delete(pageByIdKey(pageId, language)),
    ]);
    // The page and whatever links to it (navigation) show the new address.
    await this.invalidation.contentChanged({ kind: 'page', id: pageId, siteId: pageRow.siteId, addressChanged: true });
  }
}

export const pageVersionsKey = (pageId: string) => `page-versions:${pageId}`;
export const pagePathsKey = (siteId: string) => `page-paths:${siteId}`;
export const pageByIdKey = (pageId: string, language: string) => `page-by-id:${pageId}:${language}`;
