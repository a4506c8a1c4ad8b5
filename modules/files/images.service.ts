import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { CORE_CONFIG, type CoreConfig } from '../../src/core/config/core.config.js';
import { type FilesConfig, filesConfig } from './files.config.js';
import { FilesErrors } from './files.errors.js';
import { IMAGE_ORIGINALS_SOURCE, type ImageOriginalsSource } from './image-originals.source.js';
import { ImageDiskCache } from './image-disk-cache.js';
import { isValidImageSignature } from './image-signature.js';
import {
  DEFAULT_IMAGE_QUALITY,
  IMAGE_SIZES,
  type ImageFit,
  type ImageFormat,
  type ImageSizeName,
} from './image-sizes.contract.js';
import { RenderLimiter } from './render-limiter.js';

/** Image ids are plain words and hyphens, so they are safe as directory names. */
export const IMAGE_ID = /^[a-z0-9][a-z0-9-]{0,119}$/;

/** The largest edge ever rendered: the widest named size at dpr 2. */
export const MAX_RENDERED_EDGE = 2 * Math.max(...Object.values(IMAGE_SIZES).map((size) => size.width));

/** Seconds a client is told to wait when every render slot and queue place is taken. */
export const IMAGE_RETRY_AFTER_SECONDS = 2;

export interface ImageRequest {
  size?: ImageSizeName;
  width?: number;
  height?: number;
  fit?: ImageFit;
  format?: ImageFormat;
  quality?: number;
  dpr?: number;
  /** HMAC of the parameters (image-signature.ts): needed for w, h, fit and q. */
  sig?: string;
  /** The image version the URL names (`v`); not signed: it changes how long the answer is cached, not what it is. */
  version?: string;
}

export interface ImageResult {
  body: Buffer;
  mimeType: string;
  /** Where the bytes came from (header x-image-cache). */
  source: 'disk' | 'rendered' | 'original';
  /** The stored image's current version. */
  version: string;
  /** The request named the current version: the answer may be cached as immutable (SPEC §7.8). */
  current: boolean;
}

/** What a render produces. */
interface RenderTarget {
  width?: number;
  height?: number;
  fit: ImageFit;
  format: ImageFormat;
  quality: number;
  mimeType: string;
}

const SHARP_FIT: Record<ImageFit, 'cover' | 'inside' | 'fill'> = {
  crop: 'cover',
  clip: 'inside',
  max: 'inside',
  scale: 'fill',
};

/**
 * Resizes stored originals with sharp (SPEC §7.8, §9: png or webp, quality 90, crop unless SVG) and keeps the
 * results on disk. Only stored images are served (this instance's, or its content source's:
 * image-originals.source.ts): no URL a request names is ever fetched (no open proxy, no SSRF). On a budget: visitors get the named sizes (dpr 1 or 2, png or webp); any other width, height,
 * fit or quality needs a URL signed with SESSION_SECRET. Renders run at most IMAGE_RENDER_CONCURRENCY at once with
 * IMAGE_RENDER_QUEUE waiting (then 503), the disk cache is capped at IMAGE_CACHE_MAX_BYTES (LRU), and sharp refuses
 * inputs over IMAGE_MAX_INPUT_PIXELS (decompression bombs).
 */
@Injectable()
export class ImagesService {
  private readonly disk: ImageDiskCache;
  private readonly limiter: RenderLimiter;
  /** Renders in progress by cache path: identical concurrent requests share one. */
  private readonly inflight = new Map<string, Promise<Omit<ImageResult, 'current'>>>();

  constructor(
    @Inject(IMAGE_ORIGINALS_SOURCE) private readonly originals: ImageOriginalsSource,
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
    @Inject(filesConfig.KEY) private readonly files: FilesConfig,
  ) {
    this.disk = new ImageDiskCache(files.imageCacheDir, files.images.cacheMaxBytes);
    this.limiter = new RenderLimiter(files.images.renderConcurrency, files.images.renderQueue);
  }

  /** Bytes the disk cache holds as far as this instance knows. */
  get diskCacheBytes(): number {
    return this.disk.bytes;
  }

