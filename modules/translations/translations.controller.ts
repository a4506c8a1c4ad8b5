import { Controller, Get, Header, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Inject } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../src/core/config/app-config.js';
import { isSameOrigin } from '../../src/core/http/same-origin.js';
import { EditorGuard } from '../editor-auth/index.js';
import type {
  TranslationChangeResponse,
  TranslationStateEntry,
  TranslationStateResponse,
} from './translations.contract.js';
import { LanguageParamsDto, PageIdParamsDto } from './translations.dto.js';
import { TranslationsErrors } from './translations.errors.js';
import { TranslationsService } from './translations.service.js';
import { XLIFF_MEDIA_TYPES } from './xliff-body.js';

/**
 * SPEC §7.3 translation routes (editor only: 401 otherwise), plus XLIFF export/import and publishing (beyond the
 * spec). start and reset change state on GET, as the spec has them: the editor cookie is SameSite=Lax, so a
 * cross-site link could trigger them; `Sec-Fetch-Site: cross-site` is refused.
 */
@Controller('translation')
@UseGuards(EditorGuard)
export class TranslationsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly translations: TranslationsService,
  ) {}

  @Get('state/:pageId')
  state(@Param() { pageId }: PageIdParamsDto): Promise<TranslationStateResponse> {
    return this.translations.state(pageId);
  }

  @Get('start/:pageId')
  start(@Param() { pageId }: PageIdParamsDto, @Req() request: FastifyRequest): Promise<TranslationChangeResponse> {
    this.refuseCrossSite(request);
    return this.translations.start(pageId);
  }

  @Get('reset/:pageId')
  reset(@Param() { pageId }: PageIdParamsDto, @Req() request: FastifyRequest): Promise<TranslationChangeResponse> {
    this.refuseCrossSite(request);
    return this.translations.reset(pageId);
  }

  @Get('export/:pageId/:language')
  async export(
    @Param() { pageId, language }: LanguageParamsDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    this.refuseCrossSite(request);
    const xml = await this.translations.exportXliff(pageId, language);
    void reply
      .type('application/xliff+xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${pageId}.${language}.xlf"`);
    return xml;
  }

  @Post('import/:pageId')
  @HttpCode(200)
  async import(@Param() { pageId }: PageIdParamsDto, @Req() request: FastifyRequest): Promise<TranslationStateEntry> {
    this.requireSameOrigin(request);
    const type = String(request.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    if (!XLIFF_MEDIA_TYPES.includes(type) || typeof request.body !== 'string') {
      throw TranslationsErrors.UnsupportedContentType();
    }
    return this.translations.importXliff(pageId, request.body);
  }

  @Post('publish/:pageId/:language')
  @HttpCode(204)
  @Header('cache-control', 'no-store')
  async publish(@Param() { pageId, language }: LanguageParamsDto, @Req() request: FastifyRequest): Promise<void> {
    this.requireSameOrigin(request);
    await this.translations.publish(pageId, language);
  }

  private refuseCrossSite(request: FastifyRequest): void {
    if (request.headers['sec-fetch-site'] === 'cross-site') throw TranslationsErrors.CrossSiteRequest();
  }

  private requireSameOrigin(request: FastifyRequest): void {
    if (!isSameOrigin(request, this.config.publicBaseUrl)) throw TranslationsErrors.CrossSiteRequest();
  }
}
