import type { PortalService } from '../../src/core/http/access.decorators.js';
import type { UserProfile } from '../identity-provider/index.js';
import { TicketsErrors } from './tickets.errors.js';
import { TicketsService } from './tickets.service.js';

/**
 * `@Portal(TICKETING)`: the service-ticketing role and a company (SPEC §4); 403 ServiceNotActive otherwise. The
 * GraphQL endpoint answers it in GraphQL's own shape instead, so only the REST routes declare it.
 */
export const TICKETING: PortalService<UserProfile> = {
  name: 'service-ticketing',
  allows: (user) => TicketsService.canUse(user),
  refusal: () => TicketsErrors.ServiceNotActive(),
};
