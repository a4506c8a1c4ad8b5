import { defineConfig } from '../../src/core/config/define-config.js';

/** The wustec site (SPEC §2.3): where its pages redirect to, and its own domain (seeded into its configuration). */
export interface WustecConfig {
  externalUrl: string;
  host: string;
}

export const wustecConfig = defineConfig('wustec', (env): WustecConfig => ({
  externalUrl: (env.url('WUSTEC_EXTERNAL_URL', ['http:', 'https:']) ?? 'https://www.wustec.example').replace(
    /\/+$/,
    '',
  ),
  host: (env.env.WUSTEC_HOST || 'wustec.localhost').toLowerCase(),
}));
