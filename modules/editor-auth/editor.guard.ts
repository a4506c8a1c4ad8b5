import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { markPrivateAnswer } from '../../src/core/http/private-answer.js';
import { EditorAuthErrors } from './editor-auth.errors.js';
import { EditorAuthService } from './editor-auth.service.js';

/** Routes for editors only: 401 without a valid editor cookie. */
@Injectable()
export class EditorGuard implements CanActivate {
  constructor(private readonly editorAuth: EditorAuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    // Everything answered on an editor route, a 401 included, is personal: never stored.
    markPrivateAnswer(request, reply);
    if (!(await this.editorAuth.isEditor(request.cookies))) throw EditorAuthErrors.EditorSignInRequired();
    // Never indexed either.
    void reply.header('x-robots-tag', 'noindex');
    return true;
  }
}
