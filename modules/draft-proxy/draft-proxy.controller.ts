import { Controller, Get, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { YogaServerInstance } from 'graphql-yoga';
import { ContentService } from '../content/index.js';
import { EditorGuard } from '../editor-auth/index.js';
import { MediaReleasesService } from '../media-releases/index.js';
import { NavigationService } from '../navigation/index.js';
import { NewsFeedService } from '../news-feed/index.js';
import { StoriesService } from '../stories/index.js';
import { createDraftProxyYoga } from './draft-proxy.graphql.js';

/**
 * `/api/hygraph-draft-proxy` (SPEC §6, §7.3): draft content for editors only. The guard answers 401 before any
 * GraphQL work and marks the answer `private, no-store` and `noindex`.
 */
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
  query(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.handle(request, reply);
  }

  @Post()
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
