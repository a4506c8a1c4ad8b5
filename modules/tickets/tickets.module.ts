import { Module, type OnModuleInit } from '@nestjs/common';
import { PortalAuthModule, PortalPages } from '../portal-auth/index.js';
import { TICKETS_SEGMENT, TicketsPages } from './tickets-pages.resolver.js';
import { TicketUploadsService } from './ticket-uploads.service.js';
import { TicketsGraphql } from './tickets-graphql.service.js';
import { TicketsController } from './tickets.controller.js';
import { TicketsRepository } from './tickets.repository.js';
import { TicketsService } from './tickets.service.js';
import { UploadDiskFloor } from './upload-disk-floor.js';

/** Issue 10 item 5: the service tickets of the customer portal. */
@Module({
  imports: [PortalAuthModule],
  controllers: [TicketsController],
  providers: [TicketsRepository, TicketsService, TicketUploadsService, UploadDiskFloor, TicketsGraphql, TicketsPages],
  exports: [TicketsService],
})
export class TicketsModule implements OnModuleInit {
  constructor(
    private readonly portalPages: PortalPages,
    private readonly pages: TicketsPages,
  ) {}

  onModuleInit(): void {
    this.portalPages.register(TICKETS_SEGMENT, this.pages);
  }
}
