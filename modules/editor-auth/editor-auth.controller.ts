import { Body, Controller, Delete, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../src/core/config/app-config.js';
import { COOKIE_DEFAULTS } from '../../src/core/http/cookies.js';
import { isSameOrigin } from '../../src/core/http/same-origin.js';
import { EditorAuthErrors } from './editor-auth.errors.js';
import { JsonOnlyGuard } from '../../src/core/http/json-only.guard.js';
import { EDITOR_COOKIE, EDITOR_COOKIE_MAX_AGE_SECONDS, EditorAuthService } from './editor-auth.service.js';
import { EditorAuthenticationDto, type EditorAuthenticationResponse } from './editor-auth.dto.js';

/** SPEC §7.3 editor sign-in (the route's spelling is the spec's), plus sign-out. */
@Controller('editor-area-autentication')
export class EditorAuthController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly editorAuth: EditorAuthService,
  ) {}

  @Post()
  @HttpCode(200)
  @UseGuards(JsonOnlyGuard)
  async authenticate(
    @Body() body: EditorAuthenticationDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<EditorAuthenticationResponse> {
    void reply.header('cache-control', 'no-store');
    if (typeof body.input === 'string') {
      const result = await this.editorAuth.signIn(body.input, request.ip);
      if (!result.success) return { success: false, hashedPassword: '' };
      void reply.setCookie(EDITOR_COOKIE, result.token, {
        ...COOKIE_DEFAULTS,
        maxAge: EDITOR_COOKIE_MAX_AGE_SECONDS,
        httpOnly: true,
        secure: this.config.nodeEnv === 'production',
      });
      return { success: true, hashedPassword: result.token };
    }
    if (typeof body.hash === 'string') {
      const valid = await this.editorAuth.isValidToken(body.hash);
      return { success: valid, hashedPassword: valid ? body.hash : '' };
    }
    throw EditorAuthErrors.MissingCredentials();
  }

  /** Signs out: the token is revoked and the cookie removed (a cookie-authenticated write, so Origin-checked). */
  @Delete()
  @HttpCode(204)
  async signOut(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    if (!isSameOrigin(request, this.config.publicBaseUrl)) throw EditorAuthErrors.CrossSiteRequest();
    await this.editorAuth.signOut(request.cookies[EDITOR_COOKIE]);
    void reply.clearCookie(EDITOR_COOKIE, { ...COOKIE_DEFAULTS });
  }
}
