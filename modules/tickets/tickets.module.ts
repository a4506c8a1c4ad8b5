import { Inject, Module, type OnModuleInit } from '@nestjs/common';
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
import { TICKETING_PORT, type TicketingPort } from './ticketing.port.js';
import { TicketingUpstream } from './ticketing-upstream.js';

/** The service tickets of the customer portal. */
@Module({
  imports: [PortalAuthModule, RoutingModule, MailModule],
  controllers: [TicketsController],
  providers: [
    TicketsRepository,
    TicketsService,
    TicketingUpstream,
    {
      // The configured source (issue 33): the upstream's adapter when TICKETING_URL is set, else the built-in tables.
      provide: TICKETING_PORT,
      inject: [TicketingUpstream, TicketsService],
      useFactory: (upstream: TicketingUpstream, builtin: TicketsService): TicketingPort => upstream.adapter ?? builtin,
    },
    TicketUploadsService,
    UploadDiskFloor,
    TicketsGraphql,
    TicketsPages,
    TicketMails,
  ],
  exports: [TicketsService, TICKETING_PORT, TicketingUpstream, TicketUploadsService, TicketMails, TicketsGraphql],
})
export class TicketsModule implements OnModuleInit {
  constructor(
    private readonly pageTables: PageTables,
    private readonly pages: TicketsPages,
    private readonly counts: DashboardCounts,
    @Inject(TICKETING_PORT) private readonly tickets: TicketingPort,
  ) {}

  onModuleInit(): void {
    this.pageTables.register(this.pages.table);
    // The tile says how many of the company's tickets wait for the customer (issue 31).
    this.counts.register('serviceTickets', (user) => this.tickets.waitingCount(user));
  }
}
