import { Controller, Get, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiFoundResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../src/core/http/access.decorators.js';
import { ApiErrors, BAD_QUERY_ERROR } from '../../src/core/http/openapi.js';
import { markPrivateAnswer } from '../../src/core/http/private-answer.js';
import { SignedInUserResponseDto } from './portal.dto.js';
import { PortalSessionService, SESSION_COOKIE } from './portal-session.service.js';
import { localeOfPath, safeReturnTo } from './return-to.js';
import { SignInFlow } from './sign-in-flow.js';

/**
 * `GET /api/auth/session` per client a minute: a page load asks once, so this is far above any
 * visitor; it bounds the session lookups a client can cause with made-up cookies. Above it 429, and the header
 * simply stays anonymous.
 */
export const SESSION_CHECKS_PER_MINUTE = 120;

/** `GET /api/auth/login`: where the portal's pages send a visitor to sign in (SPEC §7.7). */
@ApiTags('Portal')
@Public()
@Controller('auth')
export class AuthController {
  constructor(
    private readonly flow: SignInFlow,
    private readonly sessions: PortalSessionService,
  ) {}

  /**
   * `?returnTo=/en/portal[&prompt=none|login]`: to the issuer's authorization endpoint (PKCE), or to the error page.
   * `prompt=login` is the re-authentication a sensitive change asks for (RecentSignInGuard).
   */
  @Get('login')
  @ApiOperation({
    summary: 'Start a portal sign-in (browser navigation, not a call from script)',
    description:
      "Redirects to the OpenID provider's authorization endpoint (code flow with PKCE, SPEC §7.7) with a sealed " +
      'pending-sign-in cookie. The provider returns to `/{locale}/callback`, which sets the portal session cookie ' +
      '(`uapp_session`) and redirects to `returnTo`. If the sign-in cannot start, the redirect goes to ' +
      '`/{locale}/callback?failed={reason}`.',
  })
  @ApiQuery({
    name: 'returnTo',
    required: false,
    description: 'A path of this site to end on; anything else is replaced by `/{locale}/portal`',
    example: '/en/portal/tickets',
  })
  @ApiQuery({
    name: 'prompt',
    required: false,
    enum: ['none', 'login'],
    description:
      '`none`: a silent sign-in (no form); if the provider needs the user, it goes on interactively. `login`: the ' +
      'provider asks for the credentials even within its single sign-on session (re-authentication before a change ' +
      'of password, second factor or e-mail, which needs a sign-in within the last 10 minutes)',
  })
  @ApiFoundResponse({
    description: 'To the OpenID provider (Location), or to `/{locale}/callback?failed=…`; never cached',
    headers: {
      Location: { description: "The provider's authorization URL", schema: { type: 'string' } },
      'Set-Cookie': {
        description: 'The sealed pending sign-in (`uapp_auth_pending`, 10 minutes)',
        schema: { type: 'string' },
      },
    },
  })
  @ApiErrors(BAD_QUERY_ERROR)
  login(
    @Query('returnTo') returnTo: unknown,
    @Query('prompt') prompt: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    const asked = typeof returnTo === 'string' ? returnTo : undefined;
    const target = safeReturnTo(asked, this.flow.portalHome(localeOfPath(asked ?? '')));
    return this.flow.begin(request, reply, target, prompt === 'none', prompt === 'login');
  }

  /**
   * Who is signed in, for the header of public pages (cached and shared, so they never name anyone
   * in their HTML). Public and cheap: without a session cookie it answers at once; with one it looks the session up
   * (renewing it when due, as a portal page would) but never creates one. Browser only: the cookie counts, not
   * `ciam_id_token`. Not under `/api/portal/`, whose routes answer 401 to strangers: "nobody" is an answer here.
   */
  @Get('session')
  @UseGuards(ThrottlerGuard)
  @Throttle({ default: { limit: SESSION_CHECKS_PER_MINUTE, ttl: 60_000 } })
  @ApiOperation({
    summary: 'Who is signed in (for the site header)',
    description:
      'The portal user of the `uapp_session` cookie: name and initials only. 204 when there is no valid session ' +
      '(no cookie, an ended or unknown one). Always `Cache-Control: private, no-store`; no CORS.',
  })
  @ApiOkResponse({ type: SignedInUserResponseDto, description: 'The signed-in user' })
  @ApiNoContentResponse({ description: 'Nobody is signed in' })
  @ApiErrors([429, `More than ${SESSION_CHECKS_PER_MINUTE} requests a minute from this client`])
  async session(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SignedInUserResponseDto | undefined> {
    // About one visitor whatever it answers (nobody included): no browser or proxy may keep it.
    markPrivateAnswer(request, reply);
    const session = await this.sessions.find(request.cookies[SESSION_COOKIE]);
    if (!session) {
      void reply.status(204);
      return undefined;
    }
    return { fullName: session.profile.fullName, initials: session.profile.initials };
  }
}
