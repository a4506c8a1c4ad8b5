import { Controller, Get, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { PortalGuard, type PortalRequest } from '../identity/index.js';
import { TicketUploadsService } from './ticket-uploads.service.js';
import { UPLOAD_MAX_BYTES } from './tickets.contract.js';
import { TicketsErrors } from './tickets.errors.js';
import { TicketsGraphql } from './tickets-graphql.service.js';

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The ticketing API (issue 10 item 5, SPEC §7.6): the GraphQL endpoint (graphql-yoga), attachment uploads and
 * downloads. Every route needs a portal user (session cookie or `ciam_id_token`); cookie writes are CSRF-checked.
 */
@Controller('tickets-proxy')
@UseGuards(PortalGuard)
export class TicketsController {
  constructor(
    private readonly graphql: TicketsGraphql,
    private readonly uploads: TicketUploadsService,
  ) {}

  @Get()
  async query(@Req() request: PortalRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.graphql.handle(request, reply);
  }

  @Post()
  async mutate(@Req() request: PortalRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.graphql.handle(request, reply);
  }

  /** One image or video per request, streamed to UPLOADS_DIR (SPEC §9: at most 100 MB). */
  @Post('uploads')
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
