import { Injectable } from '@nestjs/common';
import { EditorialSearchSource } from '../editorial-documents/index.js';
import { MediaReleasesRepository } from './media-releases.repository.js';

/** Media releases for the search index (SPEC §7.3): published language versions only. */
@Injectable()
export class MediaReleaseSearchSource extends EditorialSearchSource {
  constructor(repository: MediaReleasesRepository) {
    // SPEC §2.3: media releases are main-site-only pages.
    super({
      type: 'media-release',
      version: 1,
      siteId: 'main',
      section: '/media-releases',
      listPublished: (ids, db) => repository.listPublished(ids, db),
    });
  }
}
