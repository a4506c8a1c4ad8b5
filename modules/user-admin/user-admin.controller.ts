import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
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
import { CurrentUser, Portal, Public } from '../../src/core/http/access.decorators.js';
import { ApiErrors } from '../../src/core/http/openapi.js';
import { ParamPattern, ParamsPattern } from '../../src/core/http/param-pattern.pipe.js';
import type { UserProfile } from '../identity-provider/index.js';
import { ApiPortalAuth } from '../portal-auth/index.js';
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
import { USER_ADMINISTRATION } from './user-admin.access.js';
import { UserAdminErrors } from './user-admin.errors.js';
import { UserAdminService } from './user-admin.service.js';

/** Invitation acceptances per client a minute (the 11th gets 429). */
export const INVITATION_ACCEPT_LIMIT = 10;

/** The locale whose pages an invitation link opens (the administrator's page language), e.g. `de-ch`. */
function localeOf(value: unknown): string {
  return typeof value === 'string' && /^[a-z]{2}(-[a-z]{2})?$/.test(value) ? value : 'en';
}

/** Accounts are named by UUIDs: any other id is as unknown as another company's user (404). */
const ACCOUNT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An action or application is a word; any other is unknown (404). Which words is the handler's and service's. */
const WORD = /^[\w-]{1,100}$/;
const USER_ID_PARAM = new ParamPattern(ACCOUNT_ID, () => UserAdminErrors.UserNotFound());
const isOneOf = (list: readonly string[], value: string): boolean => list.includes(value);
/** Refused with what the route answers first: an unknown action, then an unknown application, then no such user. */
const ACCESS_CHANGE_PARAMS = new ParamsPattern({ id: ACCOUNT_ID, application: WORD, action: WORD }, (params) =>
  !isOneOf(ACCESS_ACTIONS, params.action)
    ? UserAdminErrors.UnknownAction(params.action.slice(0, 50))
    : !isOneOf(ADMIN_APPLICATIONS, params.application)
      ? UserAdminErrors.UnknownApplication(params.application.slice(0, 50))
      : UserAdminErrors.UserNotFound(),
);
const INVITATION_CHANGE_PARAMS = new ParamsPattern({ id: ACCOUNT_ID, action: WORD }, (params) =>
  !isOneOf(INVITATION_ACTIONS, params.action)
    ? UserAdminErrors.UnknownAction(params.action.slice(0, 50))
    : UserAdminErrors.UserNotFound(),
);
/** Invitation tokens are 43 base64url characters; the service refuses anything over 100 as invalid. */
const INVITATION_TOKEN_PARAM = new ParamPattern(/^[\w-]{1,100}$/, () => UserAdminErrors.InvitationInvalid());

/** The whole-params pipes above hide `id` from the API document's reading of the signature: declared here. */
const USER_ID = { name: 'id', description: "The user's id", schema: { type: 'string' as const } };

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
 * Delegated user administration (SPEC §4, §6): every route needs a portal user with a delegated
 * administrator role (403 otherwise); an external administrator sees only their company (404 for other users).
 * Writes are cookie-authenticated: PortalGuard checks the Origin (CSRF).
 */
@ApiTags('Portal: user administration')
@Controller('user-admin')
export class UserAdminController {
  constructor(private readonly userAdmin: UserAdminService) {}

  @Get('users')
  @Portal(USER_ADMINISTRATION)
  @ApiOperation({
    summary: 'The users an administrator manages',
    description: 'All companies for an internal administrator (or one with `company`), else their own company.',
  })
  @ApiPortalAuth()
  @ApiQuery({ name: 'company', required: false, description: 'Company id filter (internal administrators)' })
  @ApiOkResponse({ type: [AdminUserSummaryDto], description: 'Users with their access per application' })
  @ApiErrors(NOT_ADMIN)
  list(@CurrentUser() user: UserProfile, @Query('company') company?: string): Promise<AdminUserSummaryDto[]> {
    return this.userAdmin.list(user, typeof company === 'string' ? company.slice(0, 36) : '');
  }

