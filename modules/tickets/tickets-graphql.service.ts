import { Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { YogaServerInstance } from 'graphql-yoga';
import { isUiLanguage } from '../../i18n/languages.js';
import { answerWithYoga } from '../../src/core/http/graphql-bridge.js';
import type { UserProfile } from '../identity-provider/index.js';
import type { PortalRequest } from '../portal-auth/index.js';
import { type TicketsGraphqlContext, type TicketsGraphqlExtension, createTicketsYoga } from './tickets.graphql.js';
import { TicketsService } from './tickets.service.js';
import { TicketingUpstream } from './ticketing-upstream.js';
import { currentPortalIdToken } from '../portal-auth/index.js';
import { TicketsErrors } from './tickets.errors.js';

/** The first UI language the Accept-Language header names, else English. */
function requestLanguage(header: string | string[] | undefined): string {
  const tags = [header ?? ''].flat().join(',').split(',');
  for (const tag of tags) {
    const code = tag.trim().split(/[-;_]/)[0]?.toLowerCase();
    if (isUiLanguage(code)) return code;
  }
  return 'en';
}

/**
 * Hands a request the access guard authenticated (`@Portal()`) to graphql-yoga, with its user as the context; with an
 * upstream ticketing service (TICKETING_URL) to the upstream instead, as that user (SPEC §7.3 ticket proxy).
 */
@Injectable()
export class TicketsGraphql {
  private yogaServer: YogaServerInstance<TicketsGraphqlContext, object> | undefined;
  private readonly extensions: TicketsGraphqlExtension[] = [];

  constructor(
    private readonly tickets: TicketsService,
    private readonly upstream: TicketingUpstream,
  ) {}

  /** Adds a feature's part of the schema; called at start-up (onModuleInit), before the first request. */
  extend(extension: TicketsGraphqlExtension): void {
    if (this.yogaServer) throw new Error('TicketsGraphql.extend after the schema was built');
    this.extensions.push(extension);
  }

  /** Built on the first request, once every feature has extended the schema. */
  private get yoga(): YogaServerInstance<TicketsGraphqlContext, object> {
    this.yogaServer ??= createTicketsYoga(this.tickets, this.extensions);
    return this.yogaServer;
  }

  async handle(request: PortalRequest, reply: FastifyReply, user: UserProfile): Promise<void> {
    // The guard names the session only when the cookie authenticated the request (not the `ciam_id_token` header).
    const cookieAuthenticated = request.portalSessionId !== undefined;
    if (this.upstream.proxy) {
      // The guard remembered the user's ID token (their session's, or the bearer header itself).
      const idToken = currentPortalIdToken();
      if (!idToken) throw TicketsErrors.TicketingUnavailable();
      await this.upstream.proxy.forward(request, reply, { idToken, cookieAuthenticated });
      return;
    }
    await answerWithYoga(this.yoga, request, reply, {
      context: { user, language: requestLanguage(request.headers['accept-language']) },
      cookieAuthenticated,
    });
  }
}
