import { readNodeEnv } from '../../src/core/config/core.config.js';
import { defineConfig } from '../../src/core/config/define-config.js';

export const DEMO_PREVIEW_PASSWORD = 'preview-demo';

/** SPEC §2.3/§6 preview-password gate: on for the whole public site (PREVIEW_PASSWORD_ENABLED) and its password. */
export interface PreviewGateConfig {
  enabled: boolean;
  password: string;
}

export const previewGateConfig = defineConfig('preview-gate', (env): PreviewGateConfig => {
  const enabled = env.env.PREVIEW_PASSWORD_ENABLED === 'true';
  if (readNodeEnv(env) === 'production' && enabled && !env.env.PREVIEW_PASSWORD) {
    env.fail('PREVIEW_PASSWORD_ENABLED=true in production requires PREVIEW_PASSWORD to be set');
  }
  return { enabled, password: env.env.PREVIEW_PASSWORD || DEMO_PREVIEW_PASSWORD };
});
