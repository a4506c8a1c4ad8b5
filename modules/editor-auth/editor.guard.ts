import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { markPrivateAnswer } from '../../src/core/http/private-answer.js';
import { EditorAuthErrors } from './editor-auth.errors.js';
import { EditorAuthService } from './editor-auth.service.js';

/** The signed-in editor a request comes from (SPEC §6: the name given at sign-in; null when none was given). */
export interface EditorActor {
  readonly kind: 'editor';
  readonly name: string | null;
}

/** A request an editor guard let through carries its editor. */
export interface EditorRequest extends FastifyRequest {
  editor?: EditorActor;
}

/** Routes for editors only: 401 without a valid editor cookie; sets `request.editor`. */
@Injectable()
export class EditorGuard implements CanActivate {
  constructor(private readonly editorAuth: EditorAuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<EditorRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    // Everything answered on an editor route, a 401 included, is personal: never stored.
    markPrivateAnswer(request, reply);
    const session = await this.editorAuth.editorOf(request.cookies);
    if (!session) throw EditorAuthErrors.EditorSignInRequired();
    request.editor = { kind: 'editor', name: session.name };
    // Never indexed either.
    void reply.header('x-robots-tag', 'noindex');
    return true;
  }
}

/** Marks the answer private and noindex, as EditorGuard does (for guards that accept an editor among others). */
export function markEditorAnswer(request: FastifyRequest, reply: FastifyReply): void {
  markPrivateAnswer(request, reply);
  void reply.header('x-robots-tag', 'noindex');
}
