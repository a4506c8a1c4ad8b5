import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ContentActorDto } from './api-keys.dto.js';
import { API_KEY_SCOPES } from './api-keys.schema.js';
import { type ContentActor, ContentAccess, CurrentActor, actorLabel } from './content-access.js';

/** Lets an integrator check a key (and an editor their sign-in) before writing content (SPEC §6 editor area). */
@ApiTags('Editors')
@Controller('content/session')
export class ContentSessionController {
  @Get()
  @ContentAccess('content:read')
  @ApiOperation({
    summary: 'Who the request is from',
    description: 'The editor (cookie) or API key (bearer, scope `content:read`) and how revision history names it.',
  })
  @ApiOkResponse({ type: ContentActorDto, description: 'The editor or API key' })
  session(@CurrentActor() actor: ContentActor): ContentActorDto {
    return {
      kind: actor.kind,
      name: actor.name,
      label: actorLabel(actor),
      apiKeyId: actor.kind === 'api-key' ? actor.id : null,
      scopes: actor.kind === 'api-key' ? [...actor.scopes] : [...API_KEY_SCOPES],
    };
  }
}
