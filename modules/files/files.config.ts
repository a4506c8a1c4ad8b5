import { join, resolve } from 'node:path';
import { defineConfig } from '../../src/core/config/define-config.js';

const MIB = 1024 * 1024;

/**
 * Images on a budget: where resized images are cached on disk (IMAGE_CACHE_DIR) and the cache's byte cap
 * (IMAGE_CACHE_MAX_BYTES, LRU eviction), renders running at once (IMAGE_RENDER_CONCURRENCY) and waiting
 * (IMAGE_RENDER_QUEUE; beyond that 503), sharp's decompression-bomb limit (IMAGE_MAX_INPUT_PIXELS), and the largest
 * image editors may upload into the media library (MEDIA_UPLOAD_MAX_BYTES).
 */
export interface FilesConfig {
  imageCacheDir: string;
  images: {
    cacheMaxBytes: number;
    renderConcurrency: number;
    renderQueue: number;
    maxInputPixels: number;
    uploadMaxBytes: number;
  };
}

export const filesConfig = defineConfig('files', (env): FilesConfig => ({
  imageCacheDir: resolve(env.env.IMAGE_CACHE_DIR || join(env.env.DATA_DIR || './data', 'image-cache')),
  images: {
    cacheMaxBytes: env.bytes('IMAGE_CACHE_MAX_BYTES', 256 * MIB, 1024),
    renderConcurrency: env.int('IMAGE_RENDER_CONCURRENCY', 2, 1, 64),
    renderQueue: env.int('IMAGE_RENDER_QUEUE', 8, 0, 1000),
    maxInputPixels: env.int('IMAGE_MAX_INPUT_PIXELS', 40_000_000, 1),
    // Originals are stored in the database: kept well below SPEC §9's 100 MB for ticket uploads.
    uploadMaxBytes: env.bytes('MEDIA_UPLOAD_MAX_BYTES', 20 * MIB, 1024),
  },
}));
