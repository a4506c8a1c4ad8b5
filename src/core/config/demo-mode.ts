import { type CoreConfig, DEMO_EDITOR_PASSWORD, DEMO_SESSION_SECRET } from './core.config.js';

/**
 * The warning a server in demo mode logs at start, naming what runs on a demo value. The editor password is named
 * only when it is the demo one (it was once named even when EDITOR_PASSWORD was set).
 */
export function demoModeNotice(config: CoreConfig): string | undefined {
  if (!config.demoMode) return undefined;
  const demoSecret = config.sessionSecret === DEMO_SESSION_SECRET;
  const demoPassword = config.editorPassword === DEMO_EDITOR_PASSWORD;
  const unset = [demoSecret && 'SESSION_SECRET', demoPassword && 'EDITOR_PASSWORD'].filter(Boolean).join(' and ');
  const using = demoPassword ? `demo values (editor password "${DEMO_EDITOR_PASSWORD}")` : 'a demo session secret';
  return `demo mode: ${unset} not set; using ${using}. Set both for production.`;
}
