import { Module, type OnModuleInit } from '@nestjs/common';
import { PortalAuthModule } from '../portal-auth/index.js';
import { PageTables, RoutingModule } from '../routing/index.js';
import { TicketingUpstream, TicketsGraphql, TicketsModule } from '../tickets/index.js';
import { DeskAttachments } from './desk-attachments.js';
import { GraphqlServiceDesk } from './graphql-service-desk.js';
import { ServiceDeskController } from './service-desk.controller.js';
import { serviceDeskGraphql } from './service-desk.graphql.js';
import { ServiceDeskPages } from './service-desk.pages.js';
import { ServiceDeskRepository } from './service-desk.repository.js';
import { SERVICE_DESK_PORT, type ServiceDeskPort } from './service-desk.port.js';
import { ServiceDeskService } from './service-desk.service.js';

/** The service desk: the agents' side of the customer tickets (issue 31). */
@Module({
  imports: [PortalAuthModule, RoutingModule, TicketsModule],
  controllers: [ServiceDeskController],
  providers: [
    ServiceDeskRepository,
    ServiceDeskService,
    {
      // The tickets' source (issue 33): the upstream's agent operations when TICKETING_URL (or SERVICE_INFO_URL) is
      // set, through the tickets' one client and health monitor; else the built-in tables.
      provide: SERVICE_DESK_PORT,
      inject: [TicketingUpstream, ServiceDeskService],
      useFactory: (upstream: TicketingUpstream, builtin: ServiceDeskService): ServiceDeskPort =>
        upstream.graphql && upstream.monitor ? new GraphqlServiceDesk(upstream.graphql, upstream.monitor) : builtin,
    },
    ServiceDeskPages,
    DeskAttachments,
  ],
  exports: [ServiceDeskService, SERVICE_DESK_PORT],
})
export class ServiceDeskModule implements OnModuleInit {
  constructor(
    private readonly graphql: TicketsGraphql,
    private readonly desk: ServiceDeskService,
    private readonly pageTables: PageTables,
    private readonly pages: ServiceDeskPages,
  ) {}

  onModuleInit(): void {
    // The agent operations join the ticketing schema at /api/tickets-proxy, answered from this server's tables.
    this.graphql.extend(serviceDeskGraphql(this.desk));
    // The agents' pages under the portal (service-desk.pages.ts).
    this.pageTables.register(this.pages.table);
  }
}
