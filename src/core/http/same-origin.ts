import type { FastifyRequest } from 'fastify';

/**
 * CSRF check for cookie-authenticated writes: the browser's Origin header must be this server's origin or the
 * configured public one. A request without Origin is refused (every browser sends it on cross-origin and
 * same-origin POST/PUT/PATCH/DELETE from script).
 */
export function isSameOrigin(request: FastifyRequest, publicBaseUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  return origin === `${request.protocol}://${request.host}` || origin === new URL(publicBaseUrl).origin;
}
