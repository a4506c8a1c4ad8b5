// First-party statistics' public surface (docs/ARCHITECTURE.md: features are used through their index.ts).
export { AnalyticsModule } from './analytics.module.js';
export type * from './analytics.contract.js';
