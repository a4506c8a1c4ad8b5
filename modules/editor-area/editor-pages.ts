import { Injectable } from '@nestjs/common';
import type { SectionRequest, SectionResult } from '../routing/index.js';

/** What an editor sub-page resolver gets: a request known to come from a signed-in editor. */
export interface EditorPageRequest extends SectionRequest {
  /** `/{locale}/editor`. */
  basePath: string;
}

export interface EditorPageResolver {
  resolve(request: EditorPageRequest): Promise<SectionResult | undefined>;
}

/**
 * Sub-pages of the editor area (`/{locale}/editor/{segment}/…`): features above the editor area (translations, …)
 * register a resolver for their segment at start-up; the editor section dispatches to it once the request is
 * known to come from a signed-in editor, and shows the sign-in form otherwise.
 */
@Injectable()
export class EditorPages {
  private readonly resolvers = new Map<string, EditorPageResolver>();

  register(segment: string, resolver: EditorPageResolver): void {
    if (this.resolvers.has(segment)) throw new Error(`Editor page ${segment} is registered twice`);
    this.resolvers.set(segment, resolver);
  }

  get(segment: string | undefined): EditorPageResolver | undefined {
    return segment === undefined ? undefined : this.resolvers.get(segment);
  }
}

/** `/{locale}/editor` and below: per editor, never cached (src/app/vike.ts). */
export function isEditorAreaPath(pathname: string): boolean {
  return pathname.split('/')[2] === 'editor';
}
