// The customer-area services of a signed-in user and their status (SPEC §1 customer area, §4 service-access status,
// services from roles, WIRE Flow user type), as the dashboard shows them. Browser-safe: types and constants only;
// `services-from-roles.ts` derives a `PortalAccess` from role names on the server.
import type { ServiceStatus } from '../identity-provider/identity.contract.js';

/** SPEC §1 /: the dashboard tiles, in the order they are shown. */
export const PORTAL_SERVICES = [
  'equipmentInsight',
  'serviceTickets',
  'inventory',
  'userAdmin',
  'wireFlow',
  'wireMind',
  'wireMindMasterData',
  'learningHub',
  'productInformation',
  'parts',
] as const;
export type PortalServiceId = (typeof PORTAL_SERVICES)[number];

/** SPEC §4: `onprem` when the user has the on-premises WIRE Flow role, otherwise `cloud`. */
export type WireFlowUserType = 'onprem' | 'cloud';

/** What a user may reach in the customer area, derived from the role names of the ID token. */
export interface PortalAccess {
  /** The status of every service of `PORTAL_SERVICES`. */
  services: Record<PortalServiceId, ServiceStatus>;
  isDelegatedAdminInternal: boolean;
  isDelegatedAdminExternal: boolean;
  wireFlowUserType: WireFlowUserType;
}

/**
 * The page of each service inside the customer area, relative to `/{locale}/{customer-area}` (SPEC §2.2). Services
 * without one (equipment insight, WIRE Mind, WIRE Mind master data, learning hub, parts) are applications outside
 * this site whose addresses the spec does not give, so their tiles show a status but no link.
 */
export const PORTAL_SERVICE_PATHS: Partial<Record<PortalServiceId, string>> = {
  serviceTickets: 'tickets/list',
  inventory: 'inventory',
  userAdmin: 'user-admin',
  wireFlow: 'wire-flow',
  productInformation: 'product-information',
};

/** The address a tile links to: only an `active` service with a page of its own; `basePath` is e.g. `/en/portal`. */
export function servicePath(basePath: string, id: PortalServiceId, status: ServiceStatus): string | undefined {
  const path = PORTAL_SERVICE_PATHS[id];
  return status === 'active' && path ? `${basePath.replace(/\/+$/, '')}/${path}` : undefined;
}
