import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What every signed-in API answers (README § Security): no browser or proxy keeps it, not even to revalidate. */
export const PRIVATE_NO_STORE = 'private, no-store';

const signedIn = new WeakSet<FastifyRequest>();

/**
 * Marks a request to a signed-in API (the portal and editor guards call it first, before they decide): its answer,
 * success or error, is sent `Cache-Control: private, no-store`, whatever the handler set
 * (`/api/portal/me` and `/api/user-admin/users` sent none).
 */
export function markPrivateAnswer(request: FastifyRequest, reply: FastifyReply): void {
  signedIn.add(request);
  void reply.header('cache-control', PRIVATE_NO_STORE);
}

/** The last word on a marked request's Cache-Control, for every way it is answered (handlers, errors, streams). */
export function registerPrivateAnswers(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (signedIn.has(request)) void reply.header('cache-control', PRIVATE_NO_STORE);
    done(null, payload);
  });
}
