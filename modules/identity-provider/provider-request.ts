import type { IncomingMessage, ServerResponse } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { TrustProxy } from '../../src/core/config/trust-proxy.js';

/** The headers a proxy sets about the original request; Koa (oidc-provider) reads them when `proxy` is on. */
const FORWARDED_HEADERS = ['forwarded', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-forwarded-for'];

/**
 * The embedded provider builds its endpoint URLs (discovery) from the request, and Koa believes
 * X-Forwarded-Host/Proto from anyone once `proxy` is on. The same trust as Fastify's (TRUST_PROXY): off, they are
 * removed before the provider sees the request; a list of addresses, they count only from a peer on that list;
 * a hop count, they count (the operator put that many proxies in front).
 */
export function forwardedHeadersFilter(trustProxy: TrustProxy): (req: IncomingMessage) => void {
  const strip = (req: IncomingMessage) => {
    for (const name of FORWARDED_HEADERS) delete req.headers[name];
  };
  if (trustProxy === false) return strip;
  if (typeof trustProxy === 'number') return () => undefined;
  const trusted = new BlockList();
  for (const entry of trustProxy) {
    const [address, bits] = entry.split('/') as [string, string | undefined];
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) trusted.addAddress(address, family);
    else trusted.addSubnet(address, Number(bits), family);
  }
  return (req) => {
    const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.)/, '');
    const family = isIP(peer) === 6 ? 'ipv6' : isIP(peer) === 4 ? 'ipv4' : undefined;
    if (!family || !trusted.check(peer, family)) strip(req);
  };
}

/** The provider's public metadata (paths below `/oidc`, whose prefix middie strips). */
const PUBLIC_METADATA = new Set(['/.well-known/openid-configuration', '/jwks']);
/** Clients may keep discovery and the keys five minutes: key rotation publishes a new key well before use. */
export const PUBLIC_METADATA_CACHE_CONTROL = 'public, max-age=300';

/**
 * Discovery and JWKS are the same for everyone (they depend on no untrusted header any more), so caches
 * may keep them; a GET of either gets its Cache-Control before the provider answers.
 */
export function publicMetadataCaching(path: string, res: ServerResponse): void {
  if (PUBLIC_METADATA.has(path)) res.setHeader('cache-control', PUBLIC_METADATA_CACHE_CONTROL);
}
