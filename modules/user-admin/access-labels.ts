import {
  APPLICATION_ROLES,
  type AccessLabel,
  type AdminApplication,
  type InvitationState,
} from './user-admin.contract.js';
import type { AccessState } from './user-admin.schema.js';

/**
 * SPEC §4 user-admin access label of one application: what an administrator last set, else what the user's role
 * names say (the seeded accounts and accounts managed elsewhere have roles but no settings here).
 */
export function accessLabel(
  application: AdminApplication,
  roles: readonly string[],
  state: AccessState | undefined,
  invitation: InvitationState,
): AccessLabel {
  switch (state) {
    case 'invited':
      return invitation === 'expired' ? 'invite-expired' : 'invite-pending';
    case 'requested':
      return 'access-requested';
    case 'active':
    case 'inactive':
    case 'declined':
      return state;
    case undefined: {
      const names = APPLICATION_ROLES[application];
      if (roles.includes(names.active)) return 'active';
      if (names.requested && roles.includes(names.requested)) return 'access-requested';
      if (names.invited && roles.includes(names.invited)) return 'invite-pending';
      if (names.inviteExpired && roles.includes(names.inviteExpired)) return 'invite-expired';
      return 'unknown';
    }
  }
}

/** The user's role names once an application is in `state`: its roles replaced by the one that state implies. */
export function rolesWith(roles: readonly string[], application: AdminApplication, state: AccessState): string[] {
  const names = APPLICATION_ROLES[application];
  const own = new Set<string>(Object.values(names));
  const kept = roles.filter((role) => !own.has(role));
  if (state === 'active') kept.push(names.active);
  if (state === 'requested' && names.requested) kept.push(names.requested);
  return kept;
}

/** Where an account's invitation stands at `now`. */
export function invitationState(
  invitation: { acceptedAt: Date | null; expiresAt: Date } | undefined,
  now: Date,
): InvitationState {
  if (!invitation || invitation.acceptedAt) return 'none';
  return invitation.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}
