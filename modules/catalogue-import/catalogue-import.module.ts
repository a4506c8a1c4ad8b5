import { Module } from '@nestjs/common';
import { BrandsModule } from '../brands/index.js';
import { ProductsModule } from '../products/index.js';
import { CatalogueImportController } from './catalogue-import.controller.js';
import { CatalogueImportRepository } from './catalogue-import.repository.js';
import { CatalogueImportService } from './catalogue-import.service.js';

/** The catalogue import of integrators (issue 29 item 6): `POST /api/content/catalogue/import`. */
@Module({
  imports: [BrandsModule, ProductsModule],
  controllers: [CatalogueImportController],
  providers: [CatalogueImportService, CatalogueImportRepository],
})
export class CatalogueImportModule {}
