import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { EditorAuthService } from './editor-auth.service.js';

/** Routes for editors only: 401 without a valid editor cookie. */
@Injectable()
export class EditorGuard implements CanActivate {
  constructor(private readonly editorAuth: EditorAuthService) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!this.editorAuth.isEditor(request.cookies)) throw new UnauthorizedException('Editor sign-in required');
    return true;
  }
}
