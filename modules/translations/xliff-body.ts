import type { FastifyInstance } from 'fastify';

/** The media types an XLIFF import may arrive as. */
export const XLIFF_MEDIA_TYPES = ['application/xliff+xml', 'application/xml', 'text/xml'];
/** Far above any page's texts; larger bodies get 413. */
export const XLIFF_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/** Lets Fastify read XLIFF bodies as text (no other route accepts these types: they get 415 as before). */
export function registerXliffBodyParser(fastify: FastifyInstance): void {
  fastify.addContentTypeParser(
    XLIFF_MEDIA_TYPES,
    { parseAs: 'string', bodyLimit: XLIFF_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );
}
