import { Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { YogaServerInstance } from 'graphql-yoga';
import { answerWithYoga } from '../../src/core/http/graphql-bridge.js';
import type { PortalRequest } from '../portal-auth/index.js';
import { type TicketsGraphqlContext, createTicketsYoga } from './tickets.graphql.js';
import { TicketsService } from './tickets.service.js';

/** Hands a request already authenticated by the PortalGuard to graphql-yoga, with the user as its context. */
@Injectable()
export class TicketsGraphql {
  private readonly yoga: YogaServerInstance<TicketsGraphqlContext, object>;

  constructor(tickets: TicketsService) {
    this.yoga = createTicketsYoga(tickets);
  }

  async handle(request: PortalRequest, reply: FastifyReply): Promise<void> {
    // The guard names the session only when the cookie authenticated the request (not the `ciam_id_token` header).
    await answerWithYoga(this.yoga, request, reply, {
      context: { user: request.portalUser! },
      cookieAuthenticated: request.portalSessionId !== undefined,
    });
  }
}
