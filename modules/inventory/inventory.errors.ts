import { defineErrors } from '../../src/core/errors/index.js';

/** The inventory's failures (README Conventions: Errors). */
export const InventoryErrors = defineErrors({
  ServiceNotActive: { status: 403, message: 'The asset database (inventory) is not active for this user' },
  MachineNotFound: { status: 404, message: 'Machine not found' },
  InvalidQuery: { status: 400, message: (message: string) => message },
});
