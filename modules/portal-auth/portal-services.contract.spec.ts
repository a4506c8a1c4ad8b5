import { describe, expect, it } from 'vitest';
import { SERVICE_STATUSES } from '../identity-provider/identity.contract.js';
import { servicePath } from './portal-services.contract.js';

describe(servicePath.name, () => {
  it.each([
    ['serviceTickets', '/en/portal/tickets/list'],
    ['inventory', '/en/portal/inventory'],
    ['userAdmin', '/en/portal/user-admin'],
    ['wireFlow', '/en/portal/wire-flow'],
    ['productInformation', '/en/portal/product-information'],
  ] as const)('links an active %s to its customer-area page', (id, path) => {
    expect(servicePath('/en/portal', id, 'active')).toBe(path);
    expect(servicePath('/en/portal/', id, 'active')).toBe(path);
  });

  it.each(SERVICE_STATUSES.filter((status) => status !== 'active'))('links no service that is %s', (status) => {
    expect(servicePath('/en/portal', 'serviceTickets', status)).toBeUndefined();
  });

  it.each(['equipmentInsight', 'wireMind', 'wireMindMasterData', 'learningHub', 'parts'] as const)(
    'links no %s, an application without a page on this site',
    (id) => {
      expect(servicePath('/de/portal', id, 'active')).toBeUndefined();
    },
  );
});
