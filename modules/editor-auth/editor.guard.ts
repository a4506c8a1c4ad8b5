import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EditorAuthErrors } from './editor-auth.errors.js';
import { EditorAuthService } from './editor-auth.service.js';

/** Routes for editors only: 401 without a valid editor cookie. */
@Injectable()
export class EditorGuard implements CanActivate {
  constructor(private readonly editorAuth: EditorAuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!(await this.editorAuth.isEditor(request.cookies))) throw EditorAuthErrors.EditorSignInRequired();
    // Everything answered for an editor is personal: never stored by a browser or proxy, never indexed.
    void context
      .switchToHttp()
      .getResponse<FastifyReply>()
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex');
    return true;
  }
}
