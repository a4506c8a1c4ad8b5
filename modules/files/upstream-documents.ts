import { parse as parseContentDisposition } from 'content-disposition';
import { DomainError } from '../../src/core/errors/index.js';
import { type HttpClient, HttpStatusError, readBoundedBody } from '../../src/core/http-client/index.js';
import { FilesErrors } from './files.errors.js';
import type { FileDownload } from './files.service.js';

/** No stored document is larger (the catalogue import's limit); a longer answer is not read to its end. */
export const DOCUMENT_MAX_BYTES = 50 * 1024 * 1024;

/**
 * The product documents of an upstream catalogue (PRODUCT_SOURCE=graphql, issue 33): product data names them as
 * `/file/{slug}`, so this instance answers that address with the upstream's `GET {origin}/file/{slug}?l=…` (another
 * uapp instance's public route), the language chosen there. A 404 there is FileNotFound here; no answer, a 5xx or a
 * malformed one is FileSourceUnavailable (503), never a 500. Nothing is kept: the answer is public and cached for an
 * hour by browsers and proxies.
 */
export class UpstreamDocuments {
  constructor(
    private readonly http: HttpClient,
    /** The upstream's origin (`https://source.example.com`). */
    private readonly origin: string,
  ) {}

  async find(slug: string, locale: string | undefined): Promise<FileDownload> {
    const query = locale ? `?l=${encodeURIComponent(locale)}` : '';
    try {
      const response = await this.http.fetch(`${this.origin}/file/${encodeURIComponent(slug)}${query}`);
      const mimeType = response.headers.get('content-type')?.split(';')[0]?.trim();
      const disposition = response.headers.get('content-disposition');
      if (!mimeType || !disposition) {
        await response.body?.cancel();
        throw new Error('the upstream answered without Content-Type or Content-Disposition');
      }
      const content = await readBoundedBody(response, DOCUMENT_MAX_BYTES, () => new Error('the document is too large'));
      return {
        fileName: parseContentDisposition(disposition).parameters.filename ?? slug,
        mimeType,
        sizeBytes: content.length,
        content,
        language: response.headers.get('content-language') ?? 'en',
      };
    } catch (error) {
      if (error instanceof HttpStatusError && error.status === 404) throw FilesErrors.FileNotFound(slug);
      if (error instanceof DomainError) throw error;
      throw FilesErrors.FileSourceUnavailable(slug);
    }
  }
}
