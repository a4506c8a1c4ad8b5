import { Module, type OnModuleInit } from '@nestjs/common';
import { PortalAuthModule, PortalPages } from '../portal-auth/index.js';
import { ProductInformationModule } from '../product-information/index.js';
import { ProductsModule } from '../products/index.js';
import { INVENTORY_SEGMENT, InventoryPages } from './inventory-pages.resolver.js';
import { InventoryController } from './inventory.controller.js';
import { InventoryRepository } from './inventory.repository.js';
import { InventoryService } from './inventory.service.js';

/** Issue 12 item 1: the installed machines of the customer portal (the asset database). */
@Module({
  imports: [PortalAuthModule, ProductsModule, ProductInformationModule],
  controllers: [InventoryController],
  providers: [InventoryRepository, InventoryService, InventoryPages],
  exports: [InventoryService],
})
export class InventoryModule implements OnModuleInit {
  constructor(
    private readonly portalPages: PortalPages,
    private readonly pages: InventoryPages,
  ) {}

  onModuleInit(): void {
    this.portalPages.register(INVENTORY_SEGMENT, this.pages);
  }
}
