import { Body, Controller, Get, Inject, Param, Patch, Req } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CORE_CONFIG, type CoreConfig } from '../../src/core/config/core.config.js';
import { Editor } from '../../src/core/http/access.decorators.js';
import { ApiErrors } from '../../src/core/http/openapi.js';
import { isSameOrigin } from '../../src/core/http/same-origin.js';
import { ApiEditorAuth } from '../editor-auth/index.js';
import { FeatureFlagKeyParamsDto, FeatureFlagResponseDto, UpdateFeatureFlagDto } from './feature-flags.dto.js';
import { FeatureFlagsErrors } from './feature-flags.errors.js';
import { FeatureFlagsService } from './feature-flags.service.js';

/** SPEC §1 release toggle: the feature flags, for editors (401 otherwise). docs/feature-flags.md. */
@ApiTags('Editors')
@ApiEditorAuth()
@Editor()
@Controller('feature-flags')
export class FeatureFlagsController {
  constructor(
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
    private readonly flags: FeatureFlagsService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'The feature flags and their stages',
    description: '`live` flags are on for everyone, `next` flags only with the release toggle (`?nextRelease`).',
  })
  @ApiOkResponse({ type: [FeatureFlagResponseDto], description: 'Every flag, by key' })
  list(): Promise<FeatureFlagResponseDto[]> {
    return this.flags.list();
  }

  @Patch(':key')
  @ApiOperation({
    summary: 'Promote a flag to live, or take it back to next',
    description: 'Empties the page cache, so every page shows the new set of features. Same-origin requests only.',
  })
  @ApiBody({
    type: UpdateFeatureFlagDto,
    examples: { promote: { summary: 'Promote to live', value: { stage: 'live' } } },
  })
  @ApiOkResponse({ type: FeatureFlagResponseDto, description: 'The flag with its new stage' })
  @ApiErrors(
    [400, 'Invalid key or stage'],
    [403, 'CrossSiteRequest: the Origin is not this site'],
    [404, 'FeatureFlagNotFound'],
  )
  setStage(
    @Param() { key }: FeatureFlagKeyParamsDto,
    @Body() body: UpdateFeatureFlagDto,
    @Req() request: FastifyRequest,
  ): Promise<FeatureFlagResponseDto> {
    if (!isSameOrigin(request, this.config.publicBaseUrl)) throw FeatureFlagsErrors.CrossSiteRequest();
    return this.flags.setStage(key, body.stage);
  }
}
