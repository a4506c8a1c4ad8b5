import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { localeOfPath, safeReturnTo } from './return-to.js';
import { SignInFlow } from './sign-in-flow.js';

/** `GET /api/auth/login`: where the portal's pages send a visitor to sign in (SPEC §7.7, issue 10). */
@ApiTags('Portal')
@Controller('auth')
export class AuthController {
  constructor(private readonly flow: SignInFlow) {}

  /**
   * `?returnTo=/en/portal[&prompt=none|login]`: to the issuer's authorization endpoint (PKCE), or to the error page.
   * `prompt=login` is the re-authentication a sensitive change asks for (issue 25, RecentSignInGuard).
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
}
