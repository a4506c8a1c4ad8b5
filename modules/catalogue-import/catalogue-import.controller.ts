import { Body, Controller, Headers, HttpCode, Inject, Post, Query, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CORE_CONFIG, type CoreConfig } from '../../src/core/config/core.config.js';
import { ApiErrors } from '../../src/core/http/openapi.js';
import { BodyLimit } from '../../src/core/http/route-body-limit.js';
import { ContentAccess } from '../api-keys/index.js';
import { NDJSON_MEDIA_TYPE } from './catalogue-import.body.js';
import {
  CATALOGUE_IMPORT_BODY_LIMIT_BYTES,
  CATALOGUE_IMPORT_MAX_ROWS,
  CATALOGUE_ROW_TYPES,
  CatalogueImportQueryDto,
  CatalogueImportRefusedDto,
  CatalogueImportReportDto,
} from './catalogue-import.dto.js';
import { CatalogueImportService } from './catalogue-import.service.js';

/** Issue 29 item 6: the catalogue's bulk import for the product-information system (docs/content-authoring.md). */
@ApiTags('Editors')
@Controller('content/catalogue')
export class CatalogueImportController {
  constructor(
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
    private readonly imports: CatalogueImportService,
  ) {}

  @Post('import')
  @HttpCode(200)
  @ContentAccess('catalogue:write')
  @BodyLimit(CATALOGUE_IMPORT_BODY_LIMIT_BYTES)
  @ApiOperation({
    summary: 'Import catalogue rows',
    description:
      `JSON (\`{"rows": […]}\` or \`[…]\`) or NDJSON (${NDJSON_MEDIA_TYPE}, one row per line), up to ` +
      `${CATALOGUE_IMPORT_MAX_ROWS} rows and 10 MB. Each row has a type (${CATALOGUE_ROW_TYPES.join(', ')}) and ` +
      'is upserted by its natural key; refused rows are reported with their line while the rest is imported ' +
      "(`atomic=true`: all or nothing). Images are media-library ids (or this site's `/api/images/{id}` URLs): " +
      'remote URLs are never fetched.',
  })
  @ApiConsumes('application/json', NDJSON_MEDIA_TYPE)
  @ApiBody({
    description: 'The rows',
    schema: {
      oneOf: [
        { type: 'object', properties: { rows: { type: 'array', items: { type: 'object' } } }, required: ['rows'] },
        { type: 'array', items: { type: 'object' } },
        { type: 'string', description: 'NDJSON: one row per line' },
      ],
    },
  })
  @ApiOkResponse({ type: CatalogueImportReportDto, description: 'What was (or, with dryRun, would be) changed' })
  @ApiUnprocessableEntityResponse({
    type: CatalogueImportRefusedDto,
    description: 'CatalogueImportRejected: atomic=true and a row was refused; nothing was written',
  })
  @ApiErrors([400, 'BadCatalogueImport: not rows, or a bad query'], 413, 415)
  async import(
    @Query() query: CatalogueImportQueryDto,
    @Body() body: unknown,
    @Headers('content-type') contentType: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CatalogueImportReportDto | CatalogueImportRefusedDto> {
    const report = await this.imports.import(body, {
      dryRun: query.dryRun === true,
      atomic: query.atomic === true,
      ndjson: contentType?.split(';')[0]?.trim().toLowerCase() === NDJSON_MEDIA_TYPE,
      origin: new URL(this.config.publicBaseUrl).origin,
    });
    if (!report.atomic || report.rejected.length === 0) return report;
    void reply.code(422);
    return {
      statusCode: 422,
      code: 'CatalogueImportRejected',
      message: `${report.rejected.length} row(s) refused: nothing was imported (atomic)`,
      ...report,
    };
  }
}
