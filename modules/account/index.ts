// The account feature's public surface (docs/ARCHITECTURE.md: features are used through their index.ts).
export { AccountModule } from './account.module.js';
export { ACCOUNT_SEGMENT } from './account.pages.js';
export * from './account.contract.js';
