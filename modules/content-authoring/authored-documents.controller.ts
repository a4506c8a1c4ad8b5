import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Inject,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
  type Type,
} from '@nestjs/common';
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
import { FieldErrorsValidationPipe } from '../../src/core/http/validation-pipe.js';
import { ContentAccess } from '../api-keys/index.js';
import type { AuthoredDocument } from './authored-document.contract.js';
import type { AuthoredDocuments, StagedWrite } from './authored-documents.js';
import {
  AuthoredDocumentDto,
  AuthoredListDto,
  AuthoredListQueryDto,
  DocumentIdParamsDto,
  DocumentRevisionParamsDto,
} from './authored-documents.dto.js';
import { actorOf } from './content-actor.js';
import { etagOf, versionFromIfMatch } from './document-version.js';
import { DeletePageQueryDto, PublishPageDto } from './pages-authoring.dto.js';
import { CompareRevisionsQueryDto, RevisionChangeDto, RevisionSummaryDto } from './revisions.dto.js';

/** A document with its modules: rich text included, well below the global body limit. */
const DOCUMENT_BODY_LIMIT_BYTES = 2 * 1024 * 1024;
const IF_MATCH = {
  name: 'If-Match',
  required: true,
  description: 'The ETag of the version the write changes (from GET or the last write)',
} as const;
const NOT_FOUND = [404, 'DocumentNotFound'] as const;
const STALE = [412, 'StaleVersion: saved in between by someone else; the message names who'] as const;
const NO_IF_MATCH = [428, 'IfMatchRequired: send If-Match'] as const;

export interface AuthoredControllerOptions<Input extends StagedWrite> {
  /** The class name, which OpenAPI operation ids start from (`StoriesAuthoringController`: `storiesAuthoringList`). */
  name: string;
  /** The path under /api: `content/stories`. */
  path: string;
  /** In summaries: `story`, `stories`. */
  one: string;
  many: string;
  service: Type<AuthoredDocuments<Input>>;
  /** The write body, validated here: a generic parameter has no runtime type for the global pipe to read. */
  body: Type<Input>;
  /** What deletion does to published URLs (news items have none). */
  deleted: string;
}

/**
 * The content API of one staged kind (stories, media releases, news items; docs/content-authoring.md): the same
 * routes, rules and answers as pages. Every write names the version it changes (`If-Match`); cookie writes come
 * from this site only (ContentAccess).
 */
