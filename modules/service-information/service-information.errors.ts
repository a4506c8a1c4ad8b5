import { defineErrors } from '../../src/core/errors/index.js';

/** The service-information upstream's failure, as the inventory and the product information raise it. */
export const ServiceInformationErrors = defineErrors({
  ServiceInformationUnavailable: {
    status: 503,
    message: 'The service information is not available at the moment. Please try again later.',
  },
});

/** The code pages look for to show SPEC §8's apology in place of the page. */
export const SERVICE_INFORMATION_UNAVAILABLE = ServiceInformationErrors.ServiceInformationUnavailable().code;
