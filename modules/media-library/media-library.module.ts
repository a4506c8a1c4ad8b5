import { Module, type OnModuleInit } from '@nestjs/common';
import { BrandsModule } from '../brands/index.js';
import { ContentApiModule, ContentGraphql } from '../content-api/index.js';
import { BuiltinImageOriginals, FilesModule, mediaImageGraphqlPart } from '../files/index.js';
import { MediaLibraryController } from './media-library.controller.js';
import { MediaLibraryRepository } from './media-library.repository.js';
import { MediaLibraryService } from './media-library.service.js';

/** The content API's media library, `/api/content/images` (SPEC §3 Image, §7.8). */
@Module({
  imports: [FilesModule, BrandsModule, ContentApiModule],
  controllers: [MediaLibraryController],
  providers: [MediaLibraryRepository, MediaLibraryService],
})
export class MediaLibraryModule implements OnModuleInit {
  constructor(
    private readonly contentGraphql: ContentGraphql,
    private readonly originals: BuiltinImageOriginals,
  ) {}

  /** This instance's images join the content schema, for the instances that render from it (issue 33). */
  onModuleInit(): void {
    this.contentGraphql.extend(mediaImageGraphqlPart(this.originals));
  }
}
