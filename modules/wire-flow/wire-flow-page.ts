import type { WireFlowLinks } from './wire-flow.config.js';
import type { ServiceStatus } from '../identity-provider/identity.contract.js';
import type { PortalAccess } from '../portal-auth/portal-services.contract.js';
import { WIRE_FLOW_TILES, type WireFlowTileId, type WireFlowViewPayloads } from './wire-flow.contract.js';

/** The statuses that give a way into an application: active, or invited (the invitation is accepted there). */
const OPEN_STATUSES: ReadonlySet<ServiceStatus> = new Set(['active', 'invited']);

const TILE_URL: Record<WireFlowTileId, keyof WireFlowLinks> = {
  wireMind: 'wireMindUrl',
  wireMindMasterData: 'masterDataUrl',
  learningHub: 'learningHubUrl',
};

/**
 * The WIRE Flow page of a user: the cloud or on-premises entry by the user type (SPEC §4), and
 * the WIRE Mind, master data and learning hub tiles with their statuses, linked when the status lets the user in.
 */
export function wireFlowPage(access: PortalAccess, links: WireFlowLinks): WireFlowViewPayloads['page'] {
  const userType = access.wireFlowUserType;
  return {
    userType,
    entryHref: userType === 'onprem' ? links.onPremUrl : links.cloudUrl,
    tiles: WIRE_FLOW_TILES.map((id) => {
      const status = access.services[id];
      return { id, status, href: OPEN_STATUSES.has(status) ? links[TILE_URL[id]] : null };
    }),
  };
}
