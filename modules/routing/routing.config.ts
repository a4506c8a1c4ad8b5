import { defineConfig } from '../../src/core/config/define-config.js';

/** How the site's paths are laid out. */
export interface RoutingConfig {
  /** The customer area's path segment after the locale (PORTAL_SEGMENT; SPEC §2.2 `{customer-area}`). */
  portalSegment: string;
}

export const routingConfig = defineConfig('routing', (env): RoutingConfig => {
  const portalSegment = env.env.PORTAL_SEGMENT || 'portal';
  if (/^[a-z0-9][a-z0-9-]*$/.test(portalSegment)) return { portalSegment };
  env.fail('PORTAL_SEGMENT must be one lower-case path segment (letters, digits, hyphens)');
  return { portalSegment: 'portal' };
});
