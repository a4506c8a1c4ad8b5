import { defineConfig } from '../../src/core/config/define-config.js';

/** How often scheduled publishing looks for due pages (CONTENT_SCHEDULE_INTERVAL_MS). */
export interface ContentAuthoringConfig {
  scheduleIntervalMs: number;
}

export const contentAuthoringConfig = defineConfig('contentAuthoring', (env): ContentAuthoringConfig => ({
  scheduleIntervalMs: env.duration('CONTENT_SCHEDULE_INTERVAL_MS', 30_000, 'ms', 100),
}));
