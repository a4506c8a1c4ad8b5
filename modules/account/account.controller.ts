import { Body, Controller, Delete, Get, HttpCode, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { JsonOnlyGuard } from '../../src/core/http/json-only.guard.js';
import { ApiErrors } from '../../src/core/http/openapi.js';
import {
  type AccountSettings,
  AccountSettingsService,
  ApiPortalAuth,
  PortalGuard,
  type PortalRequest,
  type SettingsRequestContext,
  type TotpEnrolment,
} from '../identity/index.js';
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
const INTERNAL = [
  403,
  'ManagedInternally (an internal employee), or a cookie-authenticated write from another origin',
] as const;

/**
 * The signed-in account's settings (issue 12 item 3): `/api/portal/account`. The portal guard authenticates (session
 * cookie or `ciam_id_token`) and refuses cookie writes from another origin (CSRF); bodies must be JSON. Every
 * answer is private and never cached.
 */
@ApiTags('Portal')
@ApiPortalAuth()
@Controller('portal/account')
@UseGuards(PortalGuard)
export class AccountController {
  constructor(private readonly settings: AccountSettingsService) {}

  @Get()
  @ApiOperation({ summary: "The signed-in user's account settings", description: 'Answered `private, no-store`.' })
  @ApiOkResponse({ type: AccountSettingsDto, description: 'Profile and second-factor state (never a secret)' })
  @ApiErrors([404, 'AccountNotFound'])
  get(@Req() request: PortalRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AccountSettings> {
    void reply.header('cache-control', 'private, no-store');
    return this.settings.settings(request.portalUser!.id);
  }

  @Put('profile')
  @UseGuards(JsonOnlyGuard)
  @ApiOperation({ summary: 'Change name, country and language', description: 'JSON only.' })
  @ApiOkResponse({ type: AccountSettingsDto, description: 'The settings after the change' })
  @ApiErrors([400, 'ProfileInvalid'], INTERNAL, [404, 'AccountNotFound'], 415)
  updateProfile(@Req() request: PortalRequest, @Body() body: UpdateProfileDto): Promise<AccountSettings> {
    return this.settings.updateProfile(request.portalUser!.id, body);
  }

  /** 204; the account's other sessions end, this one stays. */
  @Post('password')
  @HttpCode(204)
  @UseGuards(JsonOnlyGuard)
  @ApiOperation({ summary: 'Change the password', description: "The account's other sessions end. JSON only." })
  @ApiNoContentResponse({ description: 'Changed' })
  @ApiErrors([400, 'PasswordRequired, PasswordWeak or CurrentPasswordWrong'], INTERNAL, [404, 'AccountNotFound'], 415, [
    429,
    'TooManyAttempts: too many wrong current passwords',
  ])
  async changePassword(@Req() request: PortalRequest, @Body() body: ChangePasswordDto): Promise<void> {
    await this.settings.changePassword(request.portalUser!.id, body, context(request));
  }

  /** Starts a TOTP enrolment: the secret and its otpauth:// URI, shown this once. */
  @Post('mfa/totp')
  @HttpCode(200)
  @ApiOperation({ summary: 'Start registering a TOTP authenticator', description: 'The secret is shown this once.' })
  @ApiOkResponse({ type: TotpEnrolmentDto, description: 'The secret and its otpauth:// URI' })
  @ApiErrors(CROSS_SITE, [404, 'AccountNotFound'], [409, 'TotpAlreadyEnrolled: reset it first'])
  startTotp(@Req() request: PortalRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<TotpEnrolment> {
    void reply.header('cache-control', 'no-store');
    return this.settings.startTotp(request.portalUser!.id);
  }

  @Post('mfa/totp/confirm')
  @HttpCode(200)
  @UseGuards(JsonOnlyGuard)
  @ApiOperation({ summary: 'Confirm the new authenticator with one of its codes', description: 'JSON only.' })
  @ApiOkResponse({ type: AccountSettingsDto, description: 'The settings, now with `totpEnrolled`' })
  @ApiErrors([400, 'TotpCodeInvalid'], CROSS_SITE, [404, 'AccountNotFound'], [409, 'TotpNotStarted'], 415, [
    429,
    'TooManyAttempts',
  ])
  confirmTotp(@Req() request: PortalRequest, @Body() body: ConfirmTotpDto): Promise<AccountSettings> {
    return this.settings.confirmTotp(request.portalUser!.id, body.code, context(request));
  }

  /** SPEC §6 'reset MFA device': clears the registered second factor (recorded). */
  @Delete('mfa')
  @ApiOperation({ summary: 'Reset the second factor (SPEC §6): removes the registered authenticator' })
  @ApiOkResponse({ type: MfaResetResponseDto, description: 'Whether one was removed' })
  @ApiErrors(CROSS_SITE, [404, 'AccountNotFound'])
  resetMfa(@Req() request: PortalRequest): Promise<{ removed: boolean }> {
    const user = request.portalUser!;
    return this.settings.resetMfa(user.id, user.id);
  }
}
