import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { FormsErrors } from './forms.errors.js';

/**
 * The form endpoints are public and unauthenticated, so their CSRF defence is the content type: a cross-site
 * HTML form can only send urlencoded, multipart or text/plain bodies, and a cross-site `fetch` with
 * `application/json` needs a CORS preflight this server never grants. Anything but JSON is a 415 (Fastify
 * answers 415 itself for types it has no parser for; this covers text/plain, which it does parse).
 */
@Injectable()
export class JsonBodyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const mediaType = String(request.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    if (mediaType !== 'application/json') throw FormsErrors.UnsupportedContentType();
    return true;
  }
}
