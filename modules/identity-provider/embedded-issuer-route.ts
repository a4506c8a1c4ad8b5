import type { AddressInfo } from 'node:net';
import type { RuleFetch } from '../../src/core/http-client/index.js';

/** Where the embedded provider is mounted on this server (app.ts `app.use('/oidc', …)`). */
export const EMBEDDED_ISSUER_PATH = '/oidc';

/** Discovery: the one answer whose URLs name the origin a request arrived at. */
const DISCOVERY_PATH = '/.well-known/openid-configuration';

/**
 * The origin this server answers on from inside its own machine: the address it listens on, a wildcard address
 * as loopback. undefined while it does not listen (Fastify inject only), or on a Unix socket.
 */
export function loopbackOrigin(address: AddressInfo | string | null | undefined): string | undefined {
  if (!address || typeof address === 'string') return undefined;
  const host =
    address.address === '0.0.0.0'
      ? '127.0.0.1'
      : address.address === '::'
        ? '[::1]'
        : address.family === 'IPv6' || address.address.includes(':')
          ? `[${address.address}]`
          : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * The site is a client of the provider it embeds, and reaches it inside the process's own server, never
 * through PUBLIC_BASE_URL. Behind a proxy (docker/compose.yaml) that public address is the proxy's, which the
 * container cannot reach as `localhost:8080`; on a laptop it may be a name the machine does not resolve.
 *
 * The client keeps the public issuer (the `iss` of every token and what discovery must name) and the public
 * browser-facing URLs (authorization, end session); only the server-side calls (discovery, JWKS, token,
 * revocation) are sent to the internal origin. The provider names its endpoints after the request's Host, so
 * discovery fetched internally names the internal origin; its URLs are turned back into the public ones here, and
 * every later call to a public issuer URL is sent to the internal origin again.
 */
export class EmbeddedIssuerRoute {
  constructor(
    /** `${PUBLIC_BASE_URL}/oidc`, without a trailing slash. */
    private readonly publicIssuer: string,
    /** Asked at every call: the server listens only once the app has started. */
    private readonly internalOrigin: () => string | undefined,
  ) {}

  /** `fetch` for openid-client and jose: public issuer URLs go to the internal origin, discovery comes back public. */
  wrap(fetch: RuleFetch): RuleFetch {
    return async (input, init) => {
      const origin = this.internalOrigin();
      const url = input instanceof Request ? input.url : String(input);
      if (!origin || !isUnder(url, this.publicIssuer)) return fetch(input, init);
      const internalIssuer = `${origin}${EMBEDDED_ISSUER_PATH}`;
      const target = internalIssuer + url.slice(this.publicIssuer.length);
      const response = await fetch(input instanceof Request ? new Request(target, input) : target, init);
      if (!response.ok || new URL(target).pathname !== `${EMBEDDED_ISSUER_PATH}${DISCOVERY_PATH}`) return response;
      return publicDiscovery(response, internalIssuer, this.publicIssuer);
    };
  }
}

/** `url` is the issuer itself or below it (not merely a URL sharing its prefix, e.g. `/oidc-other`). */
function isUnder(url: string, issuer: string): boolean {
  return url === issuer || url.startsWith(`${issuer}/`) || url.startsWith(`${issuer}?`);
}

/** The discovery document with every URL below the internal issuer written below the public one. */
async function publicDiscovery(response: Response, internalIssuer: string, publicIssuer: string): Promise<Response> {
  const metadata = (await response.json()) as Record<string, unknown>;
  const rewritten = Object.fromEntries(
    Object.entries(metadata).map(([key, value]) => [
      key,
      typeof value === 'string' && isUnder(value, internalIssuer)
        ? publicIssuer + value.slice(internalIssuer.length)
        : value,
    ]),
  );
  const headers = new Headers(response.headers);
  // The body changed: its length and encoding are no longer the original's.
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(JSON.stringify(rewritten), { status: response.status, headers });
}
