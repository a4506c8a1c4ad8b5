import { MediaReleaseWriteDto, NewsItemWriteDto, StoryWriteDto } from './authored-documents.dto.js';
import { authoredDocumentsController } from './authored-documents.controller.js';
import { MediaReleasesAuthoringService } from './media-releases-authoring.service.js';
import { NewsItemsAuthoringService } from './news-items-authoring.service.js';
import { StoriesAuthoringService } from './stories-authoring.service.js';

const GONE = 'Its published URLs answer 410 Gone from then on, or 301 to `redirectTo`.';

/** `/api/content/stories` (docs/content-authoring.md). */
export const StoriesAuthoringController = authoredDocumentsController({
  name: 'StoriesAuthoringController',
  path: 'content/stories',
  one: 'story',
  many: 'stories',
  service: StoriesAuthoringService,
  body: StoryWriteDto,
  deleted: GONE,
});

/** `/api/content/media-releases`. */
export const MediaReleasesAuthoringController = authoredDocumentsController({
  name: 'MediaReleasesAuthoringController',
  path: 'content/media-releases',
  one: 'media release',
  many: 'media releases',
  service: MediaReleasesAuthoringService,
  body: MediaReleaseWriteDto,
  deleted: GONE,
});

/** `/api/content/news-items`: news items have no page of their own, so deletion just deletes. */
export const NewsItemsAuthoringController = authoredDocumentsController({
  name: 'NewsItemsAuthoringController',
  path: 'content/news-items',
  one: 'news item',
  many: 'news items',
  service: NewsItemsAuthoringService,
  body: NewsItemWriteDto,
  deleted: 'The item leaves the news feed (it has no URL of its own; `redirectTo` is ignored).',
});
