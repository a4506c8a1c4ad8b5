// Delegated user administration (SPEC §4 user-admin access labels and actions, §6, §8).
// Browser-safe: types and constants only.
import type { AdminUserSummaryDto } from './user-admin.dto.js';
import type { AdminUserDetailDto } from './user-admin.dto.js';
import type { PortalRole } from '../identity-provider/identity.contract.js';

/** The customer-area applications an administrator grants (the dashboard's services that are applications). */
export const ADMIN_APPLICATIONS = [
  'serviceTickets',
  'inventory',
  'equipmentInsight',
  'wireFlow',
  'wireMind',
  'wireMindMasterData',
  'learningHub',
  'productInformation',
] as const;
export type AdminApplication = (typeof ADMIN_APPLICATIONS)[number];

/** The role names of each application (SPEC §6): `active` grants it; the others mark a request or an invitation. */
export const APPLICATION_ROLES: Readonly<
  Record<
    AdminApplication,
    { active: PortalRole; requested?: PortalRole; invited?: PortalRole; inviteExpired?: PortalRole }
  >
> = {
  serviceTickets: { active: 'kmx_int_serviceticketing_active' },
  inventory: { active: 'kmx_int_assetdb_active' },
  equipmentInsight: { active: 'kmx_int_direct_active', requested: 'kmx_int_direct_pending' },
  wireFlow: { active: 'kmx_int_artemis_active' },
  wireMind: { active: 'kmx_int_mfpwm_active' },
  wireMindMasterData: { active: 'kmx_int_mfpmds_active' },
  learningHub: {
    active: 'kmx_int_lmsefront_active',
    invited: 'kmx_int_lmsefront_invited',
    inviteExpired: 'kmx_int_lmsefront_inviteexpired',
  },
  productInformation: { active: 'kmx_int_productinfo_active' },
};

/** SPEC §4 user-admin access labels, one per user and application. */
export const ACCESS_LABELS = [
  'invite-pending',
  'invite-expired',
  'access-requested',
  'active',
  'inactive',
  'declined',
  'unknown',
] as const;
export type AccessLabel = (typeof ACCESS_LABELS)[number];

/** SPEC §4 user-admin actions on one application of a user. */
export const ACCESS_ACTIONS = ['grant', 'accept', 'decline', 'remove'] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];
/** SPEC §4 user-admin actions on a user's invitation. */
export const INVITATION_ACTIONS = ['resend', 'renew'] as const;
export type InvitationAction = (typeof INVITATION_ACTIONS)[number];

/** Which access actions a label allows (the buttons a user detail page offers). */
export const ACTIONS_FOR_LABEL: Readonly<Record<AccessLabel, readonly AccessAction[]>> = {
  'invite-pending': ['remove'],
  'invite-expired': ['remove'],
  'access-requested': ['accept', 'decline'],
  active: ['remove'],
  inactive: ['grant'],
  declined: ['grant'],
  unknown: ['grant'],
};

/** Where a user's own invitation stands: none (an account in use), pending, or expired. */
export type InvitationState = 'none' | 'pending' | 'expired';

export interface AdminCompany {
  id: string;
  name: string;
}

/** `/{locale}/portal/user-admin`. */
export interface UserAdminListPayload {
  basePath: string;
  apiBase: string;
  users: AdminUserSummaryDto[];
  /** The companies the administrator may invite into (one for an external administrator). */
  companies: AdminCompany[];
  /** The company filter of an internal administrator ('' for all). */
  companyFilter: string;
}

/** `/{locale}/portal/user-admin/{id}`; `user` null with `error` when the user cannot be shown (SPEC §8). */
export interface UserAdminDetailPayload {
  basePath: string;
  apiBase: string;
  user: AdminUserDetailDto | null;
  error: 'not-found' | 'load-failed' | null;
}

export interface UserAdminViewPayloads {
  list: UserAdminListPayload;
  detail: UserAdminDetailPayload;
}

/** The invitation page `/{locale}/invitation/{token}`: set a password, then sign in. */
export interface InvitationPayload {
  state: 'open' | 'expired' | 'invalid';
  email: string;
  firstName: string;
  apiPath: string;
  signInHref: string;
}

export interface InvitationViewPayloads {
  accept: InvitationPayload;
}

export const USER_ADMIN_API = '/api/user-admin';
export const INVITATION_SECTION = 'invitation';

declare module '../routing/section-view.contract.js' {
  interface SectionViewPayloads {
    'user-admin': UserAdminViewPayloads;
    invitation: InvitationViewPayloads;
  }
}
