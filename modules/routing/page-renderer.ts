import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FormPostState } from './page-services.contract.js';

/**
 * Renders the page at `url` with the posted form's state and sends it as the reply, with `status` in place of a
 * 200 (a page that is not there keeps its own status).
 */
export type SendPageFn = (
  request: FastifyRequest,
  reply: FastifyReply,
  url: string,
  formPost: FormPostState,
  status: number,
) => Promise<void>;

/**
 * Lets an API route answer with a page (a form posted without JavaScript, shown again with its messages). The page
 * renderer is mounted after Nest's modules are built, so it registers itself here; it sends the page as the page
 * route does (src/app/vike.ts): the security headers with the page's inline scripts allowed, its own headers,
 * `Vary`, compression, and never cached.
 */
@Injectable()
export class PageRenderer {
  private sendFn?: SendPageFn;

  register(send: SendPageFn): void {
    this.sendFn = send;
  }

  send(
    request: FastifyRequest,
    reply: FastifyReply,
    url: string,
    formPost: FormPostState,
    status: number,
  ): Promise<void> {
    if (!this.sendFn) throw new Error('uapp: the page renderer is not mounted');
    return this.sendFn(request, reply, url, formPost, status);
  }
}
