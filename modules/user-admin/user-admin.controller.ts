import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { JsonOnlyGuard } from '../../src/core/http/json-only.guard.js';
import { ApiErrors } from '../../src/core/http/openapi.js';
import { ApiPortalAuth, PortalGuard, type PortalRequest } from '../identity/index.js';
import {
  ACCESS_ACTIONS,
  ADMIN_APPLICATIONS,
  type AccessAction,
  INVITATION_ACTIONS,
  type InvitationAction,
} from './user-admin.contract.js';
import {
  AcceptInvitationDto,
  AdminUserDetailDto,
  AdminUserSummaryDto,
  InviteUserDto,
  InvitedUserDto,
} from './user-admin.dto.js';
import { UserAdminErrors } from './user-admin.errors.js';
import { UserAdminService } from './user-admin.service.js';

/** Invitation acceptances per client a minute (the 11th gets 429). */
export const INVITATION_ACCEPT_LIMIT = 10;

/** The locale whose pages an invitation link opens (the administrator's page language), e.g. `de-ch`. */
function localeOf(value: unknown): string {
  return typeof value === 'string' && /^[a-z]{2}(-[a-z]{2})?$/.test(value) ? value : 'en';
}

const NOT_ADMIN = [403, 'NotAnAdministrator (no delegated administrator role)'] as const;
const NOT_ADMIN_OR_CROSS_SITE = [
  403,
  'NotAnAdministrator, or a cookie-authenticated write from another origin',
] as const;
const LOCALE = {
  name: 'locale',
  required: false,
  description: 'Locale URL code of the pages the invitation link opens',
  example: 'de-ch',
};

/**
 * Delegated user administration (issue 12 item 2, SPEC §4, §6): every route needs a portal user with a delegated
 * administrator role (403 otherwise); an external administrator sees only their company (404 for other users).
 * Writes are cookie-authenticated: PortalGuard checks the Origin (CSRF).
 */
@ApiTags('Portal: user administration')
@Controller('user-admin')
export class UserAdminController {
  constructor(private readonly userAdmin: UserAdminService) {}

  @Get('users')
  @UseGuards(PortalGuard)
  @ApiOperation({
    summary: 'The users an administrator manages',
    description: 'All companies for an internal administrator (or one with `company`), else their own company.',
  })
  @ApiPortalAuth()
  @ApiQuery({ name: 'company', required: false, description: 'Company id filter (internal administrators)' })
  @ApiOkResponse({ type: [AdminUserSummaryDto], description: 'Users with their access per application' })
  @ApiErrors(NOT_ADMIN)
  list(@Req() request: PortalRequest, @Query('company') company?: string): Promise<AdminUserSummaryDto[]> {
    return this.userAdmin.list(request.portalUser!, typeof company === 'string' ? company.slice(0, 36) : '');
  }

  @Get('users/:id')
  @UseGuards(PortalGuard)
  @ApiOperation({ summary: 'A user, with the audit of what administrators changed' })
  @ApiPortalAuth()
  @ApiOkResponse({ type: AdminUserDetailDto, description: 'The user' })
  @ApiErrors(NOT_ADMIN, [404, "UserNotFound (also another company's user for an external administrator)"])
  detail(@Req() request: PortalRequest, @Param('id') id: string): Promise<AdminUserDetailDto> {
    return this.userAdmin.detail(request.portalUser!, id);
  }

  /** 201 `{id}`; 409 'The user already exists' with `userId` when the administrator may open that user. */
  @Post('users')
  @HttpCode(201)
  @UseGuards(PortalGuard, JsonOnlyGuard)
  @ApiOperation({ summary: 'Invite a user', description: 'Mails the invitation link. JSON only.' })
  @ApiPortalAuth()
  @ApiQuery(LOCALE)
  @ApiCreatedResponse({ type: InvitedUserDto, description: 'Invited' })
  @ApiErrors(
    [400, 'Invalid fields, or UnknownCompany'],
    NOT_ADMIN_OR_CROSS_SITE,
    [409, 'UserAlreadyExists (with `userId` when the administrator may open that user)'],
    415,
  )
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
  @ApiOperation({ summary: "Change a user's access to an application (SPEC §4 user-admin actions)" })
  @ApiPortalAuth()
  @ApiParam({ name: 'application', enum: ADMIN_APPLICATIONS })
  @ApiParam({ name: 'action', enum: ACCESS_ACTIONS })
  @ApiNoContentResponse({ description: 'Changed' })
  @ApiErrors(
    NOT_ADMIN_OR_CROSS_SITE,
    [404, 'UserNotFound, UnknownApplication or UnknownAction'],
    [409, 'ActionNotAllowed for the current access label'],
  )
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
  @ApiOperation({ summary: "Resend or renew a user's invitation" })
  @ApiPortalAuth()
  @ApiParam({ name: 'action', enum: INVITATION_ACTIONS })
  @ApiQuery(LOCALE)
  @ApiNoContentResponse({ description: 'Sent' })
  @ApiErrors(NOT_ADMIN_OR_CROSS_SITE, [404, 'UserNotFound or UnknownAction'], [409, 'InvitationNotOpen'])
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
  @ApiOperation({
    summary: 'Accept an invitation: set the password',
    description: "Public: the link's token is the credential. Then the user signs in. JSON only.",
  })
  @ApiParam({ name: 'token', description: 'The token of the invitation link' })
  @ApiNoContentResponse({ description: 'The password is set' })
  @ApiErrors([400, 'PasswordMissing or PasswordTooWeak'], [404, 'InvitationInvalid'], [410, 'InvitationExpired'], 415, [
    429,
    `More than ${INVITATION_ACCEPT_LIMIT} attempts a minute from this client`,
  ])
  // Issue 13 item 3: public, so limited per client (shared by all instances when Redis is configured).
  @UseGuards(JsonOnlyGuard, ThrottlerGuard)
  @Throttle({ default: { limit: INVITATION_ACCEPT_LIMIT, ttl: 60_000 } })
  async acceptInvitation(@Param('token') token: string, @Body() body: AcceptInvitationDto): Promise<void> {
    await this.userAdmin.acceptInvitation(token, body.password);
  }
}
