import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { PortalAuthModule } from '../portal-auth/index.js';
import { PageTables, RoutingModule } from '../routing/index.js';
import { FormsModule } from '../forms/index.js';
import { MailModule } from '../mail/index.js';
import { ProductParts, ProductsModule } from '../products/index.js';
import { ServiceInformationModule, ServiceInformationUpstream } from '../service-information/index.js';
import { TicketsGraphql, TicketsModule } from '../tickets/index.js';
import { GraphqlProductInformation } from './graphql-product-information.js';
import { productInformationGraphql } from './product-information.graphql.js';
import { ProductInformationPages } from './product-information.pages.js';
import { PRODUCT_INFORMATION_PORT, type ProductInformationPort } from './product-information.port.js';
import { ProductInformationController } from './product-information.controller.js';
import { ProductInformationRepository } from './product-information.repository.js';
import { ProductInformationService } from './product-information.service.js';
import { VisitorQuoteController } from './visitor-quote.controller.js';

/** Product documentation, parts lists and the parts quote requests of the customer portal. */
@Module({
  imports: [
    PortalAuthModule,
    RoutingModule,
    MailModule,
    FormsModule,
    ProductsModule,
    ServiceInformationModule,
    TicketsModule,
  ],
  controllers: [ProductInformationController, VisitorQuoteController],
  providers: [
    ProductInformationRepository,
    ProductInformationService,
    {
      // The configured source (issue 33): the service-information upstream when SERVICE_INFO_URL is set, else ours.
      provide: PRODUCT_INFORMATION_PORT,
      inject: [ServiceInformationUpstream, ProductInformationService],
      useFactory: (upstream: ServiceInformationUpstream, builtin: ProductInformationService): ProductInformationPort =>
        upstream.client ? new GraphqlProductInformation(upstream.client) : builtin,
    },
    ProductInformationPages,
  ],
  exports: [ProductInformationService, PRODUCT_INFORMATION_PORT],
})
export class ProductInformationModule implements OnModuleInit {
  constructor(
    private readonly pageTables: PageTables,
    private readonly pages: ProductInformationPages,
    private readonly productParts: ProductParts,
    private readonly service: ProductInformationService,
    private readonly graphql: TicketsGraphql,
    @Inject(PRODUCT_INFORMATION_PORT) private readonly info: ProductInformationPort,
  ) {}

  onModuleInit(): void {
    this.pageTables.register(this.pages.table);
    // SPEC §1: the public product page lists the product's spare parts.
    // Public pages have no signed-in user to ask the upstream as: their parts list stays with this server's tables.
    this.productParts.register((productId, language) => this.service.publicParts(productId, language));
    // The product information joins the customer schema at /api/tickets-proxy (SPEC §7.6 service information).
    this.graphql.extend(productInformationGraphql(this.info));
  }
}
