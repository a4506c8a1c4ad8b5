import type { PortalService } from '../../src/core/http/access.decorators.js';
import type { UserProfile } from '../identity-provider/index.js';
import { ProductInformationErrors } from './product-information.errors.js';
import { ProductInformationService } from './product-information.service.js';

/**
 * `@Portal(PRODUCT_INFORMATION)`: a portal user without the product-info service gets 403 before any input is
 * read, so a refused user learns nothing from validation messages (SPEC §6).
 */
export const PRODUCT_INFORMATION: PortalService<UserProfile> = {
  name: 'product-information',
  allows: (user) => ProductInformationService.canUse(user),
  refusal: () => ProductInformationErrors.ServiceNotActive(),
};