  async render(id: string, request: ImageRequest): Promise<ImageResult> {
    if (!IMAGE_ID.test(id)) throw FilesErrors.ImageNotFound(id);
    this.authorize(id, request);
    const named = request.size ? IMAGE_SIZES[request.size] : undefined;
    const dpr = request.dpr === 2 ? 2 : 1;
    const baseWidth = request.width ?? named?.width;
    const baseHeight = request.height ?? (named && 'height' in named ? named.height : undefined);
    const width = baseWidth ? baseWidth * dpr : undefined;
    const height = baseHeight ? baseHeight * dpr : undefined;
    if ((width ?? 0) > MAX_RENDERED_EDGE || (height ?? 0) > MAX_RENDERED_EDGE) {
      throw FilesErrors.ImageTooLarge(MAX_RENDERED_EDGE);
    }
    const fit = request.fit ?? 'crop';
    const format = request.format ?? 'png';
    const quality = request.quality ?? DEFAULT_IMAGE_QUALITY;
    // The version is looked up on every request (a primary-key read without the bytes, or the data cache of a
    // rendering instance): it names the disk copy, so a rewritten image is rendered anew, and only a URL naming it
    // is answered as immutable. The requested `v` is only compared, never stored, so made-up values grow neither
    // memory nor the disk cache.
    const meta = await this.originals.describe(id);
    if (!meta) throw FilesErrors.ImageNotFound(id);
    const { version } = meta;
    const current = request.version === version;
    const relative = join(id, `${version}-${width ?? 'auto'}x${height ?? 'auto'}-${fit}-q${quality}.${format}`);
    const mimeType = `image/${format}`;

    const cached = await this.disk.get(relative);
    if (cached) return { body: cached, mimeType, source: 'disk', version, current };

    const rendered = await this.renderOnce(id, relative, version, { width, height, fit, format, quality, mimeType });
    // The original may have been rewritten since its version was read: what counts is the one rendered.
    return { ...rendered, current: request.version === rendered.version };
  }

  /** Identical concurrent requests share one render. */
  private async renderOnce(
    id: string,
    relative: string,
    version: string,
    target: RenderTarget,
  ): Promise<Omit<ImageResult, 'current'>> {
    const running = this.inflight.get(relative);
    if (running) return running;
    const rendering = this.renderOriginal(id, relative, version, target);
    this.inflight.set(relative, rendering);
    try {
      return await rendering;
    } finally {
      this.inflight.delete(relative);
    }
  }

  /** Forgets the resized copies of an image about to be deleted (the media library's DELETE). */
  async discardRenders(id: string): Promise<void> {
    if (IMAGE_ID.test(id)) await this.disk.removeImage(id);
  }

  /** Named sizes, dpr and format are free; anything else needs a valid signature. */
  private authorize(id: string, request: ImageRequest): void {
    const custom =
      request.width !== undefined ||
      request.height !== undefined ||
      request.fit !== undefined ||
      request.quality !== undefined;
    if (request.sig === undefined) {
      if (custom) throw FilesErrors.ImageSizeNotNamed();
      return;
    }
    const params = {
      size: request.size,
      w: request.width,
      h: request.height,
      fit: request.fit,
      format: request.format,
      q: request.quality,
      dpr: request.dpr,
    };
    if (!isValidImageSignature(this.config.sessionSecret, id, params, request.sig)) {
      throw FilesErrors.ImageSignatureInvalid();
    }
  }

  /** `relative` is the disk path of `expectedVersion`: bytes of another version are not cached under it. */
  private async renderOriginal(
    id: string,
    relative: string,
    expectedVersion: string,
    target: RenderTarget,
  ): Promise<Omit<ImageResult, 'current'>> {
    const original = await this.originals.original(id);
    if (!original) throw FilesErrors.ImageNotFound(id);
    const { version } = original;
    // SPEC §9: SVG is vector art: it passes through untouched.
    if (original.mimeType === 'image/svg+xml') {
      return { body: original.content, mimeType: original.mimeType, source: 'original', version };
    }
    const { width, height, fit, format, quality } = target;
    const outcome = await this.limiter.run(async () => {
      let pipeline = sharp(original.content, { limitInputPixels: this.files.images.maxInputPixels });
      if (width || height) {
        pipeline = pipeline.resize({ width, height, fit: SHARP_FIT[fit], withoutEnlargement: fit === 'max' });
      }
      const encoded = format === 'webp' ? pipeline.webp({ quality }) : pipeline.png({ quality });
      return encoded.toBuffer().catch((error: unknown) => {
        // A stored original sharp cannot or will not decode (corrupt, or over the pixel limit): refused, not a 500.
        throw FilesErrors.ImageUnreadable(id, (error as Error).message);
      });
    });
    if (!outcome) throw FilesErrors.ImageBusy();
    // Only bytes of the version the path names go on disk under it.
    if (version === expectedVersion) await this.disk.put(relative, outcome.value);
    return { body: outcome.value, mimeType: target.mimeType, source: 'rendered', version };
  }
}
