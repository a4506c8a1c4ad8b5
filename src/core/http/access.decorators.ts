import { type ExecutionContext, SetMetadata, createParamDecorator } from '@nestjs/common';

/**
 * Access is denied by default (docs/ARCHITECTURE.md § Access): every controller route declares who may call it, on
 * the method or on its class, and the global access guard (src/app/access.guard.ts) refuses a route that declares
 * nothing. `npm run lint` (rule `uapp/route-declares-access`) and test/int/route-access.int-spec.ts check it.
 */
export const ACCESS_METADATA = 'uapp:access';

/**
 * A customer-area service a portal route needs beyond the signed-in user (SPEC §4 services from roles): whether the
 * user has it, and the error (usually a 403 ServiceNotActive) that refuses one without it. Features export theirs.
 */
export interface PortalService<User = never> {
  readonly name: string;
  allows(user: User): boolean;
  refusal(): Error;
}

export type Access =
  | { readonly kind: 'public' }
  | { readonly kind: 'portal'; readonly service?: PortalService }
  | { readonly kind: 'editor' }
  /**
   * `/api/content/*` (SPEC §6 editor area): an editor or an API key holding `scope`; without a scope editors only.
   * Declared with `@ContentAccess(scope)` / `@ContentEditorOnly()` from modules/api-keys.
   */
  | { readonly kind: 'content'; readonly scope?: 'content:read' | 'content:write' | 'catalogue:write' };

export type AccessKind = Access['kind'];

/** Anyone may call it (the route does its own checks: a password, a signed token, JSON only, a rate limit). */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(ACCESS_METADATA, { kind: 'public' });

/**
 * A signed-in portal user: the `uapp_session` cookie (writes from this site only) or a `ciam_id_token`; 401
 * otherwise. With a service, a user without it is refused with the service's error before any input is read.
 */
export const Portal = <User>(service?: PortalService<User>): MethodDecorator & ClassDecorator =>
  SetMetadata(ACCESS_METADATA, { kind: 'portal', service });

/** An editor (the editor cookie); 401 otherwise, and the answer is never stored or indexed. */
export const Editor = (): MethodDecorator & ClassDecorator => SetMetadata(ACCESS_METADATA, { kind: 'editor' });

/**
 * The portal user the access guard authenticated (`@Portal()` routes only), in place of `request.portalUser!`.
 * On a route without `@Portal()` it is a programming error, answered as a 500.
 */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): unknown => {
  const user = context.switchToHttp().getRequest<{ portalUser?: unknown }>().portalUser;
  if (user === undefined) throw new Error('@CurrentUser() on a route that is not @Portal()');
  return user;
});
