import { Body, Controller, HttpCode, Inject, Logger, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CORE_CONFIG, type CoreConfig } from '../../src/core/config/core.config.js';
import { COOKIE_DEFAULTS } from '../../src/core/http/cookies.js';
import { FailureLimiter } from '../../src/core/http/failure-limiter.js';
import { RateLimitStore } from '../../src/core/http/rate-limit-store.js';
import { JsonOnlyGuard } from '../../src/core/http/json-only.guard.js';
import { ApiErrors } from '../../src/core/http/openapi.js';
import { Public } from '../../src/core/http/access.decorators.js';
import { PREVIEW_COOKIE, PREVIEW_COOKIE_MAX_AGE_SECONDS, PreviewGate } from './preview-gate.js';
import { PreviewGateErrors } from './preview-gate.errors.js';

export class PreviewPasswordDto {
  @ApiProperty({ maxLength: 200, description: 'The preview password (PREVIEW_PASSWORD)' })
  @IsString()
  @MaxLength(200)
  password!: string;
}

/** SPEC §7.3 POST /api/preview-password: 204 ("ok if no error is returned") with the access cookie. */
@ApiTags('Site access')
@Public()
@Controller('preview-password')
export class PreviewGateController {
  private readonly logger = new Logger(PreviewGateController.name);
  private readonly failures: FailureLimiter;

  constructor(
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
    private readonly gate: PreviewGate,
    rateLimits: RateLimitStore,
  ) {
    this.failures = new FailureLimiter(rateLimits, 'preview-password', 10, 60_000);
  }

  @Post()
  @HttpCode(204)
  @UseGuards(JsonOnlyGuard)
  @ApiOperation({
    summary: 'Unlock the preview-password gate',
    description: 'SPEC §2.3, §6: when the whole site asks for the preview password. JSON only.',
  })
  @ApiNoContentResponse({ description: 'Right password: the access cookie is set' })
  @ApiErrors(400, [401, 'WrongPreviewPassword'], 415, [
    429,
    'TooManyAttempts: more than 10 wrong passwords a minute from this client',
  ])
  async unlock(
    @Body() { password }: PreviewPasswordDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    if (await this.failures.isBlocked(request.ip)) throw PreviewGateErrors.TooManyAttempts();
    if (!this.gate.isPassword(password)) {
      await this.failures.recordFailure(request.ip);
      this.logger.warn(`preview password: wrong password from ${request.ip}`);
      throw PreviewGateErrors.WrongPreviewPassword();
    }
    void reply.header('cache-control', 'no-store').setCookie(PREVIEW_COOKIE, this.gate.cookieValue(), {
      ...COOKIE_DEFAULTS,
      maxAge: PREVIEW_COOKIE_MAX_AGE_SECONDS,
      httpOnly: true,
      secure: this.config.nodeEnv === 'production',
    });
  }
}
