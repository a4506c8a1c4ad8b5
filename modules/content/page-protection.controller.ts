import { Body, Controller, Header, HttpCode, Inject, Logger, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CORE_CONFIG, type CoreConfig } from '../../src/core/config/core.config.js';
import { DomainError } from '../../src/core/errors/index.js';
import { COOKIE_DEFAULTS } from '../../src/core/http/cookies.js';
import { FailureLimiter } from '../../src/core/http/failure-limiter.js';
import { RateLimitStore } from '../../src/core/http/rate-limit-store.js';
import { JsonOnlyGuard } from '../../src/core/http/json-only.guard.js';
import { ApiErrors } from '../../src/core/http/openapi.js';
import { Public } from '../../src/core/http/access.decorators.js';
import { ParamPattern } from '../../src/core/http/param-pattern.pipe.js';
import { PagePasswordDto } from './content.dto.js';
import { ContentErrors } from './content.errors.js';
import { PAGE_ACCESS_MAX_AGE_SECONDS, PAGE_ID, PageProtection, pageAccessCookie } from './page-protection.js';

/**
 * Opens a password-protected page (SPEC §4 page protection): 204 with the page's access cookie, 401 for a wrong
 * password, 404 when no page by that id has a password. Wrong passwords are limited per client (429 after 10 a
 * minute) and logged, as for the editor and preview passwords.
 */
@ApiTags('Site access')
// The page's password is the credential (wrong ones are limited per client).
@Public()
@Controller('page-access')
export class PageProtectionController {
  private readonly logger = new Logger(PageProtectionController.name);
  private readonly failures: FailureLimiter;

  constructor(
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
    private readonly protection: PageProtection,
    rateLimits: RateLimitStore,
  ) {
    this.failures = new FailureLimiter(rateLimits, 'page-password', 10, 60_000);
  }

  @Post(':pageId')
  @HttpCode(204)
  // Set before the page id is checked, so a refused one is not stored either.
  @Header('cache-control', 'no-store')
  @UseGuards(JsonOnlyGuard)
  @ApiOperation({ summary: 'Open a password-protected page (SPEC §4)', description: 'JSON only.' })
  @ApiParam({ name: 'pageId', description: 'Id of the protected page' })
  @ApiNoContentResponse({ description: "Right password: the page's access cookie is set" })
  @ApiErrors(
    400,
    [401, 'WrongPagePassword'],
    [404, 'PageNotPasswordProtected: no page by that id has a password'],
    415,
    [429, 'TooManyPagePasswordAttempts: more than 10 wrong passwords a minute from this client'],
  )
  async unlock(
    @Param('pageId', new ParamPattern(PAGE_ID, (id) => ContentErrors.PageNotPasswordProtected(id.slice(0, 100))))
    pageId: string,
    @Body() { password }: PagePasswordDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    if (await this.failures.isBlocked(request.ip)) throw ContentErrors.TooManyPagePasswordAttempts();
    let access: string;
    try {
      access = await this.protection.unlock(pageId, password);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'WrongPagePassword') {
        await this.failures.recordFailure(request.ip);
        this.logger.warn(`page password: wrong password for ${pageId} from ${request.ip}`);
      }
      throw error;
    }
    void reply.setCookie(pageAccessCookie(pageId), access, {
      ...COOKIE_DEFAULTS,
      maxAge: PAGE_ACCESS_MAX_AGE_SECONDS,
      httpOnly: true,
      secure: this.config.nodeEnv === 'production',
    });
  }
}
