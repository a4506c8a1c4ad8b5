import { Module } from '@nestjs/common';
import { FilesController, ImagesController } from './files.controller.js';
import { FilesRepository } from './files.repository.js';
import { FilesService } from './files.service.js';
import { ImagesService } from './images.service.js';
import { MediaImages } from './media-images.js';

/** Stored files (`/file/{slug}`) and images (`/api/images/{id}`), SPEC §2.2, §3, §9. */
@Module({
  controllers: [FilesController, ImagesController],
  providers: [FilesRepository, FilesService, ImagesService, MediaImages],
  exports: [MediaImages, ImagesService],
})
export class FilesModule {}
