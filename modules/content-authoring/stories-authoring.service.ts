import { Injectable } from '@nestjs/common';
import { MediaImages } from '../files/index.js';
import { RedirectsService } from '../redirects/index.js';
import { StoriesService } from '../stories/index.js';
import { AuthoredDocuments } from './authored-documents.js';
import type { StoryWriteDto } from './authored-documents.dto.js';
import { DocumentHistory } from './document-history.js';
import { editorialErrors, editorialFields, editorialValues } from './editorial-authoring.js';
import { StoryAuthoringRepository } from './staged-documents.repository.js';

/** Stories as editors write them (`/api/content/stories`): an editorial document with a category and contacts. */
@Injectable()
export class StoriesAuthoringService extends AuthoredDocuments<StoryWriteDto> {
  constructor(
    repository: StoryAuthoringRepository,
    history: DocumentHistory,
    redirects: RedirectsService,
    stories: StoriesService,
    images: MediaImages,
  ) {
    super(
      {
        kind: 'story',
        noun: 'Story',
        section: '/stories',
        repository,
        valuesOf: (fields) => ({
          ...editorialValues(fields),
          categorySlug: fields['categorySlug'],
          teaserImageId: fields['teaserImageId'] ?? null,
          teaserImageAlt: fields['teaserImageAlt'] ?? '',
          contactIds: fields['contactIds'] ?? [],
          featured: fields['featured'] ?? false,
        }),
        fieldsOf: (row) => ({
          ...editorialFields(row),
          categorySlug: row['categorySlug'],
          teaserImageId: row['teaserImageId'],
          teaserImageAlt: row['teaserImageAlt'],
          contactIds: row['contactIds'],
          featured: row['featured'],
        }),
        check: async (input) => {
          const errors = await editorialErrors(input, images, { teaserImageId: input.teaserImageId });
          if (!(await repository.categoryExists(input.categorySlug))) {
            errors.push({ field: 'categorySlug', message: `no story category ${input.categorySlug}` });
          }
          return errors;
        },
        changed: (id) => stories.storyChanged(id),
      },
      history,
      redirects,
    );
  }
}
