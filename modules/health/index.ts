export { HealthModule } from './health.module.js';
export type { HealthResponse } from './health.controller.js';
export {
  graphqlPing,
  graphqlProbe,
  monitoredUpstream,
  UpstreamHealth,
  type UpstreamHealthReport,
  UpstreamMonitor,
  type UpstreamStatus,
} from './upstream-health.js';
