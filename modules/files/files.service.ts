import { Injectable } from '@nestjs/common';
import { FilesErrors } from './files.errors.js';
import { FilesRepository } from './files.repository.js';

/** Slugs are plain words and hyphens: anything else (dots, slashes, encoded traversal) is simply not a file. */
export const FILE_SLUG = /^[a-z0-9][a-z0-9-]{0,159}$/;

export interface FileDownload {
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  content: Buffer;
  language: string;
}

/** Where the product documents come from when the catalogue is an upstream's (upstream-documents.ts). */
export interface DocumentSource {
  find(slug: string, locale: string | undefined): Promise<FileDownload>;
}

@Injectable()
export class FilesService {
  private upstream: DocumentSource | undefined;

  constructor(private readonly repository: FilesRepository) {}

  /**
   * The catalogue is an upstream's (PRODUCT_SOURCE=graphql): its documents are, too. Called by the products module
   * at start-up, which knows its source (files sits below products and cannot ask).
   */
  useUpstream(source: DocumentSource): void {
    this.upstream = source;
  }

  /** SPEC §2.2 `/file/{slug}?l={locale}`: the version in the locale's language, else English, else the first. */
  async find(slug: string, locale: string | undefined): Promise<FileDownload> {
    if (!FILE_SLUG.test(slug)) throw FilesErrors.FileNotFound(slug);
    if (this.upstream) return this.upstream.find(slug, locale);
    const versions = await this.repository.listVersions(slug);
    const language = locale?.split('-')[0]?.toLowerCase() ?? 'en';
    const version =
      versions.find((v) => v.language === language) ?? versions.find((v) => v.language === 'en') ?? versions[0];
    if (!version) throw FilesErrors.FileNotFound(slug);
    return version;
  }
}
