import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DEBUG_HEADER,
  type HttpClient,
  HttpStatusError,
  ID_TOKEN_HEADER,
  variablesForLog,
} from '../../src/core/http-client/index.js';
import { GraphqlHttpErrors } from '../../src/core/http/graphql-bridge.js';
import { DomainError, type ErrorStatus } from '../../src/core/errors/index.js';
import type { UpstreamMonitor } from '../health/index.js';
import { TicketsErrors } from './tickets.errors.js';

/** An upload may take long: the whole body goes through within this time (Fastify's own timeouts still apply). */
export const UPLOAD_FORWARD_TIMEOUT_MS = 300_000;

/** The download headers the browser gets from the upstream's answer as they are. */
const DOWNLOAD_HEADERS = ['content-type', 'content-length', 'content-disposition'] as const;

/** The request headers the upstream needs to answer as it would answer the browser. */
const FORWARDED_HEADERS = ['accept', 'accept-language'] as const;

/**
 * SPEC §7.3's ticket proxy in `graphql` mode (issue 33): the browser's GraphQL operations go to the upstream as they
 * are, as the signed-in user (their ID token in `ciam_id_token`, never the browser's cookie), and the upstream's
 * answer comes back with its status (a GraphQL 404 stays a 404). No answer, or a 5xx, is TicketingUnavailable (503).
 */
export class TicketsUpstreamProxy {
  private readonly logger = new Logger(TicketsUpstreamProxy.name);

  constructor(
    private readonly http: HttpClient,
    private readonly url: string,
    private readonly monitor: UpstreamMonitor,
    /** LOG_LEVEL is debug or trace: the upstream gets the debug header too (SPEC §7.6), as the adapter's calls do. */
    private readonly debug: boolean,
  ) {}

  async forward(
    request: FastifyRequest,
    reply: FastifyReply,
    options: { idToken: string; cookieAuthenticated: boolean },
  ): Promise<void> {
    // The same rule as the built-in endpoint: a cookie never authenticates a GET (graphql-bridge.ts).
    if (request.method !== 'POST' && options.cookieAuthenticated) throw GraphqlHttpErrors.CookieGraphqlGetRefused();
    const headers: Record<string, string> = {
      [ID_TOKEN_HEADER]: options.idToken,
      ...(this.debug ? { [DEBUG_HEADER]: 'debug' } : {}),
    };
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const body = request.body as { operationName?: unknown; variables?: Record<string, unknown> } | undefined;
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    this.logger.debug(
      `forward ${typeof body?.operationName === 'string' ? body.operationName : 'anonymous'} ` +
        `variables=${variablesForLog(body?.variables)}`,
    );
    let status = 200;
    let answer: unknown;
    try {
      answer =
        request.method === 'POST'
          ? await this.http.post(this.url, request.body ?? null, { headers })
          : await this.http.get(`${this.url}${query}`, { headers });
    } catch (error) {
      if (!(error instanceof HttpStatusError) || error.status >= 500) {
        this.monitor.failed(error);
        throw TicketsErrors.TicketingUnavailable();
      }
      status = error.status;
      answer = error.body;
    }
    void reply.status(status);
    void reply.header('cache-control', 'private, no-store');
    await reply
      .type('application/json; charset=utf-8')
      .send(typeof answer === 'string' ? answer : JSON.stringify(answer));
  }

  /**
   * The URL of a route beside the ticket proxy on a uapp upstream (`service-desk/…` for the agents' attachments):
   * TICKETING_URL is its `/api/tickets-proxy`, the other routes share its `/api` prefix.
   */
  beside(path: string): string {
    return new URL(`../${path}`, `${this.url}/`).href;
  }

  /**
   * An attachment of an upstream ticket: its `href` is this route, so the browser asks here and the file comes from
   * the upstream's same route (a uapp upstream: TICKETING_URL + `/attachments/{id}`), streamed, as the user.
   */
  async download(
    reply: FastifyReply,
    attachmentId: string,
    idToken: string,
    route = `${this.url}/attachments`,
  ): Promise<void> {
    let response: Response;
    try {
      response = await this.http.fetch(`${route}/${encodeURIComponent(attachmentId)}`, {
        headers: { [ID_TOKEN_HEADER]: idToken, ...(this.debug ? { [DEBUG_HEADER]: 'debug' } : {}) },
      });
    } catch (error) {
      if (error instanceof HttpStatusError && error.status === 403) throw TicketsErrors.ServiceNotActive();
      if (error instanceof HttpStatusError && error.status < 500) throw TicketsErrors.AttachmentNotFound();
      this.monitor.failed(error);
      throw TicketsErrors.TicketingUnavailable();
    }
    for (const name of DOWNLOAD_HEADERS) {
      const value = response.headers.get(name);
      if (value) void reply.header(name, value);
    }
    await reply
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(response.body ? Readable.fromWeb(response.body as WebReadableStream) : '');
  }

  /**
   * An attachment upload, forwarded as it streams in to the upstream's same route (`TICKETING_URL/uploads`), as the
   * user: the upstream checks type, size and quotas and keeps the file; the id it answers goes into `createTicket`,
   * which the upstream gets too (`route`: another upload route of the upstream, see beside()). Its refusals (400,
   * 413, 415, 429, 507) come back with their code and message.
   */
  async upload(request: FastifyRequest, idToken: string, route = `${this.url}/uploads`): Promise<{ id: string }> {
    const headers: Record<string, string> = {
      [ID_TOKEN_HEADER]: idToken,
      ...(this.debug ? { [DEBUG_HEADER]: 'debug' } : {}),
    };
    for (const name of ['content-type', 'content-length'] as const) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    try {
      return await this.http.request<{ id: string }>(route, {
        method: 'POST',
        body: request.raw,
        headers,
        timeoutMs: UPLOAD_FORWARD_TIMEOUT_MS,
      });
    } catch (error) {
      if (error instanceof HttpStatusError && error.status < 500) throw upstreamRefusal(error);
      this.monitor.failed(error);
      throw TicketsErrors.TicketingUnavailable();
    }
  }
}

/**
 * The upstream's refusal as this server answers it: its code, message and status as they are (a uapp upstream
 * answers `{statusCode, code, message}`), so the browser reads the same as it would from the upstream itself.
 */
function upstreamRefusal(error: HttpStatusError): DomainError {
  const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as Record<string, unknown>;
  const code = typeof body.code === 'string' ? body.code : 'UpstreamRefused';
  const message = typeof body.message === 'string' ? body.message : `The ticketing service answered ${error.status}`;
  return new DomainError(code, message, error.status as ErrorStatus);
}
