import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiHeader,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiErrors } from '../../src/core/http/openapi.js';
import { BodyLimit } from '../../src/core/http/route-body-limit.js';
import { ContentAccess } from '../api-keys/index.js';
import { actorOf } from './content-actor.js';
import { etagOf, versionFromIfMatch } from './document-version.js';
import type { PageDocument } from './page-document.contract.js';
import {
  CreatePageDto,
  DeletePageQueryDto,
  PageDocumentDto,
  PageIdParamsDto,
  PageListDto,
  PageListQueryDto,
  PublishPageDto,
  RevisionParamsDto,
  UpdatePageDto,
} from './pages-authoring.dto.js';
import { CompareRevisionsQueryDto, RevisionChangeDto, RevisionSummaryDto } from './revisions.dto.js';
import { PagesAuthoringService } from './pages-authoring.service.js';

/** A page document with its modules: rich text included, well below the global body limit. */
const PAGE_BODY_LIMIT_BYTES = 2 * 1024 * 1024;
const IF_MATCH = {
  name: 'If-Match',
  required: true,
  description: 'The ETag of the version the write changes (from GET or the last write)',
} as const;
const NOT_FOUND = [404, 'PageNotFound'] as const;
const STALE = [412, 'StaleVersion: saved in between by someone else; the message names who'] as const;
const NO_IF_MATCH = [428, 'IfMatchRequired: send If-Match'] as const;

/**
 * The content API for pages (docs/content-authoring.md): editors write drafts, publish and unpublish them, keep
 * revisions and restore them. Every write names the version it changes (`If-Match`), and cookie writes come
 * from this site only.
 */
@ApiTags('Content')
@Controller('content/pages')
export class PagesAuthoringController {
  constructor(private readonly pages: PagesAuthoringService) {}

  @Get()
  @ContentAccess('content:read')
  @ApiOperation({
    summary: 'List pages',
    description: 'Newest change first; filtered by site, language, stage, words, time.',
  })
  @ApiOkResponse({ type: PageListDto, description: 'One page of the list and how many pages match' })
  @ApiErrors(400)
  list(@Query() query: PageListQueryDto): Promise<PageListDto> {
    return this.pages.list(query);
  }

  @Post()
  @ContentAccess('content:write')
  @BodyLimit(PAGE_BODY_LIMIT_BYTES)
  @ApiOperation({
    summary: 'Create a page',
    description: 'A draft in one language: the public gets 404 for it until it is published.',
  })
  @ApiBody({ type: CreatePageDto })
  @ApiCreatedResponse({ type: PageDocumentDto, description: 'The new page; its version is in the ETag header' })
  @ApiErrors(400, [409, 'SlugTaken'], 413, 415)
  async create(
    @Body() body: CreatePageDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PageDocumentDto> {
    const document = await this.pages.create(body, actorOf(request));
    return this.answer(reply.header('location', `/api/content/pages/${document.id}`), document);
  }

  @Get(':id')
  @ContentAccess('content:read')
  @ApiOperation({ summary: 'A page with every language version, draft and published' })
  @ApiOkResponse({ type: PageDocumentDto, description: 'The page; its version is also the ETag header' })
  @ApiErrors(400, NOT_FOUND)
  async get(@Param() { id }: PageIdParamsDto, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.answer(reply, await this.pages.get(id));
  }

  @Put(':id')
  @ContentAccess('content:write')
  @BodyLimit(PAGE_BODY_LIMIT_BYTES)
  @ApiOperation({
    summary: "Save a language version's draft and the page's settings",
    description: 'Every save is a revision. Settings left out stay as they are.',
  })
  @ApiHeader(IF_MATCH)
  @ApiBody({ type: UpdatePageDto })
  @ApiOkResponse({ type: PageDocumentDto, description: 'The page after the change; its new version is the ETag' })
  @ApiErrors(400, NOT_FOUND, [409, 'SlugTaken'], STALE, 413, 415, NO_IF_MATCH)
  async update(
    @Param() { id }: PageIdParamsDto,
    @Body() body: UpdatePageDto,
    @Headers('if-match') ifMatch: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PageDocumentDto> {
    return this.answer(reply, await this.pages.update(id, body, versionFromIfMatch(ifMatch), actorOf(request)));
  }

  @Delete(':id')
  @ContentAccess('content:write')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a page',
    description: 'Its published URLs answer 410 Gone from then on, or 301 to `redirectTo`.',
  })
  @ApiHeader(IF_MATCH)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(400, NOT_FOUND, STALE, NO_IF_MATCH)
  async delete(
    @Param() { id }: PageIdParamsDto,
    @Query() { redirectTo }: DeletePageQueryDto,
    @Headers('if-match') ifMatch: string | undefined,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    await this.pages.delete(id, versionFromIfMatch(ifMatch), redirectTo ?? null, actorOf(request));
  }

