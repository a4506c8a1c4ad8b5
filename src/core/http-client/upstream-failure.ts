import { HttpClientError } from './http-client.errors.js';
import { UpstreamGraphqlError } from './upstream-graphql.js';

/**
 * An outbound call that got no usable answer (no answer, a timeout, an error status, a GraphQL error): a service this
 * one depends on failed, so the request that needed it answers 503 (try again), never a 500 (our bug).
 */
export function isUpstreamFailure(error: unknown): boolean {
  return error instanceof HttpClientError || error instanceof UpstreamGraphqlError;
}

export const UPSTREAM_UNAVAILABLE_MESSAGE =
  'A service this site depends on does not answer now; please try again in a moment';
