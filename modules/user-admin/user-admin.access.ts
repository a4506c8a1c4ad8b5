import type { PortalService } from '../../src/core/http/access.decorators.js';
import type { UserProfile } from '../identity-provider/index.js';
import { UserAdminErrors } from './user-admin.errors.js';

/**
 * `@Portal(USER_ADMINISTRATION)` (SPEC §6): a delegated administrator role, internal or external; 403 otherwise,
 * before any parameter or body is read. UserAdminService checks it again when it scopes what the admin sees.
 */
export const USER_ADMINISTRATION: PortalService<UserProfile> = {
  name: 'user-administration',
  allows: (user) => user.isDelegatedAdminInternal || user.isDelegatedAdminExternal,
  refusal: () => UserAdminErrors.NotAnAdministrator(),
};
