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
 * The page of each service inside the customer area, relative to `/{locale}/{customer-area}` (SPEC §2.2). Parts
 * lead to the product information page, which carries the parts cart (SPEC §1 "product information with parts
 * cart"). Equipment insight, WIRE Mind, WIRE Mind master data and the learning hub are applications outside this
 * site: their addresses are configured (`PortalServiceLinks`).
 */
export const PORTAL_SERVICE_PATHS: Partial<Record<PortalServiceId, string>> = {
  serviceTickets: 'tickets/list',
  inventory: 'inventory',
  userAdmin: 'user-admin',
  wireFlow: 'wire-flow',
  productInformation: 'product-information',
  parts: 'product-information',
};

/** The configured absolute addresses of the services outside this site (`dashboard-links.config.ts`). */
export type PortalServiceLinks = Partial<Record<PortalServiceId, string>>;

/**
 * The statuses a tile links in: `active`, and an invitation to the learning hub, which is accepted in the learning
 * hub itself (SPEC §4 learning hub invited). Pending, expired, unregistered and the rest show their status only.
 */
function linksIn(id: PortalServiceId, status: ServiceStatus): boolean {
  return status === 'active' || (id === 'learningHub' && status === 'invited');
}

/**
 * The address a tile links to, or none where its status does not allow one: a page of the customer area under
 * `basePath` (e.g. `/en/portal`), else the service's configured address in `links`.
 */
export function servicePath(
  basePath: string,
  id: PortalServiceId,
  status: ServiceStatus,
  links: PortalServiceLinks = {},
): string | undefined {
  if (!linksIn(id, status)) return undefined;
  const path = PORTAL_SERVICE_PATHS[id];
  return path ? `${basePath.replace(/\/+$/, '')}/${path}` : links[id];
}
