import type { FastifyRequest } from 'fastify';
import { type ContentRequest, actorLabel } from '../api-keys/index.js';

/** Who writes, as revision histories name them: the editor's name (or "Editor"), or `API key <name>`. */
export interface ContentActor {
  label: string;
}

/** The actor the content-access guard recorded on the request. */
export function actorOf(request: FastifyRequest): ContentActor {
  const actor = (request as ContentRequest).actor;
  return { label: actor ? actorLabel(actor) : 'Editor' };
}
