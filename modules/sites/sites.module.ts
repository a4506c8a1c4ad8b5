import { Module } from '@nestjs/common';
import { SitesRepository } from './sites.repository.js';
import { SitesService } from './sites.service.js';

@Module({
  providers: [SitesRepository, SitesService],
  exports: [SitesService],
})
export class SitesModule {}
