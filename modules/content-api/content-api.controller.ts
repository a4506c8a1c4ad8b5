import { Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { type GraphqlExample, ApiGraphqlEndpoint } from '../../src/core/http/graphql.openapi.js';
import { ApiErrors } from '../../src/core/http/openapi.js';
import { ContentAccess, type ContentRequest } from '../api-keys/index.js';
import { CONTENT_GRAPHQL_ENDPOINT, ContentGraphql } from './content-graphql.service.js';

const SCHEMA_NOTE =
  'SPEC §7.4 content service for rendering instances and integrators (docs/api.md § Content GraphQL): pages, ' +
  'stories, media releases, navigation, news feed, sites, brands, languages, countries, redirects. Every query ' +
  'takes `stage` (PUBLISHED by default; DRAFT reads drafts). The `gcms-locales` header lists the languages to ' +
  'try where a query leaves `language` open, `gcms-stage` the stage of queries naming none (400 BadLocalesHeader ' +
  'or BadStageHeader for other values). Answered `private, no-store`.';
const EXAMPLES: Record<string, GraphqlExample> = {
  page: {
    summary: 'A published page, German else English (gcms-locales: de, en)',
    value: { query: 'query P($id: ID!) { page(id: $id) { id language title } }', variables: { id: 'about' } },
  },
};

/** `/api/graphql/content`: the content schema to API keys with `content:read` (and signed-in editors). */
@ApiTags('Content')
@Controller('graphql/content')
@ContentAccess('content:read')
export class ContentApiController {
  constructor(private readonly graphql: ContentGraphql) {}

  @Get()
  @ApiOperation({ summary: 'Content over GraphQL (GET, API keys only)', description: SCHEMA_NOTE })
  @ApiGraphqlEndpoint('GET', EXAMPLES)
  @ApiErrors([403, 'CookieGraphqlGetRefused: an editor cookie must POST'])
  query(@Req() request: ContentRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.handle(request, reply);
  }

  @Post()
  // GraphQL answers 200 (or its own error status), never Nest's 201 for POST.
  @HttpCode(200)
  @ApiOperation({ summary: 'Content over GraphQL', description: SCHEMA_NOTE })
  @ApiGraphqlEndpoint('POST', EXAMPLES)
  post(@Req() request: ContentRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.handle(request, reply);
  }

  private handle(request: ContentRequest, reply: FastifyReply): Promise<void> {
    return this.graphql.handle(request, reply, {
      endpoint: CONTENT_GRAPHQL_ENDPOINT,
      defaultStage: 'PUBLISHED',
      cookieAuthenticated: request.actor?.kind !== 'api-key',
    });
  }
}
