import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../src/core/http/openapi.js';
import { BodyLimit } from '../../src/core/http/route-body-limit.js';
import {
  API_KEY_BODY_LIMIT_BYTES,
  ApiKeyIdParamsDto,
  ApiKeyListDto,
  CreateApiKeyDto,
  CreatedApiKeyDto,
} from './api-keys.dto.js';
import { toApiKeyDto } from './api-keys.mapper.js';
import { ApiKeysService } from './api-keys.service.js';
import { type ContentActor, ContentEditorOnly, CurrentActor } from './content-access.js';

/** The editor's name an actor carries (editor-only routes: always an editor). */
const editorName = (actor: ContentActor): string | null => (actor.kind === 'editor' ? actor.name : null);

/** API keys for `/api/content/*` (SPEC §6 editor area): signed-in editors manage them; a key cannot. */
@ApiTags('Editors')
@ContentEditorOnly()
@Controller('content/api-keys')
export class ApiKeysController {
  constructor(private readonly apiKeys: ApiKeysService) {}

  @Post()
  @HttpCode(201)
  @BodyLimit(API_KEY_BODY_LIMIT_BYTES)
  @ApiOperation({
    summary: 'Create an API key',
    description: 'The key is in this answer only: store it now. Same origin only.',
  })
  @ApiCreatedResponse({ type: CreatedApiKeyDto, description: 'Created: the key, this once' })
  @ApiErrors(400, 413)
  async create(@Body() body: CreateApiKeyDto, @CurrentActor() actor: ContentActor): Promise<CreatedApiKeyDto> {
    const { row, key } = await this.apiKeys.create(body.name, body.scopes, editorName(actor));
    return { id: row.id, key };
  }

  @Get()
  @ApiOperation({ summary: 'List API keys', description: 'Revoked ones included; never the keys themselves.' })
  @ApiOkResponse({ type: ApiKeyListDto, description: 'The keys, newest first' })
  async list(): Promise<ApiKeyListDto> {
    return { keys: (await this.apiKeys.list()).map(toApiKeyDto) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Revoke an API key', description: 'From now on the key answers 401. Same origin only.' })
  @ApiNoContentResponse({ description: 'Revoked (or already revoked)' })
  @ApiErrors(400, [404, 'ApiKeyNotFound: no key with that id'])
  async revoke(@Param() { id }: ApiKeyIdParamsDto, @CurrentActor() actor: ContentActor): Promise<void> {
    await this.apiKeys.revoke(id, editorName(actor));
  }
}
