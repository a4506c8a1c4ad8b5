import {
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  SetMetadata,
  applyDecorators,
  createParamDecorator,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiSecurity } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CORE_CONFIG, type CoreConfig } from '../../src/core/config/core.config.js';
import { ACCESS_METADATA, type Access } from '../../src/core/http/access.decorators.js';
import { ApiErrors } from '../../src/core/http/openapi.js';
import { RateLimitStore } from '../../src/core/http/rate-limit-store.js';
import { isSameOrigin } from '../../src/core/http/same-origin.js';
import {
  EDITOR_SECURITY_SCHEME,
  type EditorActor,
  EditorAuthService,
  type EditorRequest,
  markEditorAnswer,
} from '../editor-auth/index.js';
import { API_KEY_SECURITY_SCHEME } from './api-keys.openapi.js';
import { ApiKeysErrors } from './api-keys.errors.js';
import type { ApiKeyScope } from './api-keys.schema.js';
import { grantsScope } from './api-key-scopes.contract.js';
import { type ApiKeyActor, ApiKeysService } from './api-keys.service.js';

/** Who a content request comes from: an editor (cookie) or an API key (bearer). */
export type ContentActor = EditorActor | ApiKeyActor;

export interface ContentRequest extends EditorRequest {
  actor?: ContentActor;
}

/** Requests one API key may make per window; above it 429 with Retry-After. */
export const API_KEY_RATE_LIMIT = 120;
/**
 * The same for a rendering instance's key (`content:render`): every page-cache miss there asks a few queries, so an
 * integrator's budget would stall it; still bounded, so a leaked key cannot flood the source.
 */
export const RENDERING_KEY_RATE_LIMIT = 6_000;
export const API_KEY_RATE_WINDOW_MS = 60_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const BEARER = /^Bearer +(\S+) *$/i;

/** How revision history names an actor: the editor's name (or "Editor"), or "API key <name>". */
export function actorLabel(actor: ContentActor): string {
  return actor.kind === 'api-key' ? `API key ${actor.name}` : (actor.name ?? 'Editor');
}

/**
 * A `/api/content/*` route (SPEC §6 editor area): a signed-in editor (the editor cookie; writes from this site only,
 * else 403) or `Authorization: Bearer <API key>` holding `scope` (403 without it, 401 for an unknown or revoked key,
 * 429 with Retry-After above the key's rate limit). Sets `request.actor` (read it with `@CurrentActor()`).
 */
export const ContentAccess = (scope: Exclude<ApiKeyScope, 'content:render'>): MethodDecorator & ClassDecorator =>
  applyDecorators(
    SetMetadata(ACCESS_METADATA, { kind: 'content', scope } satisfies Access),
    ApiSecurity(EDITOR_SECURITY_SCHEME),
    ApiSecurity(API_KEY_SECURITY_SCHEME),
    ApiErrors(
      [401, 'ContentSignInRequired or InvalidApiKey: no editor cookie, or an unknown or revoked API key'],
      [403, `ApiKeyScopeMissing (the key lacks ${scope}) or CrossSiteRequest (a cookie write from another origin)`],
      [429, "ApiKeyRateLimited: above the key's rate limit; retry after `Retry-After` seconds"],
    ),
  );

/**
 * A `/api/content/*` route for signed-in editors only (managing API keys: a key cannot create keys): the editor
 * cookie, writes from this site only; an API key is refused with 403.
 */
export const ContentEditorOnly = (): MethodDecorator & ClassDecorator =>
  applyDecorators(
    SetMetadata(ACCESS_METADATA, { kind: 'content' } satisfies Access),
    ApiSecurity(EDITOR_SECURITY_SCHEME),
    ApiErrors(
      [401, 'ContentSignInRequired: no valid editor cookie'],
      [403, 'EditorOnly (an API key was sent) or CrossSiteRequest (a write from another origin)'],
    ),
  );

/** The actor ContentAccessGuard authenticated, on a `@ContentAccess()`/`@ContentEditorOnly()` route. */
export const CurrentActor = createParamDecorator((_data: unknown, context: ExecutionContext): ContentActor => {
  const actor = context.switchToHttp().getRequest<ContentRequest>().actor;
  if (!actor) throw new Error('@CurrentActor() on a route that is not @ContentAccess()');
  return actor;
});

/**
 * The check behind `@ContentAccess(scope)` and `@ContentEditorOnly()`, run by the global access guard. A request
 * with an Authorization header is judged by it alone (the explicit credential wins over a cookie).
 */
@Injectable()
export class ContentAccessGuard implements CanActivate {
  constructor(
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
    private readonly reflector: Reflector,
    private readonly editorAuth: EditorAuthService,
    private readonly apiKeys: ApiKeysService,
    private readonly rateLimits: RateLimitStore,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS_METADATA, [
      context.getHandler(),
      context.getClass(),
    ]);
    const scope = access?.kind === 'content' ? access.scope : undefined;
    const request = context.switchToHttp().getRequest<ContentRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    // Whatever this answers, a 401 included, is about one editor or key: never stored, never indexed.
    markEditorAnswer(request, reply);
    const authorization = request.headers.authorization;
    if (authorization !== undefined) {
      request.actor = await this.viaApiKey(authorization, scope, reply);
      return true;
    }
    const session = await this.editorAuth.editorOf(request.cookies);
    if (!session) throw ApiKeysErrors.ContentSignInRequired();
    // CSRF (as every cookie-authenticated editor write): the Origin must be this site.
    if (!SAFE_METHODS.has(request.method) && !isSameOrigin(request, this.config.publicBaseUrl)) {
      throw ApiKeysErrors.CrossSiteRequest();
    }
    const editor: EditorActor = { kind: 'editor', name: session.name };
    request.editor = editor;
    request.actor = editor;
    return true;
  }

  private async viaApiKey(authorization: string, scope: ApiKeyScope | undefined, reply: FastifyReply) {
    const key = BEARER.exec(authorization)?.[1];
    const actor = key ? await this.apiKeys.authenticate(key) : undefined;
    if (!actor) throw ApiKeysErrors.InvalidApiKey();
    if (!scope) throw ApiKeysErrors.EditorOnly();
    const limit = actor.scopes.includes('content:render') ? RENDERING_KEY_RATE_LIMIT : API_KEY_RATE_LIMIT;
    const hits = await this.rateLimits.increment(
      actor.id,
      API_KEY_RATE_WINDOW_MS,
      limit,
      API_KEY_RATE_WINDOW_MS,
      'api-key',
    );
    if (hits.isBlocked) {
      void reply.header('retry-after', String(Math.max(1, hits.timeToExpire)));
      throw ApiKeysErrors.ApiKeyRateLimited();
    }
    if (!grantsScope(actor.scopes, scope)) throw ApiKeysErrors.ApiKeyScopeMissing(scope);
    return actor;
  }
}
