// SPEC §4 services derived from the user's role names, §6 role names. Pure and browser-safe (it imports contracts
// only), but pages receive its result as page data: the server derives it once from the ID token's roles.
import { PORTAL_ROLES, type PortalRole, type ServiceStatus } from '../identity-provider/identity.contract.js';
import { PORTAL_SERVICES, type PortalAccess, type PortalServiceId } from './portal-services.contract.js';

/** The role names of a token claim: one string counts as a one-item list (SPEC §6); anything else is dropped. */
export function roleList(roles: string | readonly string[] | null | undefined): string[] {
  if (roles === null || roles === undefined) return [];
  const list: readonly unknown[] = typeof roles === 'string' ? [roles] : Array.isArray(roles) ? roles : [];
  return list.filter((role): role is string => typeof role === 'string' && role !== '');
}

/**
 * The status a service has for each of its roles, strongest first: the first role the user holds decides, so
 * `active` beats `invited` beats `inviteexpired` (a new invitation replaces an expired one) and `pending`.
 */
const SERVICE_ROLES: Record<PortalServiceId, readonly (readonly [PortalRole, ServiceStatus])[]> = {
  equipmentInsight: [
    ['kmx_int_direct_active', 'active'],
    ['kmx_int_direct_pending', 'pending'],
  ],
  serviceTickets: [['kmx_int_serviceticketing_active', 'active']],
  inventory: [['kmx_int_assetdb_active', 'active']],
  userAdmin: [
    ['kmx_delegatedadmin_intern', 'active'],
    ['kmx_delegatedadmin_extern', 'active'],
  ],
  wireFlow: [['kmx_int_artemis_active', 'active']],
  wireMind: [['kmx_int_mfpwm_active', 'active']],
  wireMindMasterData: [['kmx_int_mfpmds_active', 'active']],
  learningHub: [
    ['kmx_int_lmsefront_active', 'active'],
    ['kmx_int_lmsefront_invited', 'invited'],
    ['kmx_int_lmsefront_inviteexpired', 'inviteexpired'],
  ],
  productInformation: [['kmx_int_productinfo_active', 'active']],
  // SPEC §6 names no role of its own for parts: the parts cart is part of "product information with parts cart"
  // (SPEC §1), so the product information role opens both tiles.
  parts: [['kmx_int_productinfo_active', 'active']],
};

/**
 * A service no role of the user grants is `unregistered` (SPEC §4: "Otherwise the status is unregistered"), also
 * user administration: the spec names no service without a self-service process, so `noprocess` is not derived.
 * `unknown`, `noprocess`, `inactive` and `declined` come from the services' own records, never from role names.
 */
const NO_ROLE_STATUS: ServiceStatus = 'unregistered';

const KNOWN_ROLES: ReadonlySet<string> = new Set(PORTAL_ROLES);

/** SPEC §4: every customer-area service with its status, the delegated-admin flags and the WIRE Flow user type. */
export function servicesFromRoles(roles: string | readonly string[] | null | undefined): PortalAccess {
  // Role names of other applications are ignored: only those of SPEC §6 mean anything here.
  const held = new Set(roleList(roles).filter((role) => KNOWN_ROLES.has(role)));
  const services = Object.fromEntries(
    PORTAL_SERVICES.map((id) => {
      const granted = SERVICE_ROLES[id].find(([role]) => held.has(role));
      return [id, granted?.[1] ?? NO_ROLE_STATUS];
    }),
  ) as Record<PortalServiceId, ServiceStatus>;
  return {
    services,
    isDelegatedAdminInternal: held.has('kmx_delegatedadmin_intern'),
    isDelegatedAdminExternal: held.has('kmx_delegatedadmin_extern'),
    wireFlowUserType: held.has('kmx_artemis_onpremuser') ? 'onprem' : 'cloud',
  };
}
