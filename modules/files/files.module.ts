import { Module } from '@nestjs/common';
import { DATA_CACHE } from '../../src/core/cache/caches.js';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import { HttpClientFactory, type UpstreamGraphql } from '../../src/core/http-client/index.js';
import { type ContentSourceConfig, contentSourceConfig, contentSourceProvider } from '../content-source/index.js';
import { FilesController, ImagesController } from './files.controller.js';
import { type FilesConfig, filesConfig } from './files.config.js';
import { FilesRepository } from './files.repository.js';
import { FilesService } from './files.service.js';
import { BuiltinImageOriginals, IMAGE_ORIGINALS_SOURCE, type ImageOriginalsSource } from './image-originals.source.js';
import { ORIGINAL_DOWNLOAD_TIMEOUT_MS, UpstreamImageOriginals, sourceApiBase } from './image-originals.upstream.js';
import { ImagesService } from './images.service.js';
import { MediaImages } from './media-images.js';

/** Stored files (`/file/{slug}`) and images (`/api/images/{id}`), SPEC §2.2, §3, §9. */
@Module({
  controllers: [FilesController, ImagesController],
  providers: [
    FilesRepository,
    FilesService,
    ImagesService,
    MediaImages,
    BuiltinImageOriginals,
    // A rendering instance (CONTENT_SOURCE=graphql) renders the images of its content source (issue 33).
    contentSourceProvider<ImageOriginalsSource>(
      IMAGE_ORIGINALS_SOURCE,
      BuiltinImageOriginals,
      (
        upstream: UpstreamGraphql,
        cache: SwrCache,
        http: HttpClientFactory,
        source: ContentSourceConfig,
        files: FilesConfig,
      ) =>
        new UpstreamImageOriginals(upstream, cache, {
          // The config refused to start graphql mode without them.
          apiBase: sourceApiBase(source.url!),
          http: http.create('content-images', {
            timeoutMs: ORIGINAL_DOWNLOAD_TIMEOUT_MS,
            headers: { authorization: `Bearer ${source.token}` },
          }),
          maxBytes: files.images.uploadMaxBytes,
        }),
      [DATA_CACHE, HttpClientFactory, contentSourceConfig.KEY, filesConfig.KEY],
    ),
  ],
  exports: [MediaImages, ImagesService, BuiltinImageOriginals, FilesService],
})
export class FilesModule {}
