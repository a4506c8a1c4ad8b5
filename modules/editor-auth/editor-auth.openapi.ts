import { applyDecorators } from '@nestjs/common';
import { ApiSecurity, type SecuritySchemeObject } from '@nestjs/swagger';
import { ApiErrors } from '../../src/core/http/openapi.js';
import { EDITOR_COOKIE } from './editor-auth.service.js';

/** The OpenAPI security scheme of editor routes (README § REST API). */
export const EDITOR_SECURITY_SCHEME = 'editorCookie';

export const EDITOR_SECURITY_SCHEMES: Readonly<Record<string, SecuritySchemeObject>> = {
  [EDITOR_SECURITY_SCHEME]: {
    type: 'apiKey',
    in: 'cookie',
    name: EDITOR_COOKIE,
    description:
      'Editor session: the cookie `POST /api/editor-area-autentication` sets for the editor password (90 days). ' +
      'Cookie-authenticated writes must come from this site (same Origin), else 403.',
  },
};

/** An editor-only route (EditorGuard): the editor cookie, 401 without it. */
export function ApiEditorAuth(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiSecurity(EDITOR_SECURITY_SCHEME),
    ApiErrors([401, 'EditorSignInRequired: no valid editor cookie']),
  );
}
