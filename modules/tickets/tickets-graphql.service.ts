import { Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { YogaServerInstance } from 'graphql-yoga';
import { answerWithYoga } from '../../src/core/http/graphql-bridge.js';
import type { UserProfile } from '../identity-provider/index.js';
import type { PortalRequest } from '../portal-auth/index.js';
import { type TicketsGraphqlContext, createTicketsYoga } from './tickets.graphql.js';
import { TicketsService } from './tickets.service.js';

/** Hands a request the access guard authenticated (`@Portal()`) to graphql-yoga, with its user as the context. */
@Injectable()
export class TicketsGraphql {
  private readonly yoga: YogaServerInstance<TicketsGraphqlContext, object>;

  constructor(tickets: TicketsService) {
    this.yoga = createTicketsYoga(tickets);
  }

  async handle(request: PortalRequest, reply: FastifyReply, user: UserProfile): Promise<void> {
    // The guard names the session only when the cookie authenticated the request (not the `ciam_id_token` header).
    await answerWithYoga(this.yoga, request, reply, {
      context: { user },
      cookieAuthenticated: request.portalSessionId !== undefined,
    });
  }
}
