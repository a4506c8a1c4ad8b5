import { defineErrors } from '../../src/core/errors/index.js';

export const AnalyticsErrors = defineErrors({
  NoStatisticsConsent: {
    status: 403,
    message: 'Page views are counted only with statistics consent (cookie uapp_consent)',
  },
});
