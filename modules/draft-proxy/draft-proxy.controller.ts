import { Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { YogaServerInstance } from 'graphql-yoga';
import { ContentService } from '../content/index.js';
import { type GraphqlExample, ApiGraphqlEndpoint } from '../../src/core/http/graphql.openapi.js';
import { ApiEditorAuth, EditorGuard } from '../editor-auth/index.js';
import { MediaReleasesService } from '../media-releases/index.js';
import { NavigationService } from '../navigation/index.js';
import { NewsFeedService } from '../news-feed/index.js';
import { StoriesService } from '../stories/index.js';
import { createDraftProxyYoga } from './draft-proxy.graphql.js';

/**
 * `/api/hygraph-draft-proxy` (SPEC §6, §7.3): draft content for editors only. The guard answers 401 before any
 * GraphQL work and marks the answer `private, no-store` and `noindex`.
 */
const SCHEMA_NOTE =
  'SPEC §7.3 draft content for editors: `page`, `pageBySlug`, `stories`, `story`, `mediaReleases`, ' +
  '`mediaRelease`, `navigation`, `newsFeed`, drafts first. Introspection shows the whole schema. ' +
  'Answered `private, no-store`.';
const DRAFT_EXAMPLES: Record<string, GraphqlExample> = {
  page: {
    summary: 'The German draft of a page',
    value: { query: 'query P($id: ID!) { page(id: $id, language: "de") { id title } }', variables: { id: 'about' } },
  },
};

@ApiTags('Editors')
@ApiEditorAuth()
@Controller('hygraph-draft-proxy')
@UseGuards(EditorGuard)
export class DraftProxyController {
  private readonly yoga: YogaServerInstance<object, object>;

  constructor(
    content: ContentService,
    stories: StoriesService,
    releases: MediaReleasesService,
    navigation: NavigationService,
    newsFeed: NewsFeedService,
  ) {
    this.yoga = createDraftProxyYoga({ content, stories, releases, navigation, newsFeed });
  }

  @Get()
  @ApiOperation({ summary: 'Draft content over GraphQL (GET)', description: SCHEMA_NOTE })
  @ApiGraphqlEndpoint('GET')
  query(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.handle(request, reply);
  }

  @Post()
  // GraphQL answers 200 (or its own error status), never Nest's 201 for POST.
  @HttpCode(200)
  @ApiOperation({ summary: 'Draft content over GraphQL', description: SCHEMA_NOTE })
  @ApiGraphqlEndpoint('POST', DRAFT_EXAMPLES)
  post(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.handle(request, reply);
  }

  private async handle(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) headers.set(name, value.join(', '));
    }
    // Fastify has parsed the JSON body already; yoga reads it again from the re-serialised text.
    const body = request.method === 'POST' ? JSON.stringify(request.body ?? null) : undefined;
    if (body !== undefined) headers.set('content-type', 'application/json');
    headers.delete('content-length');
    const response = await this.yoga.fetch(`${request.protocol}://${request.host}${request.url}`, {
      method: request.method,
      headers,
      body,
    });
    reply.status(response.status);
    response.headers.forEach((value, name) => void reply.header(name, value));
    void reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
    await reply.send(await response.text());
  }
}
