import type { FastifyReply, FastifyRequest } from 'fastify';
import { type UpstreamGraphql, UpstreamGraphqlError } from '../../src/core/http-client/index.js';

/** The draft proxy's limit on a forwarded document: the content schema's own token limit refuses less anyway. */
const MAX_QUERY_LENGTH = 20_000;
const BAD_GATEWAY = 502;

interface GraphqlRequestBody {
  query?: unknown;
  variables?: unknown;
}

/**
 * CONTENT_SOURCE=graphql (issue 33): an editor's draft query goes to the upstream content service with
 * `gcms-stage: DRAFT` (queries naming no stage read drafts, as here) and the editor's locale header. The answer is the
 * upstream's data, or its first error (SPEC §7.6 text) with 400 for a refused query and 502 for an upstream failure.
 */
export async function forwardDraftQuery(
  upstream: UpstreamGraphql,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const body = (request.body ?? {}) as GraphqlRequestBody;
  void reply.header('cache-control', 'private, no-store');
  if (typeof body.query !== 'string' || body.query.length > MAX_QUERY_LENGTH) {
    await reply.status(400).send({ errors: [{ message: 'A GraphQL query (a string) is required' }] });
    return;
  }
  const variables =
    body.variables && typeof body.variables === 'object' ? (body.variables as Record<string, unknown>) : {};
  const locales = request.headers['gcms-locales'];
  try {
    const data = await upstream.request<unknown>(body.query, variables, {
      headers: { 'gcms-stage': 'DRAFT', ...(typeof locales === 'string' ? { 'gcms-locales': locales } : {}) },
    });
    await reply.status(200).send({ data });
  } catch (error) {
    const refused = error instanceof UpstreamGraphqlError && error.status === 400;
    const message = error instanceof Error ? error.message : 'GraphQL Error';
    await reply.status(refused ? 400 : BAD_GATEWAY).send({ errors: [{ message }] });
  }
}
