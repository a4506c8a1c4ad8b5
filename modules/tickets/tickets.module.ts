import { Module, type OnModuleInit } from '@nestjs/common';
import { MailModule } from '../mail/index.js';
import { DashboardCounts, PortalAuthModule } from '../portal-auth/index.js';
import { TicketMails } from './ticket-mails.js';
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
  imports: [PortalAuthModule, RoutingModule, MailModule],
  controllers: [TicketsController],
  providers: [
    TicketsRepository,
    TicketsService,
    TicketUploadsService,
    UploadDiskFloor,
    TicketsGraphql,
    TicketsPages,
    TicketMails,
  ],
  exports: [TicketsService, TicketUploadsService, TicketMails, TicketsGraphql],
})
export class TicketsModule implements OnModuleInit {
  constructor(
    private readonly pageTables: PageTables,
    private readonly pages: TicketsPages,
    private readonly counts: DashboardCounts,
    private readonly tickets: TicketsService,
  ) {}

  onModuleInit(): void {
    this.pageTables.register(this.pages.table);
    // The tile says how many of the company's tickets wait for the customer (issue 31).
    this.counts.register('serviceTickets', (user) => this.tickets.waitingCount(user));
  }
}
