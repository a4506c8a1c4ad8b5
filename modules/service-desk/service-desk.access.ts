import type { PortalService } from '../../src/core/http/access.decorators.js';
import type { UserProfile } from '../identity-provider/index.js';
import { ServiceDeskErrors } from './service-desk.errors.js';
import { ServiceDeskService } from './service-desk.service.js';

/** `@Portal(SERVICE_DESK)`: agents only; customers and other employees get 403 AgentOnly before any input is read. */
export const SERVICE_DESK: PortalService<UserProfile> = {
  name: 'service-desk',
  allows: (user) => ServiceDeskService.isAgent(user),
  refusal: () => ServiceDeskErrors.AgentOnly(),
};
