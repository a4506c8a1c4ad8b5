import { Module } from '@nestjs/common';
import { BrandsModule } from '../brands/index.js';
import { FilesModule } from '../files/index.js';
import { MediaLibraryController } from './media-library.controller.js';
import { MediaLibraryRepository } from './media-library.repository.js';
import { MediaLibraryService } from './media-library.service.js';

/** The content API's media library, `/api/content/images` (SPEC §3 Image, §7.8). */
@Module({
  imports: [FilesModule, BrandsModule],
  controllers: [MediaLibraryController],
  providers: [MediaLibraryRepository, MediaLibraryService],
})
export class MediaLibraryModule {}
