import { Controller, Get, Header, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { ApiNotModifiedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../src/core/http/access.decorators.js';
import { ApiErrors } from '../../src/core/http/openapi.js';
import { ID_OR_SLUG, ParamsPattern } from '../../src/core/http/param-pattern.pipe.js';
import { SiteChromeDto } from './layout.dto.js';
import { LayoutService } from './layout.service.js';

const ONE_YEAR_SECONDS = 31_536_000;

/** Site ids and locale codes (`main`, `de-ch`); anything else is no site, as an unknown one. */
const CHROME_PARAMS = new ParamsPattern(
  { siteId: ID_OR_SLUG, localeCode: /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}$/ },
  ({ siteId, localeCode }) => new NotFoundException(`No site ${siteId} in locale ${localeCode}`),
);

/**
 * The site chrome (header and footer navigation, the language and country lists) of a site and locale,
 * served once to each browser instead of inside every page: pages name it by a versioned URL, so the browser keeps
 * it for as long as the content does not change, and it revalidates by ETag otherwise.
 */
@ApiTags('Navigation')
@Public()
@Controller('layout')
export class LayoutController {
  constructor(private readonly layouts: LayoutService) {}

  @Get(':siteId/:localeCode')
  @Header('vary', 'Accept-Encoding')
  @ApiOperation({
    summary: 'The site chrome of a site and locale: navigation, languages, countries',
    description:
      'What the pages load once per site and locale. With the current `v` it is cached for a year (immutable); ' +
      'otherwise revalidated by ETag (`If-None-Match` → 304). Public.',
  })
  @ApiParam({ name: 'siteId', example: 'main' })
  @ApiParam({ name: 'localeCode', description: 'Locale code', example: 'en' })
  @ApiQuery({ name: 'v', required: false, description: 'The version the page names (`SiteChrome.version`)' })
  @ApiOkResponse({ type: SiteChromeDto, description: 'The chrome, with its ETag' })
  @ApiNotModifiedResponse({ description: 'The ETag sent in `If-None-Match` is current' })
  @ApiErrors([404, 'No such site, or not in that locale'])
  async chrome(
    @Param(CHROME_PARAMS) { siteId, localeCode }: { siteId: string; localeCode: string },
    @Query('v') requestedVersion: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const chrome = await this.layouts.chromeById(siteId, localeCode);
    if (!chrome) throw new NotFoundException(`No site ${siteId} in locale ${localeCode}`);
    const etag = `"${chrome.version}"`;
    // The URL of the current version never changes its answer; any other (an old page's) is checked every time.
    const cacheControl =
      requestedVersion === chrome.version ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'public, no-cache';
    void reply.header('etag', etag).header('cache-control', cacheControl).type('application/json; charset=utf-8');
    if (reply.request.headers['if-none-match'] === etag) {
      void reply.status(304);
      return '';
    }
    return this.layouts.chromeJson(chrome);
  }
}
