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
    ['parts', '/en/portal/product-information'],
  ] as const)('links an active %s to its customer-area page', (id, path) => {
    expect(servicePath('/en/portal', id, 'active')).toBe(path);
    expect(servicePath('/en/portal/', id, 'active')).toBe(path);
  });

  it.each(SERVICE_STATUSES.filter((status) => status !== 'active'))('links no service that is %s', (status) => {
    expect(servicePath('/en/portal', 'serviceTickets', status)).toBeUndefined();
  });

  const LINKS = {
    equipmentInsight: 'https://insight.example.com',
    wireMind: 'https://mind.example.com',
    wireMindMasterData: 'https://mind.example.com/master-data',
    learningHub: 'https://learn.example.com',
  };

  it.each(['equipmentInsight', 'wireMind', 'wireMindMasterData', 'learningHub'] as const)(
    'links an active %s to its configured address outside this site, and none without one',
    (id) => {
      expect(servicePath('/de/portal', id, 'active', LINKS)).toBe(LINKS[id]);
      expect(servicePath('/de/portal', id, 'active')).toBeUndefined();
    },
  );

  it('links a learning-hub invitation (accepted there) but no pending equipment insight or expired invitation', () => {
    expect(servicePath('/en/portal', 'learningHub', 'invited', LINKS)).toBe(LINKS.learningHub);
    expect(servicePath('/en/portal', 'learningHub', 'inviteexpired', LINKS)).toBeUndefined();
    expect(servicePath('/en/portal', 'equipmentInsight', 'pending', LINKS)).toBeUndefined();
    expect(servicePath('/en/portal', 'wireMind', 'unregistered', LINKS)).toBeUndefined();
  });
});
