import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import sharp from 'sharp';
import { APP_CONFIG, type AppConfig } from '../../src/core/config/app-config.js';
import { FilesErrors } from './files.errors.js';
import { FilesRepository } from './files.repository.js';
import {
  DEFAULT_IMAGE_QUALITY,
  IMAGE_SIZES,
  type ImageFit,
  type ImageFormat,
  type ImageSizeName,
} from './image-sizes.contract.js';

/** Image ids are plain words and hyphens, so they are safe as directory names. */
const IMAGE_ID = /^[a-z0-9][a-z0-9-]{0,119}$/;

export interface ImageRequest {
  size?: ImageSizeName;
  width?: number;
  height?: number;
  fit?: ImageFit;
  format?: ImageFormat;
  quality?: number;
  dpr?: number;
}

export interface ImageResult {
  body: Buffer;
  mimeType: string;
  /** Where the bytes came from (header x-image-cache). */
  source: 'disk' | 'rendered' | 'original';
}

const SHARP_FIT: Record<ImageFit, 'cover' | 'inside' | 'fill'> = {
  crop: 'cover',
  clip: 'inside',
  max: 'inside',
  scale: 'fill',
};

/**
 * Resizes stored originals with sharp (SPEC §7.8, §9: png or webp, quality 90, crop unless SVG) and keeps the
 * results on disk. Only images in the database are served: no URL is ever fetched (no open proxy, no SSRF).
 */
@Injectable()
export class ImagesService {
  private readonly logger = new Logger(ImagesService.name);

  constructor(
    private readonly repository: FilesRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async render(id: string, request: ImageRequest): Promise<ImageResult> {
    if (!IMAGE_ID.test(id)) throw FilesErrors.ImageNotFound(id);
    const named = request.size ? IMAGE_SIZES[request.size] : undefined;
    const dpr = request.dpr === 2 ? 2 : 1;
    const baseWidth = request.width ?? named?.width;
    const baseHeight = request.height ?? (named && 'height' in named ? named.height : undefined);
    const width = baseWidth ? baseWidth * dpr : undefined;
    const height = baseHeight ? baseHeight * dpr : undefined;
    const fit = request.fit ?? 'crop';
    const format = request.format ?? 'png';
    const quality = request.quality ?? DEFAULT_IMAGE_QUALITY;
    const name = `${width ?? 'auto'}x${height ?? 'auto'}-${fit}-q${quality}.${format}`;
    const path = join(this.config.imageCacheDir, id, name);
    const mimeType = `image/${format}`;

    const cached = await readFile(path).catch(() => undefined);
    if (cached) return { body: cached, mimeType, source: 'disk' };

    const original = await this.repository.findImage(id);
    if (!original) throw FilesErrors.ImageNotFound(id);
    // SPEC §9: SVG is vector art: it passes through untouched.
    if (original.mimeType === 'image/svg+xml') {
      return { body: original.content, mimeType: original.mimeType, source: 'original' };
    }
    let pipeline = sharp(original.content);
    if (width || height) {
      pipeline = pipeline.resize({
        width,
        height,
        fit: SHARP_FIT[fit],
        withoutEnlargement: fit === 'max',
      });
    }
    const body = await (format === 'webp' ? pipeline.webp({ quality }) : pipeline.png({ quality })).toBuffer();
    await this.store(path, body);
    return { body, mimeType, source: 'rendered' };
  }

  /** Written under a temporary name and renamed, so a concurrent reader never sees half a file. */
  private async store(path: string, body: Buffer): Promise<void> {
    try {
      await mkdir(join(path, '..'), { recursive: true });
      const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, path);
    } catch (error) {
      this.logger.warn(`could not cache ${path}: ${(error as Error).message}`);
    }
  }
}
