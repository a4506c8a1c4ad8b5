import { defineErrors } from '../../src/core/errors/index.js';

export const FeatureFlagsErrors = defineErrors({
  FeatureFlagNotFound: { status: 404, message: (key: string) => `Feature flag not found: ${key}` },
  CrossSiteRequest: { status: 403, message: 'Cross-site request refused' },
});
