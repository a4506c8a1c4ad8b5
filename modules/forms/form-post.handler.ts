import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../src/core/errors/index.js';
import { PageRenderer } from '../routing/index.js';
import type { FormPostState } from '../routing/page-services.contract.js';
import { type FormPost, isSameOrigin, readFormPost, referrerPathOf } from './form-post.js';
import { type FormKind, formErrors } from './forms.contract.js';
import { FormsErrors } from './forms.errors.js';
import { FormsService, type SubmissionClient } from './forms.service.js';

/**
 * SPEC §1 forms without JavaScript: the page's form posts here natively. Invalid values show the page again with
 * the entered values and the messages in its language (400); sent, the browser goes on to the page's thanks state
 * (303, so a reload does not send twice). Rate limit and bot check are the JSON route's (FormsService).
 */
@Injectable()
export class FormPostHandler {
  constructor(
    private readonly forms: FormsService,
    private readonly pages: PageRenderer,
  ) {}

  async handle(kind: FormKind, request: FastifyRequest, reply: FastifyReply, client: SubmissionClient): Promise<void> {
    const mediaType = String(request.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    if (mediaType !== 'application/x-www-form-urlencoded') throw FormsErrors.UnsupportedFormType();
    if (!isSameOrigin(request.headers, request.host)) throw FormsErrors.CrossSiteForm();

    const post = readFormPost(kind, request.body, referrerPathOf(request.headers, request.host));
    const errors = formErrors(kind, post.values);
    if (Object.keys(errors).length > 0) return this.showAgain(request, reply, 400, post, { kind, errors });
    try {
      await this.forms.submit(kind, post.values, client);
    } catch (error) {
      if (!(error instanceof DomainError) || (error.status !== 429 && error.code !== 'BotCheckFailed')) throw error;
      const failure = error.status === 429 ? 'rateLimited' : 'generic';
      return this.showAgain(request, reply, error.status, post, { kind, errors: {}, failure });
    }
    const [path, query] = post.page.split('?', 2) as [string, string | undefined];
    const search = new URLSearchParams(query);
    search.set('sent', kind);
    void reply.status(303).header('location', `${path}?${search.toString()}`).header('cache-control', 'no-store');
    return void reply.send();
  }

  private async showAgain(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    post: FormPost,
    state: Omit<FormPostState, 'values'>,
  ): Promise<void> {
    // The page's own headers and policy, `Cache-Control: private, no-store` (it holds what was typed) and noindex.
    void reply.header('x-robots-tag', 'noindex');
    await this.pages.send(request, reply, post.page, { ...state, values: post.values }, status);
  }
}
