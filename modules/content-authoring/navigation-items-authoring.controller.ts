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
import type { NavigationItemDocument } from './navigation-item-document.contract.js';
import {
  CreateNavigationItemDto,
  MoveNavigationItemDto,
  NavigationItemDocumentDto,
  NavigationItemIdParamsDto,
  NavigationItemListDto,
  NavigationItemListQueryDto,
  NavigationItemRevisionParamsDto,
  PublishNavigationItemDto,
  UpdateNavigationItemDto,
} from './navigation-items-authoring.dto.js';
import { NavigationItemsAuthoringService } from './navigation-items-authoring.service.js';
import { CompareRevisionsQueryDto, RevisionChangeDto, RevisionSummaryDto } from './revisions.dto.js';

/** An item with its mega-menu sections and teaser: small; 256 KiB is far above any real one. */
const ITEM_BODY_LIMIT_BYTES = 256 * 1024;
const IF_MATCH = {
  name: 'If-Match',
  required: true,
  description: 'The ETag of the version the write changes (from GET or the last write)',
} as const;
const NOT_FOUND = [404, 'NavigationItemNotFound'] as const;
const STALE = [412, 'StaleVersion: saved in between by someone else; the message names who'] as const;
const NO_IF_MATCH = [428, 'IfMatchRequired: send If-Match'] as const;
const DOCUMENT_RESPONSE = {
  type: NavigationItemDocumentDto,
  description: 'The item after the change; its new version is the ETag',
} as const;

/**
 * The content API for navigation items (docs/content-authoring.md § Navigation): drafts per language, moves and
 * reordering, publishing, revisions. Every write names the version it changes (`If-Match`), and cookie writes
 * come from this site only.
 */
@ApiTags('Content')
@Controller('content/navigation-items')
export class NavigationItemsAuthoringController {
  constructor(private readonly items: NavigationItemsAuthoringService) {}

  @Get()
  @ContentAccess('content:read')
  @ApiOperation({
    summary: 'List navigation items',
    description: 'In menu order (site, area, place); filtered by site, language, area, parent, hidden, words.',
  })
  @ApiOkResponse({ type: NavigationItemListDto, description: 'One page of the list and how many items match' })
  @ApiErrors(400)
  list(@Query() query: NavigationItemListQueryDto): Promise<NavigationItemListDto> {
    return this.items.list(query);
  }

