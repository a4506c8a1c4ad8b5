import { Module, type OnModuleInit } from '@nestjs/common';
import { PortalAuthModule } from '../portal-auth/index.js';
import { PageTables, RoutingModule } from '../routing/index.js';
import { FormsModule } from '../forms/index.js';
import { MailModule } from '../mail/index.js';
import { ProductParts, ProductsModule } from '../products/index.js';
import { ProductInformationPages } from './product-information.pages.js';
import { ProductInformationController } from './product-information.controller.js';
import { ProductInformationRepository } from './product-information.repository.js';
import { ProductInformationService } from './product-information.service.js';
import { VisitorQuoteController } from './visitor-quote.controller.js';

/** Product documentation, parts lists and the parts quote requests of the customer portal. */
@Module({
  imports: [PortalAuthModule, RoutingModule, MailModule, FormsModule, ProductsModule],
  controllers: [ProductInformationController, VisitorQuoteController],
  providers: [ProductInformationRepository, ProductInformationService, ProductInformationPages],
  exports: [ProductInformationService],
})
export class ProductInformationModule implements OnModuleInit {
  constructor(
    private readonly pageTables: PageTables,
    private readonly pages: ProductInformationPages,
    private readonly productParts: ProductParts,
    private readonly service: ProductInformationService,
  ) {}

  onModuleInit(): void {
    this.pageTables.register(this.pages.table);
    // SPEC §1: the public product page lists the product's spare parts.
    this.productParts.register((productId, language) => this.service.publicParts(productId, language));
  }
}
