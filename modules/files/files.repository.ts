import { Inject, Injectable } from '@nestjs/common';
import { asc, eq, inArray } from 'drizzle-orm';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import { mediaImage, storedFile, storedFileVersion } from './files.schema.js';

@Injectable()
export class FilesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Every language version of the file with this slug, bytes included. */
  listVersions(slug: string) {
    return this.db
      .select({
        language: storedFileVersion.language,
        fileName: storedFileVersion.fileName,
        mimeType: storedFileVersion.mimeType,
        sizeBytes: storedFileVersion.sizeBytes,
        content: storedFileVersion.content,
      })
      .from(storedFile)
      .innerJoin(storedFileVersion, eq(storedFileVersion.fileId, storedFile.id))
      .where(eq(storedFile.slug, slug))
      .orderBy(asc(storedFileVersion.language));
  }

  /** The image's type and when it was last written (its version), without the bytes. */
  findImageMeta(id: string) {
    return this.db
      .select({ mimeType: mediaImage.mimeType, updatedAt: mediaImage.updatedAt })
      .from(mediaImage)
      .where(eq(mediaImage.id, id))
      .then((rows) => rows[0]);
  }

  findImage(id: string) {
    return this.db
      .select({
        id: mediaImage.id,
        mimeType: mediaImage.mimeType,
        content: mediaImage.content,
        updatedAt: mediaImage.updatedAt,
      })
      .from(mediaImage)
      .where(eq(mediaImage.id, id))
      .then((rows) => rows[0]);
  }

  /** Id, size, type and alternative texts of the images with these ids (no bytes). */
  describeImages(ids: readonly string[]) {
    return this.db
      .select({
        id: mediaImage.id,
        mimeType: mediaImage.mimeType,
        width: mediaImage.width,
        height: mediaImage.height,
        alternativeText: mediaImage.alternativeText,
        updatedAt: mediaImage.updatedAt,
      })
      .from(mediaImage)
      .where(inArray(mediaImage.id, [...ids]));
  }
}