export function authoredDocumentsController<Input extends StagedWrite>(options: AuthoredControllerOptions<Input>) {
  const { one, many, body: BodyDto } = options;
  const validBody = new FieldErrorsValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    expectedType: BodyDto,
  });

  @ApiTags('Content')
  @Controller(options.path)
  class AuthoredDocumentsController {
    constructor(@Inject(options.service) readonly documents: AuthoredDocuments<Input>) {}

    @Get()
    @ContentAccess('content:read')
    @ApiOperation({
      summary: `List ${many}`,
      description: 'Newest change first; filtered by language, stage, words, time.',
    })
    @ApiOkResponse({ type: AuthoredListDto, description: `One page of the list and how many ${many} match` })
    @ApiErrors(400)
    list(@Query() query: AuthoredListQueryDto): Promise<AuthoredListDto> {
      return this.documents.list(query);
    }

    @Post()
    @ContentAccess('content:write')
    @BodyLimit(DOCUMENT_BODY_LIMIT_BYTES)
    @ApiOperation({
      summary: `Create a ${one}`,
      description: 'A draft in one language: the public does not see it until it is published.',
    })
    @ApiBody({ type: BodyDto })
    @ApiCreatedResponse({ type: AuthoredDocumentDto, description: `The new ${one}; its version is the ETag` })
    @ApiErrors(400, [409, 'DocumentSlugTaken'], 413, 415)
    async create(
      @Body(validBody) body: Input,
      @Req() request: FastifyRequest,
      @Res({ passthrough: true }) reply: FastifyReply,
    ): Promise<AuthoredDocumentDto> {
      const document = await this.documents.create(body, actorOf(request));
      return answer(reply.header('location', `/api/${options.path}/${document.id}`), document);
    }

    @Get(':id')
    @ContentAccess('content:read')
    @ApiOperation({ summary: `A ${one} with every language version, draft and published` })
    @ApiOkResponse({ type: AuthoredDocumentDto, description: 'The document; its version is also the ETag header' })
    @ApiErrors(400, NOT_FOUND)
    async get(@Param() { id }: DocumentIdParamsDto, @Res({ passthrough: true }) reply: FastifyReply) {
      return answer(reply, await this.documents.get(id));
    }

    @Put(':id')
    @ContentAccess('content:write')
    @BodyLimit(DOCUMENT_BODY_LIMIT_BYTES)
    @ApiOperation({ summary: `Save a language version's draft of a ${one}`, description: 'Every save is a revision.' })
    @ApiHeader(IF_MATCH)
    @ApiBody({ type: BodyDto })
    @ApiOkResponse({ type: AuthoredDocumentDto, description: 'After the change; its new version is the ETag' })
    @ApiErrors(400, NOT_FOUND, [409, 'DocumentSlugTaken'], STALE, 413, 415, NO_IF_MATCH)
    async update(
      @Param() { id }: DocumentIdParamsDto,
      @Body(validBody) body: Input,
      @Headers('if-match') ifMatch: string | undefined,
      @Req() request: FastifyRequest,
      @Res({ passthrough: true }) reply: FastifyReply,
    ): Promise<AuthoredDocumentDto> {
      const expected = versionFromIfMatch(ifMatch);
      return answer(reply, await this.documents.update(id, body, expected, actorOf(request)));
    }

    @Delete(':id')
    @ContentAccess('content:write')
    @HttpCode(204)
    @ApiOperation({ summary: `Delete a ${one}`, description: options.deleted })
    @ApiHeader(IF_MATCH)
    @ApiNoContentResponse({ description: 'Deleted' })
    @ApiErrors(400, NOT_FOUND, STALE, NO_IF_MATCH)
    async delete(
      @Param() { id }: DocumentIdParamsDto,
      @Query() { redirectTo }: DeletePageQueryDto,
      @Headers('if-match') ifMatch: string | undefined,
      @Req() request: FastifyRequest,
    ): Promise<void> {
      await this.documents.delete(id, versionFromIfMatch(ifMatch), redirectTo ?? null, actorOf(request));
    }

    @Post(':id/publish')
    @ContentAccess('content:write')
    @HttpCode(200)
    @ApiOperation({
      summary: `Publish drafts of a ${one}`,
      description: 'The languages named (all drafts if none): the public sees them at the next request.',
    })
    @ApiHeader(IF_MATCH)
    @ApiBody({ type: PublishPageDto, required: false })
    @ApiOkResponse({ type: AuthoredDocumentDto, description: 'After the change; its new version is the ETag' })
    @ApiErrors(400, NOT_FOUND, [409, 'NothingToPublishIn'], STALE, 415, NO_IF_MATCH)
    async publish(
      @Param() { id }: DocumentIdParamsDto,
      @Body() body: PublishPageDto,
      @Headers('if-match') ifMatch: string | undefined,
      @Req() request: FastifyRequest,
      @Res({ passthrough: true }) reply: FastifyReply,
    ): Promise<AuthoredDocumentDto> {
      const expected = versionFromIfMatch(ifMatch);
      return answer(reply, await this.documents.publish(id, body?.languages, expected, actorOf(request)));
    }

    @Post(':id/unpublish')
    @ContentAccess('content:write')
    @HttpCode(200)
    @ApiOperation({ summary: `Take languages of a ${one} offline`, description: 'Their text stays as the draft.' })
    @ApiHeader(IF_MATCH)
    @ApiBody({ type: PublishPageDto, required: false })
    @ApiOkResponse({ type: AuthoredDocumentDto, description: 'After the change; its new version is the ETag' })
    @ApiErrors(400, NOT_FOUND, STALE, 415, NO_IF_MATCH)
    async unpublish(
      @Param() { id }: DocumentIdParamsDto,
      @Body() body: PublishPageDto,
      @Headers('if-match') ifMatch: string | undefined,
      @Req() request: FastifyRequest,
      @Res({ passthrough: true }) reply: FastifyReply,
    ): Promise<AuthoredDocumentDto> {
      const expected = versionFromIfMatch(ifMatch);
      return answer(reply, await this.documents.unpublish(id, body?.languages, expected, actorOf(request)));
    }

    @Get(':id/revisions')
    @ContentAccess('content:read')
    @ApiOperation({ summary: `A ${one}'s revisions, newest first: when, who and what` })
    @ApiOkResponse({ type: [RevisionSummaryDto], description: 'The revisions, newest first' })
    @ApiErrors(400, NOT_FOUND)
    revisions(@Param() { id }: DocumentIdParamsDto): Promise<RevisionSummaryDto[]> {
      return this.documents.revisions(id);
    }

    @Get(':id/revisions/compare')
    @ContentAccess('content:read')
    @ApiOperation({ summary: `Compare two revisions of a ${one} field by field` })
    @ApiOkResponse({ type: [RevisionChangeDto], description: 'Every field that differs' })
    @ApiErrors(400, [404, 'DocumentNotFound or RevisionNotFound'])
    compare(@Param() { id }: DocumentIdParamsDto, @Query() { from, to }: CompareRevisionsQueryDto) {
      return this.documents.compare(id, from, to);
    }

    @Post(':id/revisions/:revision/restore')
    @ContentAccess('content:write')
    @HttpCode(200)
    @ApiOperation({
      summary: `Restore a revision of a ${one} as the new draft`,
      description: 'Its texts become the drafts; nothing is published.',
    })
    @ApiHeader(IF_MATCH)
    @ApiOkResponse({ type: AuthoredDocumentDto, description: 'After the change; its new version is the ETag' })
    @ApiErrors(400, [404, 'DocumentNotFound or RevisionNotFound'], STALE, NO_IF_MATCH)
    async restore(
      @Param() { id, revision }: DocumentRevisionParamsDto,
      @Headers('if-match') ifMatch: string | undefined,
      @Req() request: FastifyRequest,
      @Res({ passthrough: true }) reply: FastifyReply,
    ): Promise<AuthoredDocumentDto> {
      const expected = versionFromIfMatch(ifMatch);
      return answer(reply, await this.documents.restore(id, revision, expected, actorOf(request)));
    }
  }
  Object.defineProperty(AuthoredDocumentsController, 'name', { value: options.name });
  return AuthoredDocumentsController;
}

/** The document with its version as the ETag; never stored by a cache. */
function answer(reply: FastifyReply, document: AuthoredDocument): AuthoredDocumentDto {
  void reply.header('etag', etagOf(document.version)).header('cache-control', 'no-store');
  return document;
}
