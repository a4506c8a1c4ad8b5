import { defineConfig } from '../../src/core/config/define-config.js';

export interface UserAdminConfig {
  /** How long an invitation stays valid (USER_INVITE_TTL_DAYS, default 14 days). */
  inviteTtlMs: number;
}

export const userAdminConfig = defineConfig('user-admin', (env): UserAdminConfig => ({
  inviteTtlMs: env.duration('USER_INVITE_TTL_DAYS', 14, 'days', 1, 365),
}));
