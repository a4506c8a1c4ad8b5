import { Module } from '@nestjs/common';
import { RedirectsRepository } from './redirects.repository.js';
import { RedirectsService } from './redirects.service.js';

@Module({
  providers: [RedirectsRepository, RedirectsService],
  exports: [RedirectsService],
})
export class RedirectsModule {}
