export { HealthModule } from './health.module.js';
export type { HealthResponse } from './health.controller.js';
