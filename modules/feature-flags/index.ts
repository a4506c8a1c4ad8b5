// The feature flags' public surface (docs/feature-flags.md).
export { FeatureFlagsModule } from './feature-flags.module.js';
export { type FeatureAudience, FeatureFlagsService } from './feature-flags.service.js';
export * from './feature-flags.contract.js';
