import { parseCookie } from 'cookie';

/** A request's cookies by name, as @fastify/cookie's `request.cookies` holds them (the first of duplicates wins). */
export type Cookies = Readonly<Record<string, string | undefined>>;

/** SPEC §9: every cookie the server sets is Path=/ and SameSite=Lax (@fastify/cookie's `reply.setCookie` options). */
export const COOKIE_DEFAULTS = { path: '/', sameSite: 'lax' } as const;

/**
 * The cookies of a raw Cookie header (`cookie`'s parser, the one @fastify/cookie uses), for code that runs
 * without a Fastify request: the page-cache fast path and the page services Vike calls. Never throws.
 */
export function parseCookieHeader(header: string | undefined): Cookies {
  return parseCookie(header ?? '');
}
