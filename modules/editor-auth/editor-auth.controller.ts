import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CORE_CONFIG, type CoreConfig } from '../../src/core/config/core.config.js';
import { COOKIE_DEFAULTS } from '../../src/core/http/cookies.js';
import { isSameOrigin } from '../../src/core/http/same-origin.js';
import { EditorAuthErrors } from './editor-auth.errors.js';
import { JsonOnlyGuard } from '../../src/core/http/json-only.guard.js';
import { ApiErrors } from '../../src/core/http/openapi.js';
import { Editor, Public } from '../../src/core/http/access.decorators.js';
import { EDITOR_COOKIE, EDITOR_COOKIE_MAX_AGE_SECONDS, EditorAuthService } from './editor-auth.service.js';
import { EditorAuthenticationDto, EditorAuthenticationResponse, EditorSessionResponse } from './editor-auth.dto.js';
import { ApiEditorAuth } from './editor-auth.openapi.js';
import type { EditorRequest } from './editor.guard.js';

/** SPEC §7.3 editor sign-in (the route's spelling is the spec's), plus sign-out. */
@ApiTags('Editors')
// Sign-in and sign-out themselves: the password (rate-limited) and the Origin check are their defences.
@Public()
@Controller('editor-area-autentication')
export class EditorAuthController {
  constructor(
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
    private readonly editorAuth: EditorAuthService,
  ) {}

  @Post()
  @HttpCode(200)
  @UseGuards(JsonOnlyGuard)
  @ApiOperation({
    summary: 'Editor sign-in with the shared password, or check an editor cookie',
    description:
      'SPEC §7.3 (the path keeps its spelling). With `input`: sets the editor cookie (90 days) on success, and ' +
      'keeps the optional `name` on the session (SPEC §6: who edits, for revision history). With `hash`: tells ' +
      'whether that cookie value is still valid. JSON only.',
  })
  @ApiOkResponse({ type: EditorAuthenticationResponse, description: 'Signed in (or valid) or not' })
  @ApiErrors([400, 'MissingCredentials: neither input nor hash; or a bad `name`'], 415, [
    429,
    'TooManyAttempts: more than 10 wrong passwords a minute from this client',
  ])
  async authenticate(
    @Body() body: EditorAuthenticationDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<EditorAuthenticationResponse> {
    void reply.header('cache-control', 'no-store');
    if (typeof body.input === 'string') {
      const result = await this.editorAuth.signIn(body.input, request.ip, body.name);
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

  /** The signed-in editor (SPEC §6): the name given at sign-in. */
  @Get('session')
  @Editor()
  @ApiEditorAuth()
  @ApiOperation({ summary: 'The signed-in editor', description: 'The name given at sign-in (null when none was).' })
  @ApiOkResponse({ type: EditorSessionResponse, description: 'The signed-in editor' })
  session(@Req() request: EditorRequest): EditorSessionResponse {
    return { name: request.editor?.name ?? null };
  }

  /** Signs out: the token is revoked and the cookie removed (a cookie-authenticated write, so Origin-checked). */
  @Delete()
  @HttpCode(204)
  @ApiOperation({
    summary: 'Editor sign-out',
    description: 'Revokes the editor cookie sent (if any) and removes it. Same origin only.',
  })
  @ApiNoContentResponse({ description: 'Signed out' })
  @ApiErrors([403, 'CrossSiteRequest: the Origin is not this site'])
  async signOut(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    if (!isSameOrigin(request, this.config.publicBaseUrl)) throw EditorAuthErrors.CrossSiteRequest();
    await this.editorAuth.signOut(request.cookies[EDITOR_COOKIE]);
    void reply.clearCookie(EDITOR_COOKIE, { ...COOKIE_DEFAULTS });
  }
}
