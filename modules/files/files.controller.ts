import { create as contentDisposition } from 'content-disposition';
import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { FileQuery, ImageQuery } from './files.dto.js';
import { FILE_SLUG, FilesService } from './files.service.js';
import { IMAGE_ID, IMAGE_RETRY_AFTER_SECONDS, ImagesService } from './images.service.js';
import { FilesErrors } from './files.errors.js';
import { DomainError } from '../../src/core/errors/index.js';
import { ApiErrors, ApiFileResponse } from '../../src/core/http/openapi.js';
import { Public } from '../../src/core/http/access.decorators.js';
import { ParamPattern } from '../../src/core/http/param-pattern.pipe.js';

/**
 * SPEC §2.2 `/file/{slug}`: outside the `/api` prefix (excluded in src/app.ts), so it wins over the page
 * catch-all. Unknown slugs, and anything that is not a plain slug (`..%2f`), are a JSON 404.
 */
@ApiTags('Files')
@Public()
@Controller('file')
export class FilesController {
  constructor(private readonly files: FilesService) {}

  @Get(':slug')
  @ApiOperation({
    summary: 'A stored document (PDF, image, …) in the wanted language',
    description: 'Outside `/api`: the URL product data gives for documents (`DocumentView.url`). Public, cached 1 h.',
  })
  @ApiParam({ name: 'slug', example: 'crimpcenter-64-datasheet' })
  @ApiFileResponse(
    ['application/pdf', 'application/octet-stream'],
    'The file, with its stored Content-Type (the demo documents are PDF) and Content-Disposition',
  )
  @ApiErrors(
    400,
    [404, 'FileNotFound: no file by that slug'],
    [503, 'FileSourceUnavailable: the upstream product data source (PRODUCT_SOURCE=graphql) does not answer'],
  )
  async download(
    @Param('slug', new ParamPattern(FILE_SLUG, (slug) => FilesErrors.FileNotFound(slug))) slug: string,
    @Query() query: FileQuery,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const file = await this.files.find(slug, query.l);
    await reply
      .header('content-type', file.mimeType)
      .header('content-length', String(file.content.length))
      .header('content-language', file.language)
      .header(
        'content-disposition',
        contentDisposition(file.fileName, { type: query.dl === 'true' ? 'attachment' : 'inline' }),
      )
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=3600')
      .send(file.content);
  }
}

/** Seconds an image URL without a version is cached: an image may be rewritten under its id. */
export const UNVERSIONED_IMAGE_MAX_AGE_SECONDS = 600;

/**
 * SPEC §7.8: a URL naming the image's current version (`v`, `ImageRef.version`) never changes its bytes, so it is
 * cached for a year as immutable; one without a version briefly; one naming an older version answers the current
 * bytes, which are not what it names, so caches must ask again every time.
 */
function imageCacheControl(requested: string | undefined, current: boolean): string {
  if (current) return 'public, max-age=31536000, immutable';
  if (requested === undefined) return `public, max-age=${UNVERSIONED_IMAGE_MAX_AGE_SECONDS}`;
  return 'public, no-cache';
}

/** The image endpoint (SPEC §7.8, §9): stored images only, resized and cached on disk. */
@ApiTags('Files')
@Public()
@Controller('images')
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  @Get(':id')
  @ApiOperation({
    summary: 'A stored image, resized',
    description:
      'A named `size` (SPEC §9) with `dpr` 1 or 2 and a `format`; free `w`, `h`, `fit` and `q` only in URLs signed ' +
      'by the server (`sig`). The URLs in responses (`ImageRef.id`) point here. With the current version `v` ' +
      '(`ImageRef.version`) the answer is cached for a year as immutable; without it for 10 minutes; with an older ' +
      'one it is the current image with `no-cache`.',
  })
  @ApiParam({ name: 'id', example: 'img-crimp-center-1' })
  @ApiFileResponse(['image/webp', 'image/png', 'image/svg+xml'], 'The image')
  @ApiErrors(
    [400, 'Invalid query, ImageSizeNotNamed or ImageTooLarge'],
    [403, 'ImageSignatureInvalid'],
    [404, 'ImageNotFound'],
    [422, 'ImageUnreadable'],
    [
      503,
      'ImageBusy: every render slot is taken; ImageSourceUnavailable: the content source (CONTENT_SOURCE=graphql) ' +
        'does not answer and this render is not cached; retry after `Retry-After` seconds',
    ],
  )
  async image(
    @Param('id', new ParamPattern(IMAGE_ID, (id) => FilesErrors.ImageNotFound(id))) id: string,
    @Query() query: ImageQuery,
    @Res() reply: FastifyReply,
  ): Promise<void> {
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
        version: query.v,
      })
      .catch((error: unknown) => {
        // Every render slot and queue place taken: tell the client when to come back.
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
      .header('cache-control', imageCacheControl(query.v, image.current))
      .send(image.body);
  }
}
