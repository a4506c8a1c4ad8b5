import { Module, type OnModuleInit } from '@nestjs/common';
import { PortalAuthModule } from '../portal-auth/index.js';
import { PageTables, RoutingModule } from '../routing/index.js';
import { TicketsGraphql, TicketsModule } from '../tickets/index.js';
import { ServiceDeskController } from './service-desk.controller.js';
import { serviceDeskGraphql } from './service-desk.graphql.js';
import { ServiceDeskPages } from './service-desk.pages.js';
import { ServiceDeskRepository } from './service-desk.repository.js';
import { ServiceDeskService } from './service-desk.service.js';

/** The service desk: the agents' side of the customer tickets (issue 31). */
@Module({
  imports: [PortalAuthModule, RoutingModule, TicketsModule],
  controllers: [ServiceDeskController],
  providers: [ServiceDeskRepository, ServiceDeskService, ServiceDeskPages],
  exports: [ServiceDeskService],
})
export class ServiceDeskModule implements OnModuleInit {
  constructor(
    private readonly graphql: TicketsGraphql,
    private readonly desk: ServiceDeskService,
    private readonly pageTables: PageTables,
    private readonly pages: ServiceDeskPages,
  ) {}

  onModuleInit(): void {
    // The agent operations join the ticketing schema at /api/tickets-proxy.
    this.graphql.extend(serviceDeskGraphql(this.desk));
    // The agents' pages under the portal (service-desk.pages.ts).
    this.pageTables.register(this.pages.table);
  }
}
