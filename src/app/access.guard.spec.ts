import { Controller, type ExecutionContext, ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { describe, expect, it, vi } from 'vitest';
import { ContentAccess, type ContentAccessGuard } from '../../modules/api-keys/index.js';
import type { EditorGuard } from '../../modules/editor-auth/index.js';
import type { UserProfile } from '../../modules/identity-provider/index.js';
import type { PortalGuard } from '../../modules/portal-auth/index.js';
import { Editor, type PortalService, Portal, Public } from '../core/http/access.decorators.js';
import { AccessGuard, UNDECLARED_ACCESS_MESSAGE } from './access.guard.js';

const anna = { id: 'anna', roles: ['admin'] } as unknown as UserProfile;

@Controller('undeclared')
class Undeclared {
  list(): void {}
}

@Controller('portal')
@Portal()
class PortalRoutes {
  list(): void {}
  @Public()
  open(): void {}
}

@Controller('editor')
class EditorRoutes {
  @Editor()
  list(): void {}
}

@Controller('content')
class ContentRoutes {
  @ContentAccess('content:write')
  write(): void {}
}

const ADMINS: PortalService<UserProfile> = {
  name: 'administration',
  allows: (user) => user.roles.includes('admin'),
  refusal: () => new ForbiddenException('Administrators only'),
};

@Controller('admin')
@Portal(ADMINS)
class AdminRoutes {
  list(): void {}
}

function contextOf(controller: Type, method: string, request: Record<string, unknown> = {}): ExecutionContext {
  return {
    getHandler: () => (controller.prototype as Record<string, unknown>)[method],
    getClass: () => controller,
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => ({}) }),
  } as unknown as ExecutionContext;
}
type Type = new () => object;

function setUp(user: UserProfile | null = anna) {
  const portal = {
    canActivate: vi.fn((context: ExecutionContext) => {
      if (!user) throw new UnauthorizedException('Sign-in required');
      context.switchToHttp().getRequest<{ portalUser?: UserProfile }>().portalUser = user;
      return Promise.resolve(true);
    }),
  };
  const editor = { canActivate: vi.fn(() => Promise.resolve(true)) };
  const content = { canActivate: vi.fn(() => Promise.resolve(true)) };
  const sut = new AccessGuard(
    new Reflector(),
    portal as unknown as PortalGuard,
    editor as unknown as EditorGuard,
    content as unknown as ContentAccessGuard,
  );
  return { sut, portal, editor, content };
}

describe(AccessGuard.name, () => {
  it('refuses a route that declares no access with 403, checking nobody', async () => {
    const { sut, portal, editor } = setUp();
    await expect(sut.canActivate(contextOf(Undeclared, 'list'))).rejects.toThrow(
      new ForbiddenException(UNDECLARED_ACCESS_MESSAGE),
    );
    expect(portal.canActivate).not.toHaveBeenCalled();
    expect(editor.canActivate).not.toHaveBeenCalled();
  });

  it("lets a public route through, the method's declaration winning over its class's", async () => {
    const { sut, portal } = setUp();
    await expect(sut.canActivate(contextOf(PortalRoutes, 'open'))).resolves.toBe(true);
    expect(portal.canActivate).not.toHaveBeenCalled();
  });

  it('hands a portal route to the portal check, whose refusal stands (401)', async () => {
    const { sut } = setUp(null);
    await expect(sut.canActivate(contextOf(PortalRoutes, 'list'))).rejects.toThrow(UnauthorizedException);
  });

  it('hands an editor route to the editor check', async () => {
    const { sut, editor, portal } = setUp();
    await expect(sut.canActivate(contextOf(EditorRoutes, 'list'))).resolves.toBe(true);
    expect(editor.canActivate).toHaveBeenCalledOnce();
    expect(portal.canActivate).not.toHaveBeenCalled();
  });

  it('hands a content route to the content check (editor cookie or API key)', async () => {
    const { sut, editor, portal, content } = setUp();
    await expect(sut.canActivate(contextOf(ContentRoutes, 'write'))).resolves.toBe(true);
    expect(content.canActivate).toHaveBeenCalledOnce();
    expect(editor.canActivate).not.toHaveBeenCalled();
    expect(portal.canActivate).not.toHaveBeenCalled();
  });

  it("refuses a portal user without the route's service with the service's error", async () => {
    await expect(setUp().sut.canActivate(contextOf(AdminRoutes, 'list'))).resolves.toBe(true);
    const carl = { id: 'carl', roles: [] } as unknown as UserProfile;
    await expect(setUp(carl).sut.canActivate(contextOf(AdminRoutes, 'list'))).rejects.toThrow('Administrators only');
  });
});
