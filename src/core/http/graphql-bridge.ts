import type { FastifyReply, FastifyRequest } from 'fastify';
import type { YogaServerInstance } from 'graphql-yoga';
import { defineErrors } from '../errors/index.js';

export const GraphqlHttpErrors = defineErrors({
  /**
   * A GET carries no Origin a server could check, so a cookie would let any page that can make
   * the browser send it read the answer (a credentialed GET from a same-site origin). Queries go by POST.
   */
  CookieGraphqlGetRefused: {
    status: 403,
    message: 'GraphQL over GET is refused with a session cookie: send the query by POST from this site',
  },
});

/**
 * Hands a request already authenticated by its guard to graphql-yoga and copies the answer back. A GET (or HEAD)
 * authenticated by a cookie is refused before any GraphQL work; a bearer header (an API client) may still GET.
 */
export async function answerWithYoga<Context extends object>(
  yoga: YogaServerInstance<Context, object>,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { context: Context; cookieAuthenticated: boolean },
): Promise<void> {
  if (request.method !== 'POST' && options.cookieAuthenticated) throw GraphqlHttpErrors.CookieGraphqlGetRefused();
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  // Fastify has parsed the JSON body already; yoga reads it again from the re-serialised text.
  const body = request.method === 'POST' ? JSON.stringify(request.body ?? null) : undefined;
  if (body !== undefined) headers.set('content-type', 'application/json');
  headers.delete('content-length');
  const response = await yoga.fetch(
    `${request.protocol}://${request.host}${request.url}`,
    { method: request.method, headers, body },
    options.context,
  );
  void reply.status(response.status);
  response.headers.forEach((value, name) => void reply.header(name, value));
  void reply.header('cache-control', 'private, no-store');
  await reply.send(await response.text());
}
