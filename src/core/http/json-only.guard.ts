import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../errors/index.js';

/**
 * CSRF defence of unauthenticated JSON endpoints (sign-ins): a cross-site HTML form cannot send JSON, and a
 * cross-site fetch with JSON needs a preflight this server never grants. A guard, so it answers 415 before the
 * body is validated.
 */
@Injectable()
export class JsonOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const mediaType = String(request.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    if (mediaType !== 'application/json')
      throw new DomainError('UnsupportedMediaType', 'Unsupported Media Type: send application/json', 415);
    return true;
  }
}
