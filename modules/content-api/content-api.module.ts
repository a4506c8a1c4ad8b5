import { Module, type OnModuleInit } from '@nestjs/common';
import { BrandsModule } from '../brands/index.js';
import { ContentModule } from '../content/index.js';
import { LocalesModule } from '../locales/index.js';
import { MediaReleasesModule } from '../media-releases/index.js';
import { NavigationModule } from '../navigation/index.js';
import { NewsFeedModule } from '../news-feed/index.js';
import { BuiltinProductSource, ProductsModule, registerProductsGraphql } from '../products/index.js';
import { RedirectsModule } from '../redirects/index.js';
import { SitesModule } from '../sites/index.js';
import { StoriesModule } from '../stories/index.js';
import { ContentApiController } from './content-api.controller.js';
import { ContentGraphql } from './content-graphql.service.js';

/**
 * The content schema (SPEC §7.3, §7.4): served at `/api/graphql/content` to API keys with `content:read` (the
 * headless source of rendering instances, issue 33) and used by the editors' draft proxy. Other features add their
 * part with `ContentGraphql.extend` (the product data's part is added here).
 */
@Module({
  imports: [
    ContentModule,
    StoriesModule,
    MediaReleasesModule,
    NavigationModule,
    NewsFeedModule,
    SitesModule,
    BrandsModule,
    LocalesModule,
    RedirectsModule,
    ProductsModule,
  ],
  controllers: [ContentApiController],
  providers: [ContentGraphql],
  exports: [ContentGraphql],
})
export class ContentApiModule implements OnModuleInit {
  constructor(
    private readonly graphql: ContentGraphql,
    private readonly products: BuiltinProductSource,
  ) {}

  /** SPEC §7.5: this instance's own catalogue beside its content (rendering instances' PRODUCT_SOURCE=graphql). */
  onModuleInit(): void {
    registerProductsGraphql(this.graphql, this.products);
  }
}
