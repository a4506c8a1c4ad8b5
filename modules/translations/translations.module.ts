import { Module, type OnModuleInit } from '@nestjs/common';
import { ContentModule } from '../content/index.js';
import { EditorAuthModule } from '../editor-auth/index.js';
import { PageTables, RoutingModule } from '../routing/index.js';
import { SitesModule } from '../sites/index.js';
import { TranslationsPages } from './translations.pages.js';
import { TranslationsController } from './translations.controller.js';
import { TranslationsRepository } from './translations.repository.js';
import { TranslationsService } from './translations.service.js';

/** Translation management for content pages (SPEC §1, §4, §6, §7.3). */
@Module({
  imports: [ContentModule, SitesModule, EditorAuthModule, RoutingModule],
  controllers: [TranslationsController],
  providers: [TranslationsRepository, TranslationsService, TranslationsPages],
})
export class TranslationsModule implements OnModuleInit {
  constructor(
    private readonly pageTables: PageTables,
    private readonly pages: TranslationsPages,
  ) {}

  onModuleInit(): void {
    this.pageTables.register(this.pages.table);
  }
}
