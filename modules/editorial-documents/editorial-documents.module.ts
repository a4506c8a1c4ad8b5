import { Module } from '@nestjs/common';
import { ContentModule } from '../content/index.js';
import { EditorialDocumentsService } from './editorial-documents.service.js';

/** What stories and media releases share (README: Conventions): both import this module. */
@Module({
  imports: [ContentModule],
  providers: [EditorialDocumentsService],
  exports: [EditorialDocumentsService],
})
export class EditorialDocumentsModule {}
