import { Module, type OnModuleInit } from '@nestjs/common';
import { ContentModule } from '../content/index.js';
import { EditorAreaModule, EditorPages } from '../editor-area/index.js';
import { EditorAuthModule } from '../editor-auth/index.js';
import { SitesModule } from '../sites/index.js';
import { TranslationsPage } from './translations-page.resolver.js';
import { TranslationsController } from './translations.controller.js';
import { TranslationsRepository } from './translations.repository.js';
import { TranslationsService } from './translations.service.js';

/** Translation management for content pages (SPEC §1, §4, §6, §7.3; issue 11). */
@Module({
  imports: [ContentModule, SitesModule, EditorAuthModule, EditorAreaModule],
  controllers: [TranslationsController],
  providers: [TranslationsRepository, TranslationsService, TranslationsPage],
})
export class TranslationsModule implements OnModuleInit {
  constructor(
    private readonly editorPages: EditorPages,
    private readonly page: TranslationsPage,
  ) {}

  onModuleInit(): void {
    this.editorPages.register('translations', this.page);
  }
}
