import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { PortalAuthModule } from '../portal-auth/index.js';
import { PageTables, RoutingModule } from '../routing/index.js';
import { ProductInformationModule } from '../product-information/index.js';
import { ProductsModule } from '../products/index.js';
import { ServiceInformationModule, ServiceInformationUpstream } from '../service-information/index.js';
import { TicketsGraphql, TicketsModule } from '../tickets/index.js';
import { GraphqlInventory } from './graphql-inventory.js';
import { InventoryPages } from './inventory.pages.js';
import { InventoryController } from './inventory.controller.js';
import { inventoryGraphql } from './inventory.graphql.js';
import { INVENTORY_PORT, type InventoryPort } from './inventory.port.js';
import { InventoryRepository } from './inventory.repository.js';
import { InventoryService } from './inventory.service.js';

/** The installed machines of the customer portal (the asset database). */
@Module({
  imports: [
    PortalAuthModule,
    RoutingModule,
    ProductsModule,
    ProductInformationModule,
    ServiceInformationModule,
    TicketsModule,
  ],
  controllers: [InventoryController],
  providers: [
    InventoryRepository,
    InventoryService,
    {
      // The configured source (issue 33): the service-information upstream when SERVICE_INFO_URL is set, else ours.
      provide: INVENTORY_PORT,
      inject: [ServiceInformationUpstream, InventoryService],
      useFactory: (upstream: ServiceInformationUpstream, builtin: InventoryService): InventoryPort =>
        upstream.client ? new GraphqlInventory(upstream.client) : builtin,
    },
    InventoryPages,
  ],
  exports: [INVENTORY_PORT],
})
export class InventoryModule implements OnModuleInit {
  constructor(
    private readonly pageTables: PageTables,
    private readonly pages: InventoryPages,
    private readonly graphql: TicketsGraphql,
    @Inject(INVENTORY_PORT) private readonly inventory: InventoryPort,
  ) {}

  onModuleInit(): void {
    this.pageTables.register(this.pages.table);
    // The customer's machines join the customer schema at /api/tickets-proxy (SPEC §7.6 service information).
    this.graphql.extend(inventoryGraphql(this.inventory));
  }
}
