import { Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CORE_CONFIG, type CoreConfig } from '../../src/core/config/core.config.js';
import { isTrustedOrigin } from '../../src/core/http/cors.js';
import { GraphqlHttpErrors } from '../../src/core/http/graphql-bridge.js';
import { type GraphqlExample, ApiGraphqlEndpoint } from '../../src/core/http/graphql.openapi.js';
import { ApiErrors } from '../../src/core/http/openapi.js';
import { Editor } from '../../src/core/http/access.decorators.js';
import { ApiEditorAuth, EditorAuthErrors } from '../editor-auth/index.js';
import { ContentGraphql } from '../content-api/index.js';
import { type ContentSourceConfig, contentSourceConfig, contentUpstream } from '../content-source/index.js';
import { HttpClientFactory, type UpstreamGraphql, UpstreamGraphqlFactory } from '../../src/core/http-client/index.js';
import { UpstreamHealth } from '../health/index.js';
import { forwardDraftQuery } from './draft-proxy.forward.js';
import { DRAFT_PROXY_ENDPOINT } from './draft-proxy.graphql.js';

/**
 * `/api/hygraph-draft-proxy` (SPEC §6, §7.3): draft content for editors only. The guard answers 401 before any
 * GraphQL work and marks the answer `private, no-store` and `noindex`.
 */
const SCHEMA_NOTE =
  'SPEC §7.3 draft content for editors: the content schema of `/api/graphql/content` (docs/api.md), every ' +
  'query at `stage: DRAFT` unless it asks for PUBLISHED (drafts first, hidden navigation items included). ' +
  'Introspection shows the whole schema. Answered `private, no-store`.';
const DRAFT_EXAMPLES: Record<string, GraphqlExample> = {
  page: {
    summary: 'The German draft of a page',
    value: { query: 'query P($id: ID!) { page(id: $id, language: "de") { id title } }', variables: { id: 'about' } },
  },
};

@ApiTags('Editors')
@ApiEditorAuth()
@Controller('hygraph-draft-proxy')
@Editor()
export class DraftProxyController {
  /** CONTENT_SOURCE=graphql: the content lives upstream, so do its drafts. */
  private readonly upstream: UpstreamGraphql | undefined;

  constructor(
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
    private readonly graphql: ContentGraphql,
    @Inject(contentSourceConfig.KEY) source: ContentSourceConfig,
    upstreams: UpstreamGraphqlFactory,
    http: HttpClientFactory,
    health: UpstreamHealth,
  ) {
    this.upstream = source.mode === 'graphql' ? contentUpstream(source, upstreams, http, health) : undefined;
  }

  @Get()
  @ApiOperation({
    summary: 'Draft content over GraphQL (GET): refused',
    description: 'The editor cookie never authenticates a GraphQL GET (403 CookieGraphqlGetRefused): use POST.',
  })
  @ApiGraphqlEndpoint('GET')
  @ApiErrors([403, 'CookieGraphqlGetRefused'])
  query(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.handle(request, reply);
  }

  @Post()
  // GraphQL answers 200 (or its own error status), never Nest's 201 for POST.
  @HttpCode(200)
  @ApiOperation({ summary: 'Draft content over GraphQL', description: SCHEMA_NOTE })
  @ApiGraphqlEndpoint('POST', DRAFT_EXAMPLES)
  @ApiErrors([403, 'CrossSiteRequest: not from this site or an origin CORS_ORIGINS lists'])
  post(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.handle(request, reply);
  }

  private async handle(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    // The editor cookie is the only way in, so a GET is always refused and a POST must come from
    // this site (or an origin CORS_ORIGINS lists), as cookie-authenticated portal calls must.
    if (request.method === 'POST' && !isTrustedOrigin(request, this.config.publicBaseUrl)) {
      throw EditorAuthErrors.CrossSiteRequest();
    }
    void reply.header('x-robots-tag', 'noindex');
    if (this.upstream) {
      if (request.method !== 'POST') throw GraphqlHttpErrors.CookieGraphqlGetRefused();
      return forwardDraftQuery(this.upstream, request, reply);
    }
    await this.graphql.handle(request, reply, {
      endpoint: DRAFT_PROXY_ENDPOINT,
      defaultStage: 'DRAFT',
      cookieAuthenticated: true,
    });
  }
}
