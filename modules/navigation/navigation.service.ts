import type { SiteNavigationResponseDto } from './navigation.dto.js';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DATA_CACHE } from '../../src/core/cache/caches.js';
import { PageCacheInvalidation } from '../../src/core/cache/page-cache-invalidation.js';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import { CacheTags, tagCacheEntry } from '../../src/core/cache/cache-tags.js';
import type { DocumentStage } from '../content/content.schema.js';
import { type SiteRequirement, SitesService } from '../sites/index.js';
import { buildNavigation, chooseHomeItem } from './navigation-tree.js';
import { NavigationErrors } from './navigation.errors.js';
import { NavigationRepository } from './navigation.repository.js';

export interface NavigationOptions {
  editor: boolean;
  stage: DocumentStage;
  /** Country of the current locale (`ALL` for international locales). */
  country: string;
  localeUrlCode: string;
  siteSlug: string | null;
}

/**
 * Every dimension the result depends on; editors and drafts never share keys with the public. Every entry carries
 * the site's navigation tag, so a change forgets all of them at once (navigationChanged) without listing its
 * languages, countries and locales.
 */
export const navKey = (siteId: string, language: string, options: NavigationOptions) =>
  `nav:${siteId}:${language}:${options.editor ? `editor:${options.stage}` : 'public'}:${options.country}:${options.localeUrlCode}`;
export const homeKey = (siteId: string, language: string) => `nav-home:${siteId}:${language}`;

/** SPEC §3 Site: the navigation areas every site needs, with the name the site list's warning gives them. */
const REQUIRED_AREAS = { header: 'header navigation', footer: 'footer navigation' } as const;

@Injectable()
export class NavigationService {
  private readonly logger = new Logger(NavigationService.name);

  constructor(
    private readonly repository: NavigationRepository,
    private readonly sites: SitesService,
    @Inject(DATA_CACHE) private readonly cache: SwrCache,
    private readonly invalidation: PageCacheInvalidation,
  ) {}

  /**
   * The one place a navigation change makes the rendered navigation current: the site's navigation data (every
   * language, country, stage, on every instance sharing the cache) and the rendered pages that show it, found by
   * the site's navigation tag (docs/cache-invalidation.md); other sites' pages stay cached.
   */
  navigationChanged(siteId: string): Promise<void> {
    return this.invalidation.navigationChanged(siteId);
  }

  /**
   * SPEC §3 Site: header and footer navigation are required; the site list drops a site without them. Registered by
   * NavigationModule, not by a hook here: this service is also the NAVIGATION_SOURCE port's builtin adapter, and Nest
   * calls a provider's lifecycle hooks once per provider token, so a hook here ran twice.
   */
  readonly siteRequirement: SiteRequirement = { missing: (siteIds) => this.missingNavigation(siteIds) };

  private async missingNavigation(siteIds: readonly string[]): Promise<Map<string, string[]>> {
    const areas = Object.keys(REQUIRED_AREAS) as (keyof typeof REQUIRED_AREAS)[];
    const present = await this.repository.areasBySite(siteIds, areas);
    const missing = new Map<string, string[]>();
    for (const siteId of siteIds) {
      const lacks = areas.filter((area) => !present.get(siteId)?.has(area)).map((area) => REQUIRED_AREAS[area]);
      if (lacks.length > 0) missing.set(siteId, lacks);
    }
    return missing;
  }

  /** Header and footer navigation of a site in one language (SPEC §3, §5, §7.3). */
  async getNavigation(
    siteId: string,
    language: string,
    options: NavigationOptions,
  ): Promise<SiteNavigationResponseDto> {
    const stage: DocumentStage = options.editor ? options.stage : 'PUBLISHED';
    const effective = { ...options, stage };
    return this.cache.getOrLoad(navKey(siteId, language, effective), async () => {
      tagCacheEntry(CacheTags.navigation(siteId));
      const stages: DocumentStage[] = stage === 'DRAFT' ? ['PUBLISHED', 'DRAFT'] : ['PUBLISHED'];
      const [rows, sites] = await Promise.all([
        this.repository.listItems(siteId, language, stages, ['header', 'footer']),
        this.sites.listSites(),
      ]);
      const pageIds = [...new Set(rows.flatMap((r) => (r.pageId ? [r.pageId] : [])))];
      // A link shows the page's address, or is left out while the page is unpublished.
      tagCacheEntry(...pageIds.map((pageId) => CacheTags.address('page', pageId)));
      return buildNavigation(rows, {
        footerTheme: sites.find((site) => site.id === siteId)?.footerTheme ?? 'Default',
        siteId,
        language,
        editor: options.editor,
        country: options.country,
        link: { localeUrlCode: options.localeUrlCode, siteSlug: options.siteSlug },
        pageSlugs: await this.repository.pageSlugs(pageIds, language),
        warn: (message) => this.logger.warn(message),
      });
    });
  }

  /**
   * SPEC §5: the home page of a site for a country — the country's home item, else the universal one; with
   * neither, an error for visitors (editors get undefined and see the not-found page).
   */
  async resolveHomePageId(
    siteId: string,
    language: string,
    country: string,
    options: { editor: boolean },
  ): Promise<string | undefined> {
    const item = await this.homeItem(siteId, language, country, options);
    if (item?.pageId) return item.pageId;
    if (options.editor) return undefined;
    throw NavigationErrors.InvalidHomePageConfiguration(siteId, country);
  }

  /**
   * SPEC §2.6: the home crumb is named by the home item (its breadcrumb override, else its title); undefined
   * when the site has no home item for the country (the caller falls back to the dictionary's word).
   */
  async homeCrumbTitle(
    siteId: string,
    language: string,
    country: string,
    options: { editor: boolean },
  ): Promise<string | undefined> {
    const item = await this.homeItem(siteId, language, country, options);
    return item ? (item.breadcrumbOverride ?? item.title) || undefined : undefined;
  }

  /** The published home item for the country (SPEC §5), from the cached list of the site's home items. */
  private async homeItem(siteId: string, language: string, country: string, options: { editor: boolean }) {
    const rows = await this.cache.getOrLoad(homeKey(siteId, language), () => {
      tagCacheEntry(CacheTags.navigation(siteId));
      return this.repository.listItems(siteId, language, ['PUBLISHED'], ['home']);
    });
    return chooseHomeItem(rows, country, options.editor);
  }
}
