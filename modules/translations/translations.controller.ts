import { create as contentDisposition } from 'content-disposition';
import { Controller, Get, Header, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Inject } from '@nestjs/common';
import { CORE_CONFIG, type CoreConfig } from '../../src/core/config/core.config.js';
import { ApiErrors, ApiFileResponse } from '../../src/core/http/openapi.js';
import { isSameOrigin } from '../../src/core/http/same-origin.js';
import { Editor } from '../../src/core/http/access.decorators.js';
import { ApiEditorAuth } from '../editor-auth/index.js';
import {
  LanguageParamsDto,
  PageIdParamsDto,
  TranslationChangeResponseDto,
  TranslationExportQueryDto,
  TranslationImportResponseDto,
  TranslationStateResponseDto,
} from './translations.dto.js';
import { TranslationsErrors } from './translations.errors.js';
import { TranslationsService } from './translations.service.js';
import { XLIFF_MEDIA_TYPES } from './xliff-body.js';

const CROSS_SITE = [403, 'CrossSiteRequest: a cross-site request (Sec-Fetch-Site) refused'] as const;
const SAME_ORIGIN = [403, 'CrossSiteRequest: the Origin is not this site'] as const;

/**
 * SPEC §7.3 translation routes (editor only: 401 otherwise), plus XLIFF export/import and publishing (beyond the
 * spec). start and reset change state on GET, as the spec has them: the editor cookie is SameSite=Lax, so a
 * cross-site link could trigger them; `Sec-Fetch-Site: cross-site` is refused.
 */
@ApiTags('Editors')
@ApiEditorAuth()
@Controller('translation')
@Editor()
export class TranslationsController {
  constructor(
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
    private readonly translations: TranslationsService,
  ) {}

  @Get('state/:pageId')
  @ApiOperation({ summary: "A page's translation state per target language (SPEC §7.3)" })
  @ApiOkResponse({ type: TranslationStateResponseDto, description: 'The targets and the overall state' })
  @ApiErrors(400, [404, 'PageNotFound'])
  state(@Param() { pageId }: PageIdParamsDto): Promise<TranslationStateResponseDto> {
    return this.translations.state(pageId);
  }

  @Get('start/:pageId')
  @ApiOperation({
    summary: 'Start translating a page: marks every target language for translation',
    description: 'SPEC §7.3: a GET that changes state, as the spec has it; cross-site requests are refused.',
  })
  @ApiOkResponse({ type: TranslationChangeResponseDto, description: 'The source and the marked targets' })
  @ApiErrors(400, CROSS_SITE, [404, 'PageNotFound or NoSourceVersion'])
  start(@Param() { pageId }: PageIdParamsDto, @Req() request: FastifyRequest): Promise<TranslationChangeResponseDto> {
    this.refuseCrossSite(request);
    return this.translations.start(pageId);
  }

  @Get('reset/:pageId')
  @ApiOperation({
    summary: "Reset a page's translation state",
    description: 'SPEC §7.3: a GET that changes state, as the spec has it; cross-site requests are refused.',
  })
  @ApiOkResponse({ type: TranslationChangeResponseDto, description: 'The source and the targets after the reset' })
  @ApiErrors(400, CROSS_SITE, [404, 'PageNotFound'])
  reset(@Param() { pageId }: PageIdParamsDto, @Req() request: FastifyRequest): Promise<TranslationChangeResponseDto> {
    this.refuseCrossSite(request);
    return this.translations.reset(pageId);
  }

  @Get('export/:pageId/:language')
  @ApiOperation({
    summary: 'Export the texts of a page for one target language as XLIFF 2.0 or 1.2',
    description:
      'An attachment. Rich text becomes inline codes (2.0 `<pc>`/`<ph>` with `<originalData>`; 1.2 `<bpt>`/`<ept>`/`<ph>` holding the markup), placeholders such as `{count}` become `<ph>`. `delta=true` exports only the texts whose source changed since the last import.',
  })
  @ApiFileResponse(['application/xliff+xml'], 'The XLIFF document (2.0 unless version=1.2)')
  @ApiErrors([400, 'Invalid parameters (version, delta), or NotATargetLanguage'], CROSS_SITE, [
    404,
    'PageNotFound, NoSourceVersion, or NothingChanged (delta)',
  ])
  async export(
    @Param() { pageId, language }: LanguageParamsDto,
    @Query() { version, delta }: TranslationExportQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    this.refuseCrossSite(request);
    const chosen = version ?? '2.0';
    const xml = await this.translations.exportXliff(pageId, language, { version: chosen, delta: delta === 'true' });
    const name = `${pageId}.${language}${delta === 'true' ? '.changes' : ''}${chosen === '1.2' ? '.xliff12' : ''}.xlf`;
    void reply.type('application/xliff+xml; charset=utf-8').header('content-disposition', contentDisposition(name));
    return xml;
  }

  @Post('import/:pageId')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Import a translated XLIFF document: stores a draft in its target language',
    description:
      'The body is the XLIFF 2.0 or 1.2 text (at most 2 MB; the version is read from the document; 2.0 is checked against the OASIS schema). Units without a target are listed in `units.untranslated` and keep the language InProgress. Same origin only.',
  })
  @ApiConsumes(...XLIFF_MEDIA_TYPES)
  @ApiBody({ schema: { type: 'string' }, description: 'The XLIFF document an export produced, translated' })
  @ApiOkResponse({
    type: TranslationImportResponseDto,
    description: "The target language's new state and how many units the file filled",
  })
  @ApiErrors([400, 'InvalidXliff or NotATargetLanguage'], SAME_ORIGIN, [404, 'PageNotFound'], 413, [
    415,
    'UnsupportedContentType: send application/xliff+xml',
  ])
  async import(
    @Param() { pageId }: PageIdParamsDto,
    @Req() request: FastifyRequest,
  ): Promise<TranslationImportResponseDto> {
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
  @ApiOperation({ summary: "Publish a page's draft in one language", description: 'Same origin only.' })
  @ApiNoContentResponse({ description: 'Published' })
  @ApiErrors(400, SAME_ORIGIN, [404, 'PageNotFound or NoDraft'])
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
