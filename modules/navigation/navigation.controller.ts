import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Editor, Public } from '../../src/core/http/access.decorators.js';
import { ApiErrors } from '../../src/core/http/openapi.js';
import { ID_OR_SLUG, ParamPattern } from '../../src/core/http/param-pattern.pipe.js';
import { ApiEditorAuth } from '../editor-auth/index.js';
import { LOCALES_SOURCE, type LocalesSource } from '../locales/index.js';
import { SITES_SOURCE, SitesErrors, type SitesSource } from '../sites/index.js';
import { EditorNavigationQuery, PublicNavigationQuery, SiteNavigationResponseDto } from './navigation.dto.js';
import type { NavigationOptions } from './navigation.service.js';
import { NAVIGATION_SOURCE, type NavigationSource } from './navigation.source.js';

const SITE_ID = { name: 'siteId', description: 'Site id (`main`, `wustec`, …)', example: 'main' };
/** A site id (`main`, `wustec`); any other shape names no site. */
const SITE_ID_PARAM = new ParamPattern(ID_OR_SLUG, (siteId) => SitesErrors.SiteNotFound(siteId));
const NOT_FOUND = [404, 'SiteNotFound, or LanguageNotServed: the site does not serve `lang`'] as const;

/** SPEC §7.3 site navigation for integrators and the editor tools. */
@ApiTags('Navigation')
@Controller('site-navigation')
export class NavigationController {
  constructor(
    @Inject(NAVIGATION_SOURCE) private readonly navigation: NavigationSource,
    @Inject(SITES_SOURCE) private readonly sites: SitesSource,
    @Inject(LOCALES_SOURCE) private readonly locales: LocalesSource,
  ) {}

  @Get('public/:siteId')
  @Public()
  @ApiOperation({ summary: "A site's published header and footer navigation in one language", description: 'Public.' })
  @ApiParam(SITE_ID)
  @ApiOkResponse({ type: SiteNavigationResponseDto, description: 'Header items (with children) and footer sections' })
  @ApiErrors(400, NOT_FOUND)
  async publicNavigation(
    @Param('siteId', SITE_ID_PARAM) siteId: string,
    @Query() query: PublicNavigationQuery,
  ): Promise<SiteNavigationResponseDto> {
    return this.load(siteId, query, { editor: false, stage: 'PUBLISHED' });
  }

  @Get('editor/:siteId')
  @Editor()
  @ApiOperation({
    summary: "A site's navigation for editors: hidden items too, and drafts with `stage=DRAFT`",
    description: 'Answered `private, no-store`.',
  })
  @ApiEditorAuth()
  @ApiParam(SITE_ID)
  @ApiOkResponse({ type: SiteNavigationResponseDto, description: 'Header and footer, hidden items marked' })
  @ApiErrors(400, NOT_FOUND)
  async editorNavigation(
    @Param('siteId', SITE_ID_PARAM) siteId: string,
    @Query() query: EditorNavigationQuery,
  ): Promise<SiteNavigationResponseDto> {
    return this.load(siteId, query, { editor: true, stage: query.stage ?? 'PUBLISHED' });
  }

  private async load(
    siteId: string,
    query: PublicNavigationQuery,
    access: Pick<NavigationOptions, 'editor' | 'stage'>,
  ): Promise<SiteNavigationResponseDto> {
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
