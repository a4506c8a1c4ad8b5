import { Module } from '@nestjs/common';
import { LocalesController } from './locales.controller.js';
import { LocalesRepository } from './locales.repository.js';
import { LocalesService } from './locales.service.js';

@Module({
  controllers: [LocalesController],
  providers: [LocalesRepository, LocalesService],
  exports: [LocalesService],
})
export class LocalesModule {}
