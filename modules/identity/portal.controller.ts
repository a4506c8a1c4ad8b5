import { Controller, Delete, Get, HttpCode, Req, UseGuards } from '@nestjs/common';
import type { UserProfile } from './identity.contract.js';
import { PortalSessionService } from './portal-session.service.js';
import { PortalGuard, type PortalRequest } from './portal.guard.js';

/** What an API client sees of the signed-in user: the profile, never a token. */
export type PortalMeResponse = Omit<UserProfile, 'companyId'>;

export function toPortalMeResponse(profile: UserProfile): PortalMeResponse {
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

@Controller('portal')
@UseGuards(PortalGuard)
export class PortalController {
  constructor(private readonly sessions: PortalSessionService) {}

  @Get('me')
  me(@Req() request: PortalRequest): PortalMeResponse {
    return toPortalMeResponse(request.portalUser!);
  }

  /** Signs out from script (a cookie-authenticated write, so CSRF-checked by the guard). */
  @Delete('session')
  @HttpCode(204)
  async signOut(@Req() request: PortalRequest): Promise<void> {
    await this.sessions.end(request.portalSessionId);
  }
}
