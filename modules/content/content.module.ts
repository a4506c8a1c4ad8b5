import { Module } from '@nestjs/common';
import { RedirectsModule } from '../redirects/redirects.module.js';
import { SitesModule } from '../sites/sites.module.js';
import { ContentRepository } from './content.repository.js';
import { ContentService } from './content.service.js';

@Module({
  imports: [RedirectsModule, SitesModule],
  providers: [ContentRepository, ContentService],
  exports: [ContentService],
})
export class ContentModule {}
