import { Body, Controller, Delete, Get, HttpCode, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { JsonOnlyGuard } from '../../src/core/http/json-only.guard.js';
import { CurrentUser, Portal } from '../../src/core/http/access.decorators.js';
import { ApiErrors } from '../../src/core/http/openapi.js';
import { AccountSettingsService, type SettingsRequestContext } from '../account-security/index.js';
import type { UserProfile } from '../identity-provider/index.js';
import { ApiPortalAuth, type PortalRequest, RecentSignInGuard } from '../portal-auth/index.js';
import {
  AccountSettingsDto,
  ChangePasswordDto,
  ConfirmTotpDto,
  MfaResetResponseDto,
  TotpEnrolmentDto,
  UpdateProfileDto,
} from './account.dto.js';

const context = (request: PortalRequest): SettingsRequestContext => ({
  ip: request.ip,
  sessionId: request.portalSessionId,
});

const CROSS_SITE = [403, 'A cookie-authenticated write from another origin'] as const;
/** A change of the credentials needs the session cookie and a recent sign-in (RecentSignInGuard). */
const SESSION_ONLY = [403, 'SessionRequired: an identity token (`ciam_id_token`) is not accepted here'] as const;
const REAUTHENTICATE = [
  401,
  'ReauthenticationRequired: the last sign-in is older than 10 minutes; `signInUrl` signs in again (prompt=login)',
] as const;
const INTERNAL = [
  403,
  'ManagedInternally (an internal employee), or a cookie-authenticated write from another origin',
] as const;

/**
 * The signed-in account's settings: `/api/portal/account`. The portal guard authenticates (session
 * cookie or `ciam_id_token`) and refuses cookie writes from another origin (CSRF); bodies must be JSON. Every
 * answer is private and never cached. The password and the second factor change only with the session
 * cookie and a sign-in within the last 10 minutes (RecentSignInGuard), never with a bearer token.
 */
@ApiTags('Portal')
@ApiPortalAuth()
@Controller('portal/account')
@Portal()
export class AccountController {
  constructor(private readonly settings: AccountSettingsService) {}

  @Get()
  @ApiOperation({ summary: "The signed-in user's account settings", description: 'Answered `private, no-store`.' })
  @ApiOkResponse({ type: AccountSettingsDto, description: 'Profile and second-factor state (never a secret)' })
  @ApiErrors([404, 'AccountNotFound'])
  get(@CurrentUser() user: UserProfile, @Res({ passthrough: true }) reply: FastifyReply): Promise<AccountSettingsDto> {
    void reply.header('cache-control', 'private, no-store');
    return this.settings.settings(user.id);
  }

  @Put('profile')
  @UseGuards(JsonOnlyGuard)
  @ApiOperation({ summary: 'Change name, country and language', description: 'JSON only.' })
  @ApiOkResponse({ type: AccountSettingsDto, description: 'The settings after the change' })
  @ApiErrors([400, 'ProfileInvalid'], INTERNAL, [404, 'AccountNotFound'], 415)
  updateProfile(@CurrentUser() user: UserProfile, @Body() body: UpdateProfileDto): Promise<AccountSettingsDto> {
    return this.settings.updateProfile(user.id, body);
  }

  /** 204; the account's other sessions end, this one stays. */
  @Post('password')
  @HttpCode(204)
  @UseGuards(RecentSignInGuard, JsonOnlyGuard)
  @ApiOperation({
    summary: 'Change the password',
    description:
      "The account's other sessions end. Session cookie and a sign-in within 10 minutes only (never `ciam_id_token`). " +
      'JSON only.',
  })
  @ApiNoContentResponse({ description: 'Changed' })
  @ApiErrors(
    [400, 'PasswordRequired, PasswordWeak or CurrentPasswordWrong'],
    REAUTHENTICATE,
    [403, `${INTERNAL[1]}, or ${SESSION_ONLY[1]}`],
    [404, 'AccountNotFound'],
    415,
    [429, 'TooManyAttempts: too many wrong current passwords'],
  )
  async changePassword(
    @CurrentUser() user: UserProfile,
    @Req() request: PortalRequest,
    @Body() body: ChangePasswordDto,
  ): Promise<void> {
    await this.settings.changePassword(user.id, body, context(request));
  }

  /** Starts a TOTP enrolment: the secret and its otpauth:// URI, shown this once. */
  @Post('mfa/totp')
  @HttpCode(200)
  @UseGuards(RecentSignInGuard)
  @ApiOperation({
    summary: 'Start registering a TOTP authenticator',
    description: 'The secret is shown this once. Session cookie and a sign-in within 10 minutes only.',
  })
  @ApiOkResponse({ type: TotpEnrolmentDto, description: 'The secret and its otpauth:// URI' })
  @ApiErrors(
    REAUTHENTICATE,
    [403, `${CROSS_SITE[1]}, or ${SESSION_ONLY[1]}`],
    [404, 'AccountNotFound'],
    [409, 'TotpAlreadyEnrolled: reset it first'],
  )
  startTotp(
    @CurrentUser() user: UserProfile,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TotpEnrolmentDto> {
    void reply.header('cache-control', 'no-store');
    return this.settings.startTotp(user.id);
  }

  @Post('mfa/totp/confirm')
  @HttpCode(200)
  @UseGuards(RecentSignInGuard, JsonOnlyGuard)
  @ApiOperation({
    summary: 'Confirm the new authenticator with one of its codes',
    description: 'Session cookie and a sign-in within 10 minutes only. JSON only.',
  })
  @ApiOkResponse({ type: AccountSettingsDto, description: 'The settings, now with `totpEnrolled`' })
  @ApiErrors(
    [400, 'TotpCodeInvalid'],
    REAUTHENTICATE,
    [403, `${CROSS_SITE[1]}, or ${SESSION_ONLY[1]}`],
    [404, 'AccountNotFound'],
    [409, 'TotpNotStarted'],
    415,
    [429, 'TooManyAttempts'],
  )
  confirmTotp(
    @CurrentUser() user: UserProfile,
    @Req() request: PortalRequest,
    @Body() body: ConfirmTotpDto,
  ): Promise<AccountSettingsDto> {
    return this.settings.confirmTotp(user.id, body.code, context(request));
  }

  /** SPEC §6 'reset MFA device': clears the registered second factor (recorded). */
  @Delete('mfa')
  @UseGuards(RecentSignInGuard)
  @ApiOperation({
    summary: 'Reset the second factor (SPEC §6): removes the registered authenticator',
    description: 'Session cookie and a sign-in within 10 minutes only.',
  })
  @ApiOkResponse({ type: MfaResetResponseDto, description: 'Whether one was removed' })
  @ApiErrors(REAUTHENTICATE, [403, `${CROSS_SITE[1]}, or ${SESSION_ONLY[1]}`], [404, 'AccountNotFound'])
  resetMfa(@CurrentUser() user: UserProfile): Promise<{ removed: boolean }> {
    return this.settings.resetMfa(user.id, user.id);
  }
}
