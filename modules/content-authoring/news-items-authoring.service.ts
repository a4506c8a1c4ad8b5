import { Injectable } from '@nestjs/common';
import { MediaImages } from '../files/index.js';
import { NewsFeedService } from '../news-feed/index.js';
import { RedirectsService } from '../redirects/index.js';
import { AuthoredDocuments } from './authored-documents.js';
import type { NewsItemWriteDto } from './authored-documents.dto.js';
import { DocumentHistory } from './document-history.js';
import { editorialErrors } from './editorial-authoring.js';
import { NewsItemAuthoringRepository } from './staged-documents.repository.js';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** News feed items as editors write them (`/api/content/news-items`): no page of their own, so no URL to keep. */
@Injectable()
export class NewsItemsAuthoringService extends AuthoredDocuments<NewsItemWriteDto> {
  constructor(
    repository: NewsItemAuthoringRepository,
    history: DocumentHistory,
    redirects: RedirectsService,
    newsFeed: NewsFeedService,
    images: MediaImages,
  ) {
    super(
      {
        kind: 'news-item',
        noun: 'News item',
        section: null,
        repository,
        valuesOf: (fields) => ({
          title: fields['title'],
          text: text(fields['text']),
          publicationDate:
            typeof fields['publicationDate'] === 'string' ? new Date(fields['publicationDate']) : new Date(),
          imageId: fields['imageId'] ?? null,
          imageAlt: text(fields['imageAlt']),
          link: text(fields['link']),
        }),
        fieldsOf: (row) => ({
          language: row.language,
          title: text(row['title']),
          text: row['text'],
          publicationDate: (row['publicationDate'] as Date).toISOString(),
          imageId: row['imageId'],
          imageAlt: row['imageAlt'],
          link: row['link'],
        }),
        check: (input) => editorialErrors({}, images, { imageId: input.imageId }),
        changed: (id) => newsFeed.itemChanged(id),
      },
      history,
      redirects,
    );
  }
}
