import { Module, type OnModuleInit } from '@nestjs/common';
import { PortalAuthModule, PortalPages } from '../portal-auth/index.js';
import { MailModule } from '../mail/index.js';
import { PRODUCT_INFO_SEGMENT, ProductInformationPages } from './product-information-pages.resolver.js';
import { ProductInformationController } from './product-information.controller.js';
import { ProductInformationRepository } from './product-information.repository.js';
import { ProductInformationService } from './product-information.service.js';

/** Issue 12 items 4–5: product documentation, parts lists and the parts quote requests of the customer portal. */
@Module({
  imports: [PortalAuthModule, MailModule],
  controllers: [ProductInformationController],
  providers: [ProductInformationRepository, ProductInformationService, ProductInformationPages],
  exports: [ProductInformationService],
})
export class ProductInformationModule implements OnModuleInit {
  constructor(
    private readonly portalPages: PortalPages,
    private readonly pages: ProductInformationPages,
  ) {}

  onModuleInit(): void {
    this.portalPages.register(PRODUCT_INFO_SEGMENT, this.pages);
  }
}
