import { CacheTags, tagCacheEntry } from '../../src/core/cache/cache-tags.js';
import type { UpstreamGraphql } from '../../src/core/http-client/index.js';
import { withTypename } from '../content-source/index.js';
import type { SiteNavigationResponseDto } from './navigation.dto.js';
import type { NavigationOptions } from './navigation.service.js';

/** The navigation port (issue 33): what rendering reads. NavigationService is the builtin adapter. */
export interface NavigationSource {
  getNavigation(siteId: string, language: string, options: NavigationOptions): Promise<SiteNavigationResponseDto>;
  resolveHomePageId(
    siteId: string,
    language: string,
    country: string,
    options: { editor: boolean },
  ): Promise<string | undefined>;
  homeCrumbTitle(
    siteId: string,
    language: string,
    country: string,
    options: { editor: boolean },
  ): Promise<string | undefined>;
}

export const NAVIGATION_SOURCE = Symbol('NavigationSource');

const HOME = '$siteId: String!, $language: String!, $country: String!, $stage: Stage!';
const HOME_ARGS = 'siteId: $siteId, language: $language, country: $country, stage: $stage';
const homeVariables = (siteId: string, language: string, country: string, editor: boolean) => ({
  siteId,
  language,
  country,
  stage: editor ? 'DRAFT' : 'PUBLISHED',
});

/** Navigation from the upstream's content schema, tagged as the builtin tags it (publish webhook). */
export class GraphqlNavigationSource implements NavigationSource {
  constructor(private readonly upstream: UpstreamGraphql) {}

  async getNavigation(siteId: string, language: string, options: NavigationOptions) {
    tagCacheEntry(CacheTags.navigation(siteId));
    const { navigation } = await this.upstream.request<{ navigation: SiteNavigationResponseDto }>(
      `query Navigation($siteId: String!, $language: String!, $country: String!, $localeUrlCode: String!,
        $siteSlug: String, $stage: Stage!) {
        navigation(siteId: $siteId, language: $language, country: $country, localeUrlCode: $localeUrlCode,
          siteSlug: $siteSlug, stage: $stage)
      }`,
      {
        siteId,
        language,
        country: options.country,
        localeUrlCode: options.localeUrlCode,
        siteSlug: options.siteSlug,
        stage: options.editor ? options.stage : 'PUBLISHED',
      },
    );
    return navigation;
  }

  async resolveHomePageId(siteId: string, language: string, country: string, options: { editor: boolean }) {
    tagCacheEntry(CacheTags.navigation(siteId));
    const { homePageId } = await this.upstream.request<{ homePageId: string | null }>(
      `query HomePageId(${HOME}) { ${withTypename(`homePageId(${HOME_ARGS})`)} }`,
      homeVariables(siteId, language, country, options.editor),
    );
    return homePageId ?? undefined;
  }

  async homeCrumbTitle(siteId: string, language: string, country: string, options: { editor: boolean }) {
    tagCacheEntry(CacheTags.navigation(siteId));
    const { homeCrumbTitle } = await this.upstream.request<{ homeCrumbTitle: string | null }>(
      `query HomeCrumbTitle(${HOME}) { ${withTypename(`homeCrumbTitle(${HOME_ARGS})`)} }`,
      homeVariables(siteId, language, country, options.editor),
    );
    return homeCrumbTitle ?? undefined;
  }
}
