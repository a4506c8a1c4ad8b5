import { Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiGraphqlEndpoint } from '../../src/core/http/graphql.openapi.js';
import { CurrentUser, Portal } from '../../src/core/http/access.decorators.js';
import { ApiErrors, ApiFileResponse } from '../../src/core/http/openapi.js';
import { ParamPattern } from '../../src/core/http/param-pattern.pipe.js';
import type { UserProfile } from '../identity-provider/index.js';
import { ApiPortalAuth, type PortalRequest } from '../portal-auth/index.js';
import { TICKETING } from './tickets.access.js';
import { incomingUpload, refusedUpload, sendAttachment } from './multipart-upload.js';
import { TicketUploadsService } from './ticket-uploads.service.js';
import { TicketsErrors } from './tickets.errors.js';
import { TicketsGraphql } from './tickets-graphql.service.js';
import { TICKET_QUERY_EXAMPLES } from './tickets.examples.js';
import { TicketingUpstream } from './ticketing-upstream.js';
import { currentPortalIdToken } from '../portal-auth/index.js';

export class UploadedAttachmentDto {
  @ApiProperty({ format: 'uuid', description: 'Pass it in `CreateTicketInput.attachmentIds`' })
  id!: string;
}

const SCHEMA_NOTE =
  'SPEC §7.6 ticketing as GraphQL: `tickets`, `ticket(id)`, `ticketFormOptions`; mutations `createTicket`, ' +
  '`addComment`, `closeTicket`. Introspection shows the whole schema. The user needs the ticketing service (403).';
/** Attachments are named by UUIDs. */
const ATTACHMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_ACTIVE = [403, 'ServiceNotActive, or a cookie-authenticated write from another origin'] as const;

/**
 * The ticketing API (SPEC §7.6): the GraphQL endpoint (graphql-yoga), attachment uploads and
 * downloads. Every route needs a portal user (session cookie or `ciam_id_token`); cookie writes are CSRF-checked.
 */
@ApiTags('Portal: tickets')
@ApiPortalAuth()
@Controller('tickets-proxy')
@Portal()
export class TicketsController {
  constructor(
    private readonly graphql: TicketsGraphql,
    private readonly uploads: TicketUploadsService,
    private readonly upstream: TicketingUpstream,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'GraphQL queries over GET (API clients)',
    description: `${SCHEMA_NOTE} Only with \`ciam_id_token\`: the session cookie never authenticates a GET (403).`,
  })
  @ApiGraphqlEndpoint('GET')
  @ApiErrors([403, 'ServiceNotActive, or CookieGraphqlGetRefused (a GET with the session cookie)'])
  async query(
    @CurrentUser() user: UserProfile,
    @Req() request: PortalRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.graphql.handle(request, reply, user);
  }

  @Post()
  // GraphQL answers 200 (or its own error status), never Nest's 201 for POST.
  @HttpCode(200)
  @ApiOperation({ summary: 'GraphQL queries and mutations', description: SCHEMA_NOTE })
  @ApiGraphqlEndpoint('POST', TICKET_QUERY_EXAMPLES)
  @ApiErrors(NOT_ACTIVE)
  async mutate(
    @CurrentUser() user: UserProfile,
    @Req() request: PortalRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.graphql.handle(request, reply, user);
  }

  /** One image or video per request, streamed to UPLOADS_DIR (SPEC §9: at most 100 MB), within quotas. */
  @Post('uploads')
  @ApiOperation({
    summary: 'Upload an attachment for a new ticket',
    description:
      'One image or video per request, at most 100 MB (SPEC §9), as multipart/form-data. The request size ' +
      '(Content-Length) counts against the quotas on uploads not yet sent with a ticket and on all attachments, per ' +
      'user and per company; uploads per user and minute are limited.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] },
  })
  @ApiCreatedResponse({ type: UploadedAttachmentDto, description: 'Stored; not yet part of a ticket' })
  @ApiErrors(
    [400, 'UploadMissing: no file in the request; UploadTextInvalid: a control character in the file name'],
    NOT_ACTIVE,
    [413, 'UploadTooLarge, or UploadQuotaExceeded (the body names the quota: `quota`, `limitBytes`)'],
    [415, 'UploadTypeRefused: only images or videos'],
    [429, 'UploadRateLimited: too many uploads; retry after `Retry-After` seconds'],
    [507, 'UploadStorageFull: the server keeps its free disk space; try again later'],
    [503, 'TicketingUnavailable: the upstream (TICKETING_URL) failed or did not answer'],
  )
  async upload(
    @CurrentUser() user: UserProfile,
    @Req() request: PortalRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ id: string }> {
    if (this.upstream.proxy) {
      // The upstream keeps the file; the body streams through (the guard remembered the user's token).
      const idToken = currentPortalIdToken();
      if (!idToken) return refusedUpload(request, reply)(TicketsErrors.TicketingUnavailable());
      return this.upstream.proxy.upload(request, idToken).catch(refusedUpload(request, reply));
    }
    return this.uploads.store(user, incomingUpload(request)).catch(refusedUpload(request, reply));
  }

  @Get('attachments/:id')
  // The service first (403 ServiceNotActive), then the id: another company's attachment or a malformed id is a 404.
  @Portal(TICKETING)
  @ApiOperation({ summary: "Download a ticket's attachment", description: "The company's own attachments only." })
  @ApiFileResponse(['application/octet-stream'], 'The file with its own Content-Type, as an attachment')
  @ApiErrors([404, 'AttachmentNotFound'], [503, 'TicketingUnavailable: the upstream (TICKETING_URL) failed'])
  async download(
    @CurrentUser() user: UserProfile,
    @Param('id', new ParamPattern(ATTACHMENT_ID, () => TicketsErrors.AttachmentNotFound())) id: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    if (this.upstream.proxy) {
      // An upstream ticket's attachment: fetched from the upstream as the user (the guard remembered their token).
      const idToken = currentPortalIdToken();
      if (!idToken) throw TicketsErrors.TicketingUnavailable();
      return this.upstream.proxy.download(reply, id, idToken);
    }
    await sendAttachment(reply, await this.uploads.open(user, id));
  }
}
