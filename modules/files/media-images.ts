import type { ImageRefDto } from './files.dto.js';
import { Injectable } from '@nestjs/common';
import { CacheTags, tagCacheEntry } from '../../src/core/cache/cache-tags.js';
import { FilesRepository } from './files.repository.js';
import { imageVersion } from './image-sizes.contract.js';
/**
 * Stored images by id, as pages show them (SPEC §3 Image: id, alternative text, size, type). Editorial documents
 * (CMS modules, stories, contacts, news) name their images by id; this turns the ids into references the pages
 * render through the image endpoint (`/api/images/{id}?size=…`), in one query for all of a document's images.
 */
@Injectable()
export class MediaImages {
  constructor(private readonly repository: FilesRepository) {}

  /** The images among `ids` that exist, keyed by id; the alternative text in `language`, else English. */
  async refs(ids: Iterable<string | null | undefined>, language: string): Promise<Map<string, ImageRefDto>> {
    const wanted = [...new Set([...ids].filter((id): id is string => typeof id === 'string' && id !== ''))];
    if (wanted.length === 0) return new Map();
    const rows = await this.repository.describeImages(wanted);
    // What shows an image carries its alternative text: a new text forgets it (media-library.service.ts).
    tagCacheEntry(...rows.map((row) => CacheTags.document('image', row.id)));
    return new Map(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          alt: row.alternativeText[language] ?? row.alternativeText.en ?? '',
          width: row.width,
          height: row.height,
          mimeType: row.mimeType,
          version: imageVersion(row.updatedAt),
        },
      ]),
    );
  }
}
