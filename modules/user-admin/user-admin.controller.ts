import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { JsonOnlyGuard } from '../../src/core/http/json-only.guard.js';
import { PortalGuard, type PortalRequest } from '../identity/index.js';
import {
  ACCESS_ACTIONS,
  type AccessAction,
  type AdminUserDetail,
  type AdminUserSummary,
  INVITATION_ACTIONS,
  type InvitationAction,
} from './user-admin.contract.js';
import { AcceptInvitationDto, InviteUserDto } from './user-admin.dto.js';
import { UserAdminErrors } from './user-admin.errors.js';
import { UserAdminService } from './user-admin.service.js';

/** Invitation acceptances per client a minute (the 11th gets 429). */
export const INVITATION_ACCEPT_LIMIT = 10;

/** The locale whose pages an invitation link opens (the administrator's page language), e.g. `de-ch`. */
function localeOf(value: unknown): string {
  return typeof value === 'string' && /^[a-z]{2}(-[a-z]{2})?$/.test(value) ? value : 'en';
}

/**
 * Delegated user administration (issue 12 item 2, SPEC §4, §6): every route needs a portal user with a delegated
 * administrator role (403 otherwise); an external administrator sees only their company (404 for other users).
 * Writes are cookie-authenticated: PortalGuard checks the Origin (CSRF).
 */
@Controller('user-admin')
export class UserAdminController {
  constructor(private readonly userAdmin: UserAdminService) {}

  @Get('users')
  @UseGuards(PortalGuard)
  list(@Req() request: PortalRequest, @Query('company') company?: string): Promise<AdminUserSummary[]> {
    return this.userAdmin.list(request.portalUser!, typeof company === 'string' ? company.slice(0, 36) : '');
  }

  @Get('users/:id')
  @UseGuards(PortalGuard)
  detail(@Req() request: PortalRequest, @Param('id') id: string): Promise<AdminUserDetail> {
    return this.userAdmin.detail(request.portalUser!, id);
  }

  /** 201 `{id}`; 409 'The user already exists' with `userId` when the administrator may open that user. */
  @Post('users')
  @HttpCode(201)
  @UseGuards(PortalGuard, JsonOnlyGuard)
  invite(
    @Req() request: PortalRequest,
    @Body() body: InviteUserDto,
    @Query('locale') locale: string | undefined,
  ): Promise<{ id: string }> {
    return this.userAdmin.invite(request.portalUser!, body, localeOf(locale));
  }

  @Post('users/:id/applications/:application/:action')
  @HttpCode(204)
  @UseGuards(PortalGuard)
  async changeAccess(
    @Req() request: PortalRequest,
    @Param('id') id: string,
    @Param('application') application: string,
    @Param('action') action: string,
  ): Promise<void> {
    if (!(ACCESS_ACTIONS as readonly string[]).includes(action))
      throw UserAdminErrors.UnknownAction(action.slice(0, 50));
    await this.userAdmin.changeAccess(request.portalUser!, id, application, action as AccessAction);
  }

  @Post('users/:id/invitation/:action')
  @HttpCode(204)
  @UseGuards(PortalGuard)
  async changeInvitation(
    @Req() request: PortalRequest,
    @Param('id') id: string,
    @Param('action') action: string,
    @Query('locale') locale: string | undefined,
  ): Promise<void> {
    if (!(INVITATION_ACTIONS as readonly string[]).includes(action))
      throw UserAdminErrors.UnknownAction(action.slice(0, 50));
    await this.userAdmin.changeInvitation(request.portalUser!, id, action as InvitationAction, localeOf(locale));
  }

  /** The invitee's password (public: the link's token is the credential); 204, then they sign in. */
  @Post('invitations/:token')
  @HttpCode(204)
  // Issue 13 item 3: public, so limited per client (shared by all instances when Redis is configured).
  @UseGuards(JsonOnlyGuard, ThrottlerGuard)
  @Throttle({ default: { limit: INVITATION_ACCEPT_LIMIT, ttl: 60_000 } })
  async acceptInvitation(@Param('token') token: string, @Body() body: AcceptInvitationDto): Promise<void> {
    await this.userAdmin.acceptInvitation(token, body.password);
  }
}
