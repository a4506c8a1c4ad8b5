// The signed-in user as the portal pages and APIs see it (SPEC §3 User profile, §4 services from roles, §6 roles).
// Browser-safe: types and constants only.

/** SPEC §6: the role names read from the identity token. */
export const PORTAL_ROLES = [
  'kmx_delegatedadmin_intern',
  'kmx_delegatedadmin_extern',
  'kmx_int_serviceticketing_active',
  'kmx_int_assetdb_active',
  'kmx_int_artemis_active',
  'kmx_artemis_onpremuser',
  'kmx_int_direct_pending',
  'kmx_int_direct_active',
  'kmx_int_mfpwm_active',
  'kmx_int_mfpmds_active',
  'kmx_int_lmsefront_active',
  'kmx_int_lmsefront_invited',
  'kmx_int_lmsefront_inviteexpired',
  'kmx_int_productinfo_active',
  // Beyond SPEC §6 (issue 31): internal employees who answer tickets in the service desk.
  'kmx_int_servicedesk_agent',
] as const;
export type PortalRole = (typeof PORTAL_ROLES)[number];

/** The role of the service desk's agents (issue 31, beyond SPEC §6). */
export const SERVICE_DESK_AGENT_ROLE: PortalRole = 'kmx_int_servicedesk_agent';

/** SPEC §4: the service-access status of one customer-area application. */
export const SERVICE_STATUSES = [
  'unknown',
  'noprocess',
  'unregistered',
  'pending',
  'active',
  'invited',
  'inviteexpired',
  'inactive',
  'declined',
  'comingsoon',
] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/** SPEC §3 User profile (from the ID token), plus the company (tenant) the user belongs to. */
export interface UserProfile {
  /** The subject (`sub`) of the ID token. */
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  initials: string;
  email: string;
  /** Role names; a single string in the token counts as a one-item list (SPEC §6). */
  roles: string[];
  isDelegatedAdminInternal: boolean;
  isDelegatedAdminExternal: boolean;
  companyId: string;
  companyName: string;
}
