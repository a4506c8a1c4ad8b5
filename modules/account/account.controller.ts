import { Body, Controller, Delete, Get, HttpCode, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { JsonOnlyGuard } from '../../src/core/http/json-only.guard.js';
import {
  type AccountSettings,
  AccountSettingsService,
  PortalGuard,
  type PortalRequest,
  type SettingsRequestContext,
  type TotpEnrolment,
} from '../identity/index.js';
import { ChangePasswordDto, ConfirmTotpDto, UpdateProfileDto } from './account.dto.js';

const context = (request: PortalRequest): SettingsRequestContext => ({
  ip: request.ip,
  sessionId: request.portalSessionId,
});

/**
 * The signed-in account's settings (issue 12 item 3): `/api/portal/account`. The portal guard authenticates (session
 * cookie or `ciam_id_token`) and refuses cookie writes from another origin (CSRF); bodies must be JSON. Every
 * answer is private and never cached.
 */
@Controller('portal/account')
@UseGuards(PortalGuard)
export class AccountController {
  constructor(private readonly settings: AccountSettingsService) {}

  @Get()
  get(@Req() request: PortalRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AccountSettings> {
    void reply.header('cache-control', 'private, no-store');
    return this.settings.settings(request.portalUser!.id);
  }

  @Put('profile')
  @UseGuards(JsonOnlyGuard)
  updateProfile(@Req() request: PortalRequest, @Body() body: UpdateProfileDto): Promise<AccountSettings> {
    return this.settings.updateProfile(request.portalUser!.id, body);
  }

  /** 204; the account's other sessions end, this one stays. */
  @Post('password')
  @HttpCode(204)
  @UseGuards(JsonOnlyGuard)
  async changePassword(@Req() request: PortalRequest, @Body() body: ChangePasswordDto): Promise<void> {
    await this.settings.changePassword(request.portalUser!.id, body, context(request));
  }

  /** Starts a TOTP enrolment: the secret and its otpauth:// URI, shown this once. */
  @Post('mfa/totp')
  @HttpCode(200)
  startTotp(@Req() request: PortalRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<TotpEnrolment> {
    void reply.header('cache-control', 'no-store');
    return this.settings.startTotp(request.portalUser!.id);
  }

  @Post('mfa/totp/confirm')
  @HttpCode(200)
  @UseGuards(JsonOnlyGuard)
  confirmTotp(@Req() request: PortalRequest, @Body() body: ConfirmTotpDto): Promise<AccountSettings> {
    return this.settings.confirmTotp(request.portalUser!.id, body.code, context(request));
  }

  /** SPEC §6 'reset MFA device': clears the registered second factor (recorded). */
  @Delete('mfa')
  resetMfa(@Req() request: PortalRequest): Promise<{ removed: boolean }> {
    const user = request.portalUser!;
    return this.settings.resetMfa(user.id, user.id);
  }
}
