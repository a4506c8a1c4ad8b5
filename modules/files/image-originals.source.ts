import { Injectable } from '@nestjs/common';
import { FilesRepository } from './files.repository.js';
import { imageVersion } from './image-sizes.contract.js';

/** What the image endpoint needs to know of a stored image before rendering it: its type and version. */
export interface ImageMeta {
  mimeType: string;
  /** imageVersion of its last write: names the disk copies and the immutable URLs (SPEC §7.8). */
  version: string;
}

export interface ImageOriginal extends ImageMeta {
  content: Buffer;
}

/**
 * The image-originals port (issue 33): where the image endpoint reads the originals it resizes. The builtin adapter
 * reads this instance's media library; a rendering instance (CONTENT_SOURCE=graphql) reads its content source's
 * (image-originals.upstream.ts), so the images of content published there show here. `undefined`: no such image.
 */
export interface ImageOriginalsSource {
  /** Read on every image request: cheap (no bytes). */
  describe(id: string): Promise<ImageMeta | undefined>;
  original(id: string): Promise<ImageOriginal | undefined>;
}

export const IMAGE_ORIGINALS_SOURCE = Symbol('ImageOriginalsSource');

/** This instance's media library (a primary-key read each). No lifecycle hooks: see contentSourceProvider. */
@Injectable()
export class BuiltinImageOriginals implements ImageOriginalsSource {
  constructor(private readonly repository: FilesRepository) {}

  async describe(id: string): Promise<ImageMeta | undefined> {
    const row = await this.repository.findImageMeta(id);
    return row && { mimeType: row.mimeType, version: imageVersion(row.updatedAt) };
  }

  async original(id: string): Promise<ImageOriginal | undefined> {
    const row = await this.repository.findImage(id);
    return row && { mimeType: row.mimeType, version: imageVersion(row.updatedAt), content: row.content };
  }
}
