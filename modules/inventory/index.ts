// The inventory feature's public surface (docs/ARCHITECTURE.md: features are used through their index.ts).
export { InventoryModule } from './inventory.module.js';
export { InventoryService, INVENTORY_ROLE } from './inventory.service.js';
export { INVENTORY_PORT, type InventoryPort } from './inventory.port.js';
export * from './inventory.contract.js';
