import { Module } from '@nestjs/common';
import { ContentRepository } from './content.repository.js';
import { ContentService } from './content.service.js';

@Module({
  providers: [ContentRepository, ContentService],
  exports: [ContentService],
})
export class ContentModule {}
