import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { HttpClientFactory } from '../../src/core/http-client/index.js';
import { FilesModule, FilesService } from '../files/index.js';
import { BrandsModule } from '../brands/index.js';
import { ContentModule, ProductLinks } from '../content/index.js';
import { LocalesModule } from '../locales/index.js';
import { PageTables, RoutingModule } from '../routing/index.js';
import { SearchIndexModule } from '../search-index/index.js';
import { SearchSourceRegistry } from '../search-index/index.js';
import { StoriesModule } from '../stories/index.js';
import { BuiltinProductSource } from './builtin-product-source.js';
import { ProductParts } from './product-parts.js';
import { productSourceProvider, useUpstreamDocuments } from './product-source.provider.js';
import { type ProductsConfig, productsConfig } from './products.config.js';
import { ProductsPages } from './products.pages.js';
import { CatalogueProductLinkResolver } from './product-link.resolver.js';
import { ProductsController } from './products.controller.js';
import { ProductsRepository } from './products.repository.js';
import { ClassificationSearchSource, ProductSearchSource } from './products.search-source.js';
import { ProductsService } from './products.service.js';

/** The product catalogue (SPEC §2.2, §3, §5, §7.3): its pages through routing's page tables, and its API. */
@Module({
  imports: [RoutingModule, LocalesModule, SearchIndexModule, ContentModule, StoriesModule, BrandsModule, FilesModule],
  controllers: [ProductsController],
  providers: [
    ProductsRepository,
    BuiltinProductSource,
    productSourceProvider,
    ProductsService,
    ProductsPages,
    ProductParts,
    ProductSearchSource,
    ClassificationSearchSource,
    CatalogueProductLinkResolver,
  ],
  // BuiltinProductSource: what the product schema part serves (products.graphql.ts).
  exports: [ProductsService, ProductParts, BuiltinProductSource],
})
export class ProductsModule implements OnModuleInit {
  constructor(
    private readonly pageTables: PageTables,
    private readonly pages: ProductsPages,
    private readonly searchSources: SearchSourceRegistry,
    private readonly productSearch: ProductSearchSource,
    private readonly classificationSearch: ClassificationSearchSource,
    private readonly productLinks: ProductLinks,
    private readonly productLinkResolver: CatalogueProductLinkResolver,
    @Inject(productsConfig.KEY) private readonly config: ProductsConfig,
    private readonly files: FilesService,
    private readonly http: HttpClientFactory,
  ) {}

  onModuleInit(): void {
    this.pageTables.register(this.pages.table);
    // SPEC §7.3: products and classifications are searchable (docs/search.md).
    this.searchSources.register(this.productSearch);
    this.searchSources.register(this.classificationSearch);
    // SPEC §3: content links products and services by slug (product links, page injection).
    this.productLinks.register(this.productLinkResolver);
    useUpstreamDocuments(this.config, this.files, this.http);
  }
}
