import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module.js';
import { LocalesModule } from '../locales/locales.module.js';
import { SitesModule } from '../sites/sites.module.js';
import { RoutingService } from './routing.service.js';

@Module({
  imports: [SitesModule, LocalesModule, ContentModule],
  providers: [RoutingService],
  exports: [RoutingService],
})
export class RoutingModule {}
