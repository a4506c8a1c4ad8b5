import { CacheTags, tagCacheEntry } from '../../src/core/cache/cache-tags.js';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import { DomainError } from '../../src/core/errors/index.js';
import {
  type HttpClient,
  HttpStatusError,
  type UpstreamGraphql,
  readBoundedBody,
} from '../../src/core/http-client/index.js';
import { withTypename } from '../content-source/index.js';
import { FilesErrors } from './files.errors.js';
import type { ImageMeta, ImageOriginal, ImageOriginalsSource } from './image-originals.source.js';
import { IMAGE_VERSION } from './image-sizes.contract.js';

/** The header of the source's original route that names the bytes' version (media-library.controller.ts). */
export const IMAGE_VERSION_HEADER = 'x-image-version';

/** An original of up to MEDIA_UPLOAD_MAX_BYTES may take longer than a GraphQL answer: its own bound. */
export const ORIGINAL_DOWNLOAD_TIMEOUT_MS = 30_000;

const MEDIA_IMAGE_QUERY = `query MediaImage($id: ID!) { ${withTypename('mediaImage(id: $id) { mimeType version }')} }`;

/**
 * `<source>/api` from the content endpoint `<source>/api/graphql/content`: the source's other routes (the original
 * bytes) sit beside it, also behind a path prefix.
 */
export function sourceApiBase(contentGraphqlUrl: string): string {
  const url = new URL(contentGraphqlUrl);
  const prefix = url.pathname.replace(/\/graphql\/content\/?$/, '');
  return `${url.origin}${prefix === url.pathname ? '/api' : prefix}`;
}

export interface UpstreamImageOriginalsOptions {
  /** `<source>/api` (sourceApiBase). */
  apiBase: string;
  /** Authenticated with the content API key (Authorization: Bearer). */
  http: HttpClient;
  /** MEDIA_UPLOAD_MAX_BYTES: no original is larger, so a longer answer is not read to its end. */
  maxBytes: number;
}

/**
 * The content source's media library (CONTENT_SOURCE=graphql): the type and version from the content schema
 * (`mediaImage`, media-image.graphql.ts), kept in the data cache tagged as the image, so the lookup on every image
 * request costs no round trip and a rewrite on the source reaches it through the publish webhook; the bytes from the
 * source's `GET /api/content/images/{id}/original`, only when the disk cache has no render of that version. While the
 * source fails, the data cache's (stale) version still finds the renders on disk; anything else answers 503.
 */
export class UpstreamImageOriginals implements ImageOriginalsSource {
  constructor(
    private readonly upstream: UpstreamGraphql,
    private readonly cache: SwrCache,
    private readonly options: UpstreamImageOriginalsOptions,
  ) {}

  async describe(id: string): Promise<ImageMeta | undefined> {
    const meta = await this.cache
      .getOrLoad(`content-source:image:${id}`, () => this.loadMeta(id), {
        // Ids nobody stored are not kept: visitors could otherwise fill the cache with made-up ones.
        shouldStore: (value) => value !== null,
      })
      .catch((error: unknown) => unavailable(id, error));
    return meta ?? undefined;
  }

  async original(id: string): Promise<ImageOriginal | undefined> {
    const url = `${this.options.apiBase}/content/images/${encodeURIComponent(id)}/original`;
    try {
      const response = await this.options.http.fetch(url);
      const mimeType = response.headers.get('content-type')?.split(';')[0]?.trim();
      const version = response.headers.get(IMAGE_VERSION_HEADER);
      if (!mimeType?.startsWith('image/') || !version || !IMAGE_VERSION.test(version)) {
        await response.body?.cancel();
        throw new Error(`the source answered ${mimeType ?? 'no type'} without a valid ${IMAGE_VERSION_HEADER}`);
      }
      return { mimeType, version, content: await this.boundedBody(id, response) };
    } catch (error) {
      if (error instanceof HttpStatusError && error.status === 404) return undefined;
      return unavailable(id, error);
    }
  }

  private async loadMeta(id: string): Promise<ImageMeta | null> {
    // What media-library.service.ts invalidates on a new text or a deletion, passed on by the publish webhook.
    tagCacheEntry(CacheTags.document('image', id));
    const { mediaImage } = await this.upstream.request<{ mediaImage: ImageMeta | null }>(MEDIA_IMAGE_QUERY, { id });
    return mediaImage && { mimeType: mediaImage.mimeType, version: mediaImage.version };
  }

  /** The body, refused (422) once it grows past the upload limit: a source never stores more. */
  private boundedBody(id: string, response: Response): Promise<Buffer> {
    return readBoundedBody(response, this.options.maxBytes, () =>
      FilesErrors.ImageUnreadable(id, `larger than ${this.options.maxBytes} bytes`),
    );
  }
}

/** Our own refusals pass; any failure of the source (down, slow, 5xx, 429, a malformed answer) is a 503, not a 500. */
function unavailable(id: string, error: unknown): never {
  if (error instanceof DomainError) throw error;
  throw FilesErrors.ImageSourceUnavailable(id);
}
