import { Controller, Delete, Get, HttpCode, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Portal } from '../../src/core/http/access.decorators.js';
import { ApiErrors } from '../../src/core/http/openapi.js';
import type { UserProfile } from '../identity-provider/identity.contract.js';
import { ApiPortalAuth } from './portal-auth.openapi.js';
import { PortalMeResponseDto } from './portal.dto.js';
import { PortalSessionService } from './portal-session.service.js';
import type { PortalRequest } from './portal.guard.js';

/** The profile as API clients see it: everything of the ID token's user but the company id. */
export function toPortalMeResponse(profile: UserProfile): PortalMeResponseDto {
  return {
    id: profile.id,
    firstName: profile.firstName,
    lastName: profile.lastName,
    fullName: profile.fullName,
    initials: profile.initials,
    email: profile.email,
    roles: profile.roles,
    isDelegatedAdminInternal: profile.isDelegatedAdminInternal,
    isDelegatedAdminExternal: profile.isDelegatedAdminExternal,
    companyName: profile.companyName,
  };
}

@ApiTags('Portal')
@ApiPortalAuth()
@Controller('portal')
@Portal()
export class PortalController {
  constructor(private readonly sessions: PortalSessionService) {}

  @Get('me')
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ type: PortalMeResponseDto, description: 'The profile (never a token)' })
  me(@CurrentUser() user: UserProfile): PortalMeResponseDto {
    return toPortalMeResponse(user);
  }

  /** Signs out from script (a cookie-authenticated write, so CSRF-checked by the guard). */
  @Delete('session')
  @HttpCode(204)
  @ApiOperation({ summary: 'Sign out: ends the portal session', description: 'With the cookie: same origin only.' })
  @ApiNoContentResponse({ description: 'The session has ended' })
  @ApiErrors(403)
  async signOut(@Req() request: PortalRequest): Promise<void> {
    await this.sessions.end(request.portalSessionId);
  }
}
