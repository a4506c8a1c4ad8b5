import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { YogaServerInstance } from 'graphql-yoga';
import { answerWithYoga } from '../../src/core/http/graphql-bridge.js';
import { BrandsService } from '../brands/index.js';
import { ContentService } from '../content/index.js';
import { LocalesService } from '../locales/index.js';
import { MediaReleasesService } from '../media-releases/index.js';
import { NavigationService } from '../navigation/index.js';
import { NewsFeedService } from '../news-feed/index.js';
import { RedirectsLookup } from '../redirects/index.js';
import { SitesService } from '../sites/index.js';
import { StoriesService } from '../stories/index.js';
import { ContentApiErrors } from './content-api.errors.js';
import { type ContentGraphqlContext, type ContentGraphqlExtension, createContentYoga } from './content-graphql.js';
import type { ContentGraphqlServices } from './content-graphql.resolvers.js';
import { type ContentStage, LOCALES_HEADER, STAGE_HEADER, localeChain, requestStage } from './content-locales.js';

export const CONTENT_GRAPHQL_ENDPOINT = '/api/graphql/content';
const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json';

/**
 * The content schema's servers: `/api/graphql/content` (PUBLISHED by default, for API keys and rendering
 * instances) and the editors' draft proxy (DRAFT by default). Both are built from one schema, on the first request,
 * once every feature has extended it.
 */
@Injectable()
export class ContentGraphql {
  private readonly servers = new Map<string, YogaServerInstance<ContentGraphqlContext, object>>();
  private readonly extensions: ContentGraphqlExtension[] = [];
  private readonly services: ContentGraphqlServices;

  constructor(
    content: ContentService,
    stories: StoriesService,
    releases: MediaReleasesService,
    navigation: NavigationService,
    newsFeed: NewsFeedService,
    sites: SitesService,
    brands: BrandsService,
    locales: LocalesService,
    redirects: RedirectsLookup,
  ) {
    this.services = { content, stories, releases, navigation, newsFeed, sites, brands, locales, redirects };
  }

  /** Adds a feature's part of the schema; called at start-up (onModuleInit), before the first request. */
  extend(extension: ContentGraphqlExtension): void {
    if (this.servers.size > 0) throw new Error('ContentGraphql.extend after the schema was built');
    this.extensions.push(extension);
  }

  /**
   * Answers a request its guard authenticated, with the locale header's languages as the context (400 JSON when
   * the header names an unknown language).
   */
  async handle(
    request: FastifyRequest,
    reply: FastifyReply,
    options: { endpoint: string; defaultStage: ContentStage; cookieAuthenticated: boolean },
  ): Promise<void> {
    const locales = localeChain(request.headers[LOCALES_HEADER]);
    if (!locales) throw ContentApiErrors.BadLocalesHeader();
    const stage = requestStage(request.headers[STAGE_HEADER], options.defaultStage);
    if (!stage) throw ContentApiErrors.BadStageHeader();
    // GraphQL over HTTP's own media type unless the client asks for another: then a query the schema or its limits
    // refuse (unknown field, too deep, too long) answers 400, not 200, and a renderer tells a wrong query from
    // missing content. graphql-request sends this Accept itself.
    request.headers.accept ??= GRAPHQL_RESPONSE_TYPE;
    await answerWithYoga(this.server(options.endpoint), request, reply, {
      context: { locales, stage },
      cookieAuthenticated: options.cookieAuthenticated,
    });
  }

  private server(endpoint: string) {
    let server = this.servers.get(endpoint);
    if (!server) {
      server = createContentYoga(this.services, { endpoint, extensions: this.extensions });
      this.servers.set(endpoint, server);
    }
    return server;
  }
}
