import { isIP } from 'node:net';
import { ConfigError } from './config-error.js';

/** Fastify's `trustProxy` as configured by TRUST_PROXY. */
export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY: empty, `false` or `off` trusts no proxy; a whole number is a hop count; otherwise a comma-separated
 * list of IPv4/IPv6 addresses or CIDRs. `true` (trust everybody) is refused: any client could then pick its IP.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || /^(false|off|no|0)$/i.test(value)) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 32) throw new ConfigError(`TRUST_PROXY hop count must be at most 32, got "${raw}"`);
    return hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    const prefixOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (family === 0 || !prefixOk || rest.length > 0) {
      throw new ConfigError(
        `TRUST_PROXY must be off, a hop count or a comma-separated list of addresses/CIDRs, got "${entry}"`,
      );
    }
  }
  return entries;
}
