import type { FastifyInstance } from 'fastify';

/** The media type of an NDJSON import: one JSON row per line. */
export const NDJSON_MEDIA_TYPE = 'application/x-ndjson';

/**
 * Lets Fastify read NDJSON bodies as text. No limit of its own: the route's (`@BodyLimit`) applies, and on any other
 * route the global one; other routes then refuse the text body in their validation.
 */
export function registerNdjsonBodyParser(fastify: FastifyInstance): void {
  fastify.addContentTypeParser(NDJSON_MEDIA_TYPE, { parseAs: 'string' }, (_request, body, done) => done(null, body));
}
