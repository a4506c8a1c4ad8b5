import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ContentAccessGuard } from '../../modules/api-keys/index.js';
import { EditorGuard } from '../../modules/editor-auth/index.js';
import { PortalGuard, type PortalRequest } from '../../modules/portal-auth/index.js';
import { ACCESS_METADATA, type Access } from '../core/http/access.decorators.js';

/** What a controller route without an access declaration answers (a programming error, never a user's). */
export const UNDECLARED_ACCESS_MESSAGE = 'This route declares no access';

/**
 * Deny by default (docs/ARCHITECTURE.md § Access), registered as APP_GUARD: every controller route runs this first.
 * It reads the route's `@Public()`, `@Portal(service?)`, `@Editor()` or `@ContentAccess(scope)` (the method's, else
 * the class's), refuses a
 * route with none (403), and otherwise hands over to the portal or editor check, which answer as they always have
 * (401 without credentials, 403 for a cross-site cookie write). Guards a route adds (`@UseGuards`) run after it.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly portal: PortalGuard,
    private readonly editor: EditorGuard,
    private readonly content: ContentAccessGuard,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS_METADATA, [
      context.getHandler(),
      context.getClass(),
    ]);
    switch (access?.kind) {
      case 'public':
        return true;
      case 'editor':
        return this.editor.canActivate(context);
      case 'content':
        return this.content.canActivate(context);
      case 'portal': {
        await this.portal.canActivate(context);
        const user = context.switchToHttp().getRequest<PortalRequest>().portalUser;
        if (access.service && !(user && access.service.allows(user as never))) throw access.service.refusal();
        return true;
      }
      default:
        throw new ForbiddenException(UNDECLARED_ACCESS_MESSAGE);
    }
  }
}
