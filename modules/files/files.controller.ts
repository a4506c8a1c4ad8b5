import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { FileQuery, ImageQuery } from './files.dto.js';
import { FilesService } from './files.service.js';
import { IMAGE_RETRY_AFTER_SECONDS, ImagesService } from './images.service.js';
import { DomainError } from '../../src/core/errors/index.js';

/** RFC 6266 filename parameters: an ASCII fallback and the UTF-8 original. */
function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * SPEC §2.2 `/file/{slug}`: outside the `/api` prefix (excluded in src/app.ts), so it wins over the page
 * catch-all. Unknown slugs, and anything that is not a plain slug (`..%2f`), are a JSON 404.
 */
@Controller('file')
export class FilesController {
  constructor(private readonly files: FilesService) {}

  @Get(':slug')
  async download(@Param('slug') slug: string, @Query() query: FileQuery, @Res() reply: FastifyReply): Promise<void> {
    const file = await this.files.find(slug, query.l);
    await reply
      .header('content-type', file.mimeType)
      .header('content-length', String(file.content.length))
      .header('content-language', file.language)
      .header('content-disposition', contentDisposition(query.dl === 'true' ? 'attachment' : 'inline', file.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=3600')
      .send(file.content);
  }
}

/** The image endpoint (SPEC §7.8, §9): stored images only, resized and cached on disk. */
@Controller('images')
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  @Get(':id')
  async image(@Param('id') id: string, @Query() query: ImageQuery, @Res() reply: FastifyReply): Promise<void> {
    const image = await this.images
      .render(id, {
        size: query.size,
        width: query.w,
        height: query.h,
        fit: query.fit,
        format: query.format,
        quality: query.q,
        dpr: query.dpr,
        sig: query.sig,
      })
      .catch((error: unknown) => {
        // Every render slot and queue place taken (issue 13 item 2): tell the client when to come back.
        if (error instanceof DomainError && error.status === 503) {
          void reply.header('retry-after', String(IMAGE_RETRY_AFTER_SECONDS));
        }
        throw error;
      });
    await reply
      .header('content-type', image.mimeType)
      .header('content-length', String(image.body.length))
      .header('x-image-cache', image.source)
      .header('x-content-type-options', 'nosniff')
      // An SVG opened on its own must not run anything.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('cache-control', 'public, max-age=86400')
      .send(image.body);
  }
}
