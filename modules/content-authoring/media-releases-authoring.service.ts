import { Injectable } from '@nestjs/common';
import { MediaImages } from '../files/index.js';
import { MediaReleasesService } from '../media-releases/index.js';
import { RedirectsService } from '../redirects/index.js';
import { AuthoredDocuments } from './authored-documents.js';
import type { MediaReleaseWriteDto } from './authored-documents.dto.js';
import { DocumentHistory } from './document-history.js';
import { editorialErrors, editorialFields, editorialValues } from './editorial-authoring.js';
import { MediaReleaseAuthoringRepository } from './staged-documents.repository.js';

/** Media releases as editors write them (`/api/content/media-releases`): an editorial document, ad hoc or not. */
@Injectable()
export class MediaReleasesAuthoringService extends AuthoredDocuments<MediaReleaseWriteDto> {
  constructor(
    repository: MediaReleaseAuthoringRepository,
    history: DocumentHistory,
    redirects: RedirectsService,
    releases: MediaReleasesService,
    images: MediaImages,
  ) {
    super(
      {
        kind: 'media-release',
        noun: 'Media release',
        section: '/media-releases',
        repository,
        valuesOf: (fields) => ({ ...editorialValues(fields), adhoc: fields['adhoc'] ?? false }),
        fieldsOf: (row) => ({ ...editorialFields(row), adhoc: row['adhoc'] }),
        check: (input) => editorialErrors(input, images, {}),
        changed: (id) => releases.releaseChanged(id),
      },
      history,
      redirects,
    );
  }
}
