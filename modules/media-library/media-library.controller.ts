import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiErrors, ApiFileResponse } from '../../src/core/http/openapi.js';
import { ParamPattern } from '../../src/core/http/param-pattern.pipe.js';
import { hasControlCharacter } from '../../src/shared/control-characters.js';
import { IMAGE_ID, IMAGE_VERSION_HEADER } from '../files/index.js';
import { ContentAccess } from '../api-keys/index.js';
import { CONTENT_IMAGE_TYPES } from './media-library.contract.js';
import {
  ContentImageDetailDto,
  ContentImagePageDto,
  ContentImagesQueryDto,
  UpdateContentImageDto,
} from './media-library.dto.js';
import { MediaLibraryErrors } from './media-library.errors.js';
import { MediaLibraryService } from './media-library.service.js';

/** Room for the multipart envelope (boundaries, part headers) around the file in a request's Content-Length. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;
const NOT_FOUND = [404, 'ContentImageNotFound'] as const;
const imageId = () => new ParamPattern(IMAGE_ID, (id) => MediaLibraryErrors.ContentImageNotFound(id));

/**
 * The media library of the content API (SPEC §3 Image, §7.8): list, upload, describe, re-describe and delete the
 * stored images content modules name by id. The editor cookie (writes from this site only) or an API key.
 */
@ApiTags('Content')
@Controller('content/images')
export class MediaLibraryController {
  constructor(private readonly library: MediaLibraryService) {}

  @Get()
  @ContentAccess('content:read')
  @ApiOperation({
    summary: 'List the media library',
    description: 'Newest first, paged (`page`, `pageSize` up to 100), searched by file name or alternative text (`q`).',
  })
  @ApiOkResponse({ type: ContentImagePageDto, description: 'One page of images and the number matching' })
  @ApiErrors(400)
  list(@Query() query: ContentImagesQueryDto): Promise<ContentImagePageDto> {
    return this.library.list(query);
  }

  @Post()
  @ContentAccess('content:write')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Upload an image into the media library',
    description:
      `One image as multipart/form-data (field \`file\`): ${CONTENT_IMAGE_TYPES.join(', ')}, judged by its content ` +
      '(not its name or declared type), at most MEDIA_UPLOAD_MAX_BYTES (20 MiB by default). Same origin only. ' +
      'Set its alternative texts with PUT.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] },
  })
  @ApiCreatedResponse({ type: ContentImageDetailDto, description: 'Stored; `url` renders it' })
  @ApiErrors(
    [400, 'UploadMissing: no file in the request; UploadTextInvalid: a control character in the file name'],
    [413, 'UploadTooLarge'],
    [415, `UploadTypeRefused: only ${CONTENT_IMAGE_TYPES.join(', ')}`],
    [422, 'UploadUnreadable: the image cannot be decoded, or has too many pixels'],
  )
  async upload(@Req() request: FastifyRequest): Promise<ContentImageDetailDto> {
    const maxBytes = this.library.uploadMaxBytes;
    try {
      if (!request.isMultipart()) throw MediaLibraryErrors.UploadMissing();
      const length = Number(request.headers['content-length']);
      if (Number.isSafeInteger(length) && length > maxBytes + MULTIPART_OVERHEAD_BYTES) {
        throw MediaLibraryErrors.UploadTooLarge(maxBytes);
      }
      const file = await request.file({
        limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 1024 },
        throwFileSizeLimit: true,
      });
      if (!file) throw MediaLibraryErrors.UploadMissing();
      if (hasControlCharacter(file.filename)) throw MediaLibraryErrors.UploadTextInvalid('The file name');
      const bytes = await file.toBuffer();
      return await this.library.upload({ fileName: file.filename, bytes });
    } catch (error) {
      // A refusal before the end leaves the body unread: read it to the end and drop it, so the answer is sent.
      if (!request.raw.readableEnded) request.raw.resume();
      const code = (error as { code?: string } | undefined)?.code;
      if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') {
        throw MediaLibraryErrors.UploadTooLarge(maxBytes);
      }
      throw error;
    }
  }

  @Get(':id')
  @ContentAccess('content:read')
  @ApiOperation({
    summary: 'An image of the media library, with the documents using it',
    description: '`usedBy`: pages, stories, media releases, news, catalogue entries … whose fields name the image.',
  })
  @ApiParam({ name: 'id', description: 'Image id', example: 'editorial-smart-factory' })
  @ApiOkResponse({ type: ContentImageDetailDto, description: 'The image without its bytes' })
  @ApiErrors(NOT_FOUND)
  detail(@Param('id', imageId()) id: string): Promise<ContentImageDetailDto> {
    return this.library.detail(id);
  }

  @Get(':id/original')
  @ContentAccess('content:read')
  @ApiOperation({
    summary: 'The stored bytes of an image, as uploaded',
    description:
      'What instances rendering from this one (CONTENT_SOURCE=graphql) resize at their own `/api/images/{id}`. ' +
      `The stored Content-Type; \`${IMAGE_VERSION_HEADER}\` is the image's version (\`mediaImage.version\`).`,
  })
  @ApiParam({ name: 'id', description: 'Image id', example: 'editorial-smart-factory' })
  @ApiFileResponse([...CONTENT_IMAGE_TYPES, 'image/svg+xml'], 'The original image (seeded images may be SVG)')
  @ApiErrors(NOT_FOUND)
  async original(@Param('id', imageId()) id: string, @Res() reply: FastifyReply): Promise<void> {
    const image = await this.library.original(id);
    await reply
      .header('content-type', image.mimeType)
      .header('content-length', String(image.content.length))
      .header(IMAGE_VERSION_HEADER, image.version)
      .header('x-content-type-options', 'nosniff')
      // An SVG opened on its own must not run anything.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('cache-control', 'private, no-store')
      .send(image.content);
  }

  @Put(':id')
  @ContentAccess('content:write')
  @ApiOperation({
    summary: "Set an image's alternative texts per language",
    description: 'Replaces every stored text. Same origin only.',
  })
  @ApiParam({ name: 'id', description: 'Image id', example: 'editorial-smart-factory' })
  @ApiOkResponse({ type: ContentImageDetailDto, description: 'The image as stored now' })
  @ApiErrors([400, 'Invalid body: an unknown language code or a text too long (errors name `alt.<code>`)'], NOT_FOUND)
  update(@Param('id', imageId()) id: string, @Body() body: UpdateContentImageDto): Promise<ContentImageDetailDto> {
    return this.library.updateAlt(id, body.alt);
  }

  @Delete(':id')
  @ContentAccess('content:write')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete an image no document uses',
    description: 'Refused with 409 while any document names it (the message lists them). Same origin only.',
  })
  @ApiParam({ name: 'id', description: 'Image id', example: 'editorial-smart-factory' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(NOT_FOUND, [409, 'ContentImageInUse: documents still use it'])
  async delete(@Param('id', imageId()) id: string): Promise<void> {
    await this.library.delete(id);
  }
}
