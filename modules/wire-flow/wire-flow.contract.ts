// Wire shapes of the WIRE Flow page (SPEC §4 WIRE Flow user type, service-access status).
// Types only: the browser gets the links and statuses the server derived from the user's roles.
import type { ServiceStatus } from '../identity-provider/identity.contract.js';
import type { WireFlowUserType } from '../portal-auth/portal-services.contract.js';

/** The applications beside WIRE Flow, each a tile linking out. */
export const WIRE_FLOW_TILES = ['wireMind', 'wireMindMasterData', 'learningHub'] as const;
export type WireFlowTileId = (typeof WIRE_FLOW_TILES)[number];

export interface WireFlowTile {
  id: WireFlowTileId;
  status: ServiceStatus;
  /** The application's address; null when the status gives no way in (not registered, invitation expired, …). */
  href: string | null;
}

export interface WireFlowViewPayloads {
  page: {
    /** `onprem` with the on-premises role, otherwise `cloud` (SPEC §4). */
    userType: WireFlowUserType;
    /** The entry of the user's WIRE Flow edition. */
    entryHref: string;
    tiles: WireFlowTile[];
  };
}

declare module '../routing/section-view.contract.js' {
  interface SectionViewPayloads {
    'wire-flow': WireFlowViewPayloads;
  }
}
