import { Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { YogaServerInstance } from 'graphql-yoga';
import type { PortalRequest } from '../identity/index.js';
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
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) headers.set(name, value.join(', '));
    }
    const url = `${request.protocol}://${request.host}${request.url}`;
    // Fastify has parsed the JSON body already; yoga reads it again from the re-serialised text.
    const body = request.method === 'POST' ? JSON.stringify(request.body ?? null) : undefined;
    if (body !== undefined) headers.set('content-type', 'application/json');
    headers.delete('content-length');
    const response = await this.yoga.fetch(
      url,
      { method: request.method, headers, body },
      { user: request.portalUser! },
    );
    reply.status(response.status);
    response.headers.forEach((value, name) => void reply.header(name, value));
    reply.header('cache-control', 'private, no-store');
    await reply.send(await response.text());
  }
}
