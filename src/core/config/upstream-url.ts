import type { EnvReader } from './env-reader.js';

/** Loopback hosts, where plain http never leaves the machine. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The schemes an upstream GraphQL URL may have (`env.url(name, UPSTREAM_URL_SCHEMES)`). */
export const UPSTREAM_URL_SCHEMES = ['http:', 'https:'] as const;

/**
 * An upstream that gets the users' ID tokens (SPEC §7.6: ticketing, service information): in production only over
 * https, unless it runs on this machine (as the OpenID issuer, oidc-client.service.ts).
 */
export function refusePlainHttpInProduction(env: EnvReader, name: string, url: string | undefined): string | undefined {
  if (!url || env.env.NODE_ENV !== 'production') return url;
  const { protocol, hostname } = new URL(url);
  if (protocol === 'http:' && !LOOPBACK.has(hostname)) {
    env.fail(`${name} must be https in production: the users' ID tokens go there`);
    return undefined;
  }
  return url;
}
