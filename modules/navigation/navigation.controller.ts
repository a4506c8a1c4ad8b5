import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { EditorGuard } from '../editor-auth/index.js';
import { LocalesService } from '../locales/index.js';
import { SitesErrors, SitesService } from '../sites/index.js';
import type { SiteNavigationResponse } from './navigation.contract.js';
import { EditorNavigationQuery, PublicNavigationQuery } from './navigation.dto.js';
import { type NavigationOptions, NavigationService } from './navigation.service.js';

/** SPEC §7.3 site navigation for integrators and the editor tools. */
@Controller('site-navigation')
export class NavigationController {
  constructor(
    private readonly navigation: NavigationService,
    private readonly sites: SitesService,
    private readonly locales: LocalesService,
  ) {}

  @Get('public/:siteId')
  async publicNavigation(
    @Param('siteId') siteId: string,
    @Query() query: PublicNavigationQuery,
  ): Promise<SiteNavigationResponse> {
    return this.load(siteId, query, { editor: false, stage: 'PUBLISHED' });
  }

  @Get('editor/:siteId')
  @UseGuards(EditorGuard)
  async editorNavigation(
    @Param('siteId') siteId: string,
    @Query() query: EditorNavigationQuery,
  ): Promise<SiteNavigationResponse> {
    return this.load(siteId, query, { editor: true, stage: query.stage ?? 'PUBLISHED' });
  }

  private async load(
    siteId: string,
    query: PublicNavigationQuery,
    access: Pick<NavigationOptions, 'editor' | 'stage'>,
  ): Promise<SiteNavigationResponse> {
    const site = (await this.sites.listSites()).find((s) => s.id === siteId);
    if (!site) throw SitesErrors.SiteNotFound(siteId);
    if (!site.languages.includes(query.lang)) throw SitesErrors.LanguageNotServed(siteId, query.lang);
    const country = query.country ?? 'ALL';
    const locales = await this.locales.listLocales();
    const locale =
      (country !== 'ALL' && locales.find((l) => l.code === `${query.lang}-${country}`)) ||
      locales.find((l) => l.code === query.lang);
    return this.navigation.getNavigation(site.id, query.lang, {
      ...access,
      country,
      localeUrlCode: locale?.urlCode ?? query.lang,
      siteSlug: site.slug,
    });
  }
}
