// The user-admin feature's public surface (docs/ARCHITECTURE.md: features are used through their index.ts).
export { UserAdminModule } from './user-admin.module.js';
export type * from './user-admin.contract.js';
export { INVITATION_ACCEPT_LIMIT } from './user-admin.controller.js';
