import { Module } from '@nestjs/common';
import { LocalesModule } from '../locales/index.js';
import { ProductsModule } from '../products/index.js';
import { RoutingModule } from '../routing/index.js';
import { SearchIndexModule } from '../search-index/index.js';
import { SitesModule } from '../sites/index.js';
import { SeoController } from './seo.controller.js';
import { SeoService } from './seo.service.js';

/** Robots.txt and the sitemaps, from the search index, the catalogue, the sites and the locales. */
@Module({
  imports: [SearchIndexModule, SitesModule, LocalesModule, ProductsModule, RoutingModule],
  controllers: [SeoController],
  providers: [SeoService],
})
export class SeoModule {}
