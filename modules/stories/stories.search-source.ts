import { Injectable } from '@nestjs/common';
import { EditorialSearchSource } from '../editorial-documents/index.js';
import { StoriesRepository } from './stories.repository.js';

/** Stories for the search index (SPEC §7.3): every published language version; drafts are never searchable. */
@Injectable()
export class StorySearchSource extends EditorialSearchSource {
  constructor(repository: StoriesRepository) {
    // SPEC §2.3: stories are main-site-only pages.
    super({
      type: 'story',
      version: 1,
      siteId: 'main',
      section: '/stories',
      listPublished: (ids, db) => repository.listPublished(ids, db),
    });
  }
}
