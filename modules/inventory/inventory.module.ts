import { Module, type OnModuleInit } from '@nestjs/common';
import { PortalAuthModule } from '../portal-auth/index.js';
import { PageTables, RoutingModule } from '../routing/index.js';
import { ProductInformationModule } from '../product-information/index.js';
import { ProductsModule } from '../products/index.js';
import { InventoryPages } from './inventory.pages.js';
import { InventoryController } from './inventory.controller.js';
import { InventoryRepository } from './inventory.repository.js';
import { InventoryService } from './inventory.service.js';

/** The installed machines of the customer portal (the asset database). */
@Module({
  imports: [PortalAuthModule, RoutingModule, ProductsModule, ProductInformationModule],
  controllers: [InventoryController],
  providers: [InventoryRepository, InventoryService, InventoryPages],
  exports: [InventoryService],
})
export class InventoryModule implements OnModuleInit {
  constructor(
    private readonly pageTables: PageTables,
    private readonly pages: InventoryPages,
  ) {}

  onModuleInit(): void {
    this.pageTables.register(this.pages.table);
  }
}
