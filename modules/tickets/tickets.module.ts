import { Module, type OnModuleInit } from '@nestjs/common';
import { PortalAuthModule } from '../portal-auth/index.js';
import { PageTables, RoutingModule } from '../routing/index.js';
import { TicketsPages } from './tickets.pages.js';
import { TicketUploadsService } from './ticket-uploads.service.js';
import { TicketsGraphql } from './tickets-graphql.service.js';
import { TicketsController } from './tickets.controller.js';
import { TicketsRepository } from './tickets.repository.js';
import { TicketsService } from './tickets.service.js';
import { UploadDiskFloor } from './upload-disk-floor.js';

/** The service tickets of the customer portal. */
@Module({
  imports: [PortalAuthModule, RoutingModule],
  controllers: [TicketsController],
  providers: [TicketsRepository, TicketsService, TicketUploadsService, UploadDiskFloor, TicketsGraphql, TicketsPages],
  exports: [TicketsService],
})
export class TicketsModule implements OnModuleInit {
  constructor(
    private readonly pageTables: PageTables,
    private readonly pages: TicketsPages,
  ) {}

  onModuleInit(): void {
    this.pageTables.register(this.pages.table);
  }
}
