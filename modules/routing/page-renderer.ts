import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { FormPostState } from './page-services.contract.js';

export interface RenderedHtml {
  statusCode: number;
  body: string;
}

export type RenderPageFn = (request: FastifyRequest, url: string, formPost?: FormPostState) => Promise<RenderedHtml>;

/**
 * Lets an API route answer with a page (a form posted without JavaScript, shown again with its messages). The page
 * renderer is mounted after Nest's modules are built, so it registers itself here.
 */
@Injectable()
export class PageRenderer {
  private renderFn?: RenderPageFn;

  register(render: RenderPageFn): void {
    this.renderFn = render;
  }

  render(request: FastifyRequest, url: string, formPost?: FormPostState): Promise<RenderedHtml> {
    if (!this.renderFn) throw new Error('uapp: the page renderer is not mounted');
    return this.renderFn(request, url, formPost);
  }
}
