import { Controller, Get, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiGraphqlEndpoint } from '../../src/core/http/graphql.openapi.js';
import { ApiErrors, ApiFileResponse } from '../../src/core/http/openapi.js';
import { ApiPortalAuth, PortalGuard, type PortalRequest } from '../identity/index.js';
import { TicketUploadsService } from './ticket-uploads.service.js';
import { UPLOAD_MAX_BYTES } from './tickets.contract.js';
import { TicketsErrors } from './tickets.errors.js';
import { TicketsGraphql } from './tickets-graphql.service.js';
import { TICKET_QUERY_EXAMPLES } from './tickets.examples.js';

export class UploadedAttachmentDto {
  @ApiProperty({ format: 'uuid', description: 'Pass it in `CreateTicketInput.attachmentIds`' })
  id!: string;
}

const SCHEMA_NOTE =
  'SPEC §7.6 ticketing as GraphQL: `tickets`, `ticket(id)`, `ticketFormOptions`; mutations `createTicket`, ' +
  '`addComment`, `closeTicket`. Introspection shows the whole schema. The user needs the ticketing service (403).';
const NOT_ACTIVE = [403, 'ServiceNotActive, or a cookie-authenticated write from another origin'] as const;

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The ticketing API (issue 10 item 5, SPEC §7.6): the GraphQL endpoint (graphql-yoga), attachment uploads and
 * downloads. Every route needs a portal user (session cookie or `ciam_id_token`); cookie writes are CSRF-checked.
 */
@ApiTags('Portal: tickets')
@ApiPortalAuth()
@Controller('tickets-proxy')
@UseGuards(PortalGuard)
export class TicketsController {
  constructor(
    private readonly graphql: TicketsGraphql,
    private readonly uploads: TicketUploadsService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'GraphQL queries over GET (API clients)',
    description: `${SCHEMA_NOTE} Only with \`ciam_id_token\`: the session cookie never authenticates a GET (403).`,
  })
  @ApiGraphqlEndpoint('GET')
  @ApiErrors([403, 'ServiceNotActive, or CookieGraphqlGetRefused (a GET with the session cookie)'])
  async query(@Req() request: PortalRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.graphql.handle(request, reply);
  }

  @Post()
  // GraphQL answers 200 (or its own error status), never Nest's 201 for POST.
  @HttpCode(200)
  @ApiOperation({ summary: 'GraphQL queries and mutations', description: SCHEMA_NOTE })
  @ApiGraphqlEndpoint('POST', TICKET_QUERY_EXAMPLES)
  @ApiErrors(NOT_ACTIVE)
  async mutate(@Req() request: PortalRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.graphql.handle(request, reply);
  }

  /** One image or video per request, streamed to UPLOADS_DIR (SPEC §9: at most 100 MB). */
  @Post('uploads')
  @ApiOperation({
    summary: 'Upload an attachment for a new ticket',
    description: 'One image or video per request, at most 100 MB (SPEC §9), as multipart/form-data.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] },
  })
  @ApiCreatedResponse({ type: UploadedAttachmentDto, description: 'Stored; not yet part of a ticket' })
  @ApiErrors(
    [400, 'UploadMissing: no file in the request'],
    NOT_ACTIVE,
    [413, 'UploadTooLarge'],
    [415, 'UploadTypeRefused: only images or videos'],
  )
  async upload(@Req() request: PortalRequest): Promise<{ id: string }> {
    if (!request.isMultipart()) throw TicketsErrors.UploadMissing();
    const file = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 }, throwFileSizeLimit: true });
    if (!file) throw TicketsErrors.UploadMissing();
    return this.uploads.store(request.portalUser!, {
      stream: file.file,
      filename: file.filename,
      truncated: () => file.file.truncated,
    });
  }

  @Get('attachments/:id')
  @ApiOperation({ summary: "Download a ticket's attachment", description: "The company's own attachments only." })
  @ApiFileResponse(['application/octet-stream'], 'The file with its own Content-Type, as an attachment')
  @ApiErrors([404, 'AttachmentNotFound'])
  async download(@Req() request: PortalRequest, @Param('id') id: string, @Res() reply: FastifyReply): Promise<void> {
    const attachment = await this.uploads.open(request.portalUser!, id);
    await reply
      .header('content-type', attachment.contentType)
      .header('content-length', String(attachment.size))
      .header('content-disposition', contentDisposition(attachment.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(attachment.stream());
  }
}
