import { defineErrors } from '../../src/core/errors/index.js';

export const NavigationErrors = defineErrors({
  /** SPEC §5: the exact message when a site has no home page for the country and no universal one. */
  InvalidHomePageConfiguration: {
    status: 500,
    message: (siteId: string, country: string) =>
      `Invalid home page configuration for site ${siteId} no universal page configured and no page configured for country ${country}`,
  },
});