  @Get('users/:id')
  @Portal(USER_ADMINISTRATION)
  @ApiOperation({ summary: 'A user, with the audit of what administrators changed' })
  @ApiPortalAuth()
  @ApiOkResponse({ type: AdminUserDetailDto, description: 'The user' })
  @ApiErrors(NOT_ADMIN, [404, "UserNotFound (also another company's user for an external administrator)"])
  detail(@CurrentUser() user: UserProfile, @Param('id', USER_ID_PARAM) id: string): Promise<AdminUserDetailDto> {
    return this.userAdmin.detail(user, id);
  }

  /** 201 `{id}`; 409 'The user already exists' with `userId` when the administrator may open that user. */
  @Post('users')
  @HttpCode(201)
  @Portal(USER_ADMINISTRATION)
  @UseGuards(JsonOnlyGuard)
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
    @CurrentUser() user: UserProfile,
    @Body() body: InviteUserDto,
    @Query('locale') locale: string | undefined,
  ): Promise<{ id: string }> {
    return this.userAdmin.invite(user, body, localeOf(locale));
  }

  @Post('users/:id/applications/:application/:action')
  @HttpCode(204)
  @Portal(USER_ADMINISTRATION)
  @ApiOperation({ summary: "Change a user's access to an application (SPEC §4 user-admin actions)" })
  @ApiPortalAuth()
  @ApiParam(USER_ID)
  @ApiParam({ name: 'application', enum: ADMIN_APPLICATIONS })
  @ApiParam({ name: 'action', enum: ACCESS_ACTIONS })
  @ApiNoContentResponse({ description: 'Changed' })
  @ApiErrors(
    NOT_ADMIN_OR_CROSS_SITE,
    [404, 'UserNotFound, UnknownApplication or UnknownAction'],
    [409, 'ActionNotAllowed for the current access label'],
  )
  async changeAccess(
    @CurrentUser() user: UserProfile,
    @Param(ACCESS_CHANGE_PARAMS) { id, application, action }: { id: string; application: string; action: string },
  ): Promise<void> {
    if (!(ACCESS_ACTIONS as readonly string[]).includes(action))
      throw UserAdminErrors.UnknownAction(action.slice(0, 50));
    await this.userAdmin.changeAccess(user, id, application, action as AccessAction);
  }

  @Post('users/:id/invitation/:action')
  @HttpCode(204)
  @Portal(USER_ADMINISTRATION)
  @ApiOperation({ summary: "Resend or renew a user's invitation" })
  @ApiPortalAuth()
  @ApiParam(USER_ID)
  @ApiParam({ name: 'action', enum: INVITATION_ACTIONS })
  @ApiQuery(LOCALE)
  @ApiNoContentResponse({ description: 'Sent' })
  @ApiErrors(NOT_ADMIN_OR_CROSS_SITE, [404, 'UserNotFound or UnknownAction'], [409, 'InvitationNotOpen'])
  async changeInvitation(
    @CurrentUser() user: UserProfile,
    @Param(INVITATION_CHANGE_PARAMS) { id, action }: { id: string; action: string },
    @Query('locale') locale: string | undefined,
  ): Promise<void> {
    if (!(INVITATION_ACTIONS as readonly string[]).includes(action))
      throw UserAdminErrors.UnknownAction(action.slice(0, 50));
    await this.userAdmin.changeInvitation(user, id, action as InvitationAction, localeOf(locale));
  }

  /** The invitee's password (public: the link's token is the credential); 204, then they sign in. */
  @Post('invitations/:token')
  @HttpCode(204)
  @Public()
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
  // Public, so limited per client (shared by all instances when Redis is configured).
  @UseGuards(JsonOnlyGuard, ThrottlerGuard)
  @Throttle({ default: { limit: INVITATION_ACCEPT_LIMIT, ttl: 60_000 } })
  async acceptInvitation(
    @Param('token', INVITATION_TOKEN_PARAM) token: string,
    @Body() body: AcceptInvitationDto,
  ): Promise<void> {
    await this.userAdmin.acceptInvitation(token, body.password);
  }
}
