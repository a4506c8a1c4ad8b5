import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { EditorAuthErrors } from './editor-auth.errors.js';

/**
 * Login CSRF defence of the sign-in: a cross-site HTML form cannot send JSON, and a cross-site fetch with JSON
 * needs a preflight this server never grants. A guard, so it answers 415 before the body is validated.
 */
@Injectable()
export class JsonOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const mediaType = String(request.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    if (mediaType !== 'application/json') throw EditorAuthErrors.JsonRequired();
    return true;
  }
}
