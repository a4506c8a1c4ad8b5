import type { AdminApplication } from '../../modules/user-admin/user-admin.contract.js';
import type { AccessState } from '../../modules/user-admin/user-admin.schema.js';

/** Open access requests for the demo, so administrators can accept or decline one (SPEC §4). */
export const SEED_ACCESS: { email: string; application: AdminApplication; state: AccessState }[] = [
  { email: 'carl@apex.example.com', application: 'equipmentInsight', state: 'requested' },
  { email: 'bea@borealis.example.com', application: 'wireMind', state: 'requested' },
];