  @Post()
  @ContentAccess('content:write')
  @BodyLimit(ITEM_BODY_LIMIT_BYTES)
  @ApiOperation({
    summary: 'Create a navigation item',
    description: 'A draft in one language, placed under `parentId` at `position`: the public sees it once published.',
  })
  @ApiBody({ type: CreateNavigationItemDto })
  @ApiCreatedResponse({ type: NavigationItemDocumentDto, description: 'The new item; its version is the ETag' })
  @ApiErrors(400, 413, 415)
  async create(
    @Body() body: CreateNavigationItemDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<NavigationItemDocumentDto> {
    const document = await this.items.create(body, actorOf(request));
    return this.answer(reply.header('location', `/api/content/navigation-items/${document.id}`), document);
  }

  @Get(':id')
  @ContentAccess('content:read')
  @ApiOperation({ summary: 'A navigation item with every language, draft and published' })
  @ApiOkResponse({ type: NavigationItemDocumentDto, description: 'The item; its version is also the ETag header' })
  @ApiErrors(400, NOT_FOUND)
  async get(@Param() { id }: NavigationItemIdParamsDto, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.answer(reply, await this.items.get(id));
  }

  @Put(':id')
  @ContentAccess('content:write')
  @BodyLimit(ITEM_BODY_LIMIT_BYTES)
  @ApiOperation({
    summary: "Save a language's texts and the item's settings (link, countries, hidden) as drafts",
    description: 'Every save is a revision. Fields left out stay as they are; the place changes through move.',
  })
  @ApiHeader(IF_MATCH)
  @ApiBody({ type: UpdateNavigationItemDto })
  @ApiOkResponse(DOCUMENT_RESPONSE)
  @ApiErrors(400, NOT_FOUND, STALE, 413, 415, NO_IF_MATCH)
  async update(
    @Param() { id }: NavigationItemIdParamsDto,
    @Body() body: UpdateNavigationItemDto,
    @Headers('if-match') ifMatch: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<NavigationItemDocumentDto> {
    return this.answer(reply, await this.items.update(id, body, versionFromIfMatch(ifMatch), actorOf(request)));
  }

  @Delete(':id')
  @ContentAccess('content:write')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a navigation item', description: 'Refused (409) while items are below it.' })
  @ApiHeader(IF_MATCH)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(400, NOT_FOUND, [409, 'HasChildren'], STALE, NO_IF_MATCH)
  async delete(
    @Param() { id }: NavigationItemIdParamsDto,
    @Headers('if-match') ifMatch: string | undefined,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    await this.items.delete(id, versionFromIfMatch(ifMatch), actorOf(request));
  }

  @Post(':id/move')
  @ContentAccess('content:write')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Move or reorder: under `parentId` (null: first level) at `position` among the siblings',
    description: 'A draft like any change; an item can not move below itself (400).',
  })
  @ApiHeader(IF_MATCH)
  @ApiBody({ type: MoveNavigationItemDto })
  @ApiOkResponse(DOCUMENT_RESPONSE)
  @ApiErrors(400, NOT_FOUND, STALE, 415, NO_IF_MATCH)
  async move(
    @Param() { id }: NavigationItemIdParamsDto,
    @Body() body: MoveNavigationItemDto,
    @Headers('if-match') ifMatch: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<NavigationItemDocumentDto> {
    return this.answer(reply, await this.items.move(id, body, versionFromIfMatch(ifMatch), actorOf(request)));
  }

  @Post(':id/publish')
  @ContentAccess('content:write')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Publish drafts',
    description: 'The languages named (all drafts if none), with the order of their list: live at the next request.',
  })
  @ApiHeader(IF_MATCH)
  @ApiBody({ type: PublishNavigationItemDto, required: false })
  @ApiOkResponse(DOCUMENT_RESPONSE)
  @ApiErrors(400, NOT_FOUND, [409, 'NothingToPublish, or ParentNotPublished'], STALE, 415, NO_IF_MATCH)
  async publish(
    @Param() { id }: NavigationItemIdParamsDto,
    @Body() body: PublishNavigationItemDto,
    @Headers('if-match') ifMatch: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<NavigationItemDocumentDto> {
    const expected = versionFromIfMatch(ifMatch);
    return this.answer(reply, await this.items.publish(id, body?.languages, expected, actorOf(request)));
  }

  @Post(':id/unpublish')
  @ContentAccess('content:write')
  @HttpCode(200)
  @ApiOperation({ summary: 'Take languages offline', description: 'Their text stays as the draft.' })
  @ApiHeader(IF_MATCH)
  @ApiBody({ type: PublishNavigationItemDto, required: false })
  @ApiOkResponse(DOCUMENT_RESPONSE)
  @ApiErrors(400, NOT_FOUND, STALE, 415, NO_IF_MATCH)
  async unpublish(
    @Param() { id }: NavigationItemIdParamsDto,
    @Body() body: PublishNavigationItemDto,
    @Headers('if-match') ifMatch: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<NavigationItemDocumentDto> {
    const expected = versionFromIfMatch(ifMatch);
    return this.answer(reply, await this.items.unpublish(id, body?.languages, expected, actorOf(request)));
  }

  @Get(':id/revisions')
  @ContentAccess('content:read')
  @ApiOperation({ summary: "A navigation item's revisions, newest first: when, who and what" })
  @ApiOkResponse({ type: [RevisionSummaryDto], description: 'The revisions, newest first' })
  @ApiErrors(400, NOT_FOUND)
  revisions(@Param() { id }: NavigationItemIdParamsDto): Promise<RevisionSummaryDto[]> {
    return this.items.revisions(id);
  }

  @Get(':id/revisions/compare')
  @ContentAccess('content:read')
  @ApiOperation({ summary: 'Compare two revisions field by field' })
  @ApiOkResponse({ type: [RevisionChangeDto], description: 'Every field that differs' })
  @ApiErrors(400, [404, 'NavigationItemNotFound or RevisionNotFound'])
  compare(@Param() { id }: NavigationItemIdParamsDto, @Query() { from, to }: CompareRevisionsQueryDto) {
    return this.items.compare(id, from, to);
  }

  @Post(':id/revisions/:revision/restore')
  @ContentAccess('content:write')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Restore a revision as the new draft',
    description: 'Its texts and settings become the drafts; the item keeps its place; nothing is published.',
  })
  @ApiHeader(IF_MATCH)
  @ApiOkResponse(DOCUMENT_RESPONSE)
  @ApiErrors(400, [404, 'NavigationItemNotFound or RevisionNotFound'], STALE, NO_IF_MATCH)
  async restore(
    @Param() { id, revision }: NavigationItemRevisionParamsDto,
    @Headers('if-match') ifMatch: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<NavigationItemDocumentDto> {
    const expected = versionFromIfMatch(ifMatch);
    return this.answer(reply, await this.items.restore(id, revision, expected, actorOf(request)));
  }

  /** The document with its version as the ETag; never stored by a cache. */
  private answer(reply: FastifyReply, document: NavigationItemDocument): NavigationItemDocumentDto {
    void reply.header('etag', etagOf(document.version)).header('cache-control', 'no-store');
    return document;
  }
}