  @Post(':id/publish')
  @ContentAccess('content:write')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Publish drafts',
    description: 'The languages named (all drafts if none): the public sees them at the next request.',
  })
  @ApiHeader(IF_MATCH)
  @ApiBody({ type: PublishPageDto, required: false })
  @ApiOkResponse({ type: PageDocumentDto, description: 'The page after the change; its new version is the ETag' })
  @ApiErrors(400, NOT_FOUND, [409, 'NothingToPublish'], STALE, 415, NO_IF_MATCH)
  async publish(
    @Param() { id }: PageIdParamsDto,
    @Body() body: PublishPageDto,
    @Headers('if-match') ifMatch: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PageDocumentDto> {
    const expected = versionFromIfMatch(ifMatch);
    return this.answer(reply, await this.pages.publish(id, body?.languages, expected, actorOf(request)));
  }

  @Post(':id/unpublish')
  @ContentAccess('content:write')
  @HttpCode(200)
  @ApiOperation({ summary: 'Take languages offline', description: 'Their text stays as the draft.' })
  @ApiHeader(IF_MATCH)
  @ApiBody({ type: PublishPageDto, required: false })
  @ApiOkResponse({ type: PageDocumentDto, description: 'The page after the change; its new version is the ETag' })
  @ApiErrors(400, NOT_FOUND, STALE, 415, NO_IF_MATCH)
  async unpublish(
    @Param() { id }: PageIdParamsDto,
    @Body() body: PublishPageDto,
    @Headers('if-match') ifMatch: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PageDocumentDto> {
    const expected = versionFromIfMatch(ifMatch);
    return this.answer(reply, await this.pages.unpublish(id, body?.languages, expected, actorOf(request)));
  }

  @Get(':id/revisions')
  @ContentAccess('content:read')
  @ApiOperation({ summary: "A page's revisions, newest first: when, who and what" })
  @ApiOkResponse({ type: [RevisionSummaryDto], description: 'The revisions, newest first' })
  @ApiErrors(400, NOT_FOUND)
  revisions(@Param() { id }: PageIdParamsDto): Promise<RevisionSummaryDto[]> {
    return this.pages.revisions(id);
  }

  @Get(':id/revisions/compare')
  @ContentAccess('content:read')
  @ApiOperation({ summary: 'Compare two revisions field by field' })
  @ApiOkResponse({ type: [RevisionChangeDto], description: 'Every field that differs' })
  @ApiErrors(400, [404, 'PageNotFound or RevisionNotFound'])
  compare(@Param() { id }: PageIdParamsDto, @Query() { from, to }: CompareRevisionsQueryDto) {
    return this.pages.compare(id, from, to);
  }

  @Post(':id/revisions/:revision/restore')
  @ContentAccess('content:write')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Restore a revision as the new draft',
    description: "Its texts become the drafts, its settings the page's; nothing is published.",
  })
  @ApiHeader(IF_MATCH)
  @ApiOkResponse({ type: PageDocumentDto, description: 'The page after the change; its new version is the ETag' })
  @ApiErrors(400, [404, 'PageNotFound or RevisionNotFound'], STALE, NO_IF_MATCH)
  async restore(
    @Param() { id, revision }: RevisionParamsDto,
    @Headers('if-match') ifMatch: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PageDocumentDto> {
    const expected = versionFromIfMatch(ifMatch);
    return this.answer(reply, await this.pages.restore(id, revision, expected, actorOf(request)));
  }

  /** The document with its version as the ETag; never stored by a cache. */
  private answer(reply: FastifyReply, document: PageDocument): PageDocumentDto {
    void reply.header('etag', etagOf(document.version)).header('cache-control', 'no-store');
    return document;
  }
}
