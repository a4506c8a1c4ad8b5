import { describe, expect, it } from 'vitest';
import { PORTAL_ROLES, type PortalRole, type ServiceStatus } from '../identity-provider/identity.contract.js';
import { PORTAL_SERVICES, type PortalServiceId } from './portal-services.contract.js';
import { roleList, servicesFromRoles } from './services-from-roles.js';

/** The statuses of a user without any role: `unregistered` everywhere. */
const NONE: Record<PortalServiceId, ServiceStatus> = {
  equipmentInsight: 'unregistered',
  serviceTickets: 'unregistered',
  inventory: 'unregistered',
  userAdmin: 'unregistered',
  wireFlow: 'unregistered',
  wireMind: 'unregistered',
  wireMindMasterData: 'unregistered',
  learningHub: 'unregistered',
  productInformation: 'unregistered',
  parts: 'unregistered',
};

/** SPEC §6 → §4: what each role name alone changes against `NONE`. */
const ONE_ROLE: Record<PortalRole, Partial<Record<PortalServiceId, ServiceStatus>>> = {
  kmx_delegatedadmin_intern: { userAdmin: 'active' },
  kmx_delegatedadmin_extern: { userAdmin: 'active' },
  kmx_int_serviceticketing_active: { serviceTickets: 'active' },
  kmx_int_assetdb_active: { inventory: 'active' },
  kmx_int_artemis_active: { wireFlow: 'active' },
  kmx_artemis_onpremuser: {},
  kmx_int_direct_pending: { equipmentInsight: 'pending' },
  kmx_int_direct_active: { equipmentInsight: 'active' },
  kmx_int_mfpwm_active: { wireMind: 'active' },
  kmx_int_mfpmds_active: { wireMindMasterData: 'active' },
  kmx_int_lmsefront_active: { learningHub: 'active' },
  kmx_int_lmsefront_invited: { learningHub: 'invited' },
  kmx_int_lmsefront_inviteexpired: { learningHub: 'inviteexpired' },
  kmx_int_productinfo_active: { productInformation: 'active', parts: 'active' },
  // The service desk is no customer service: no tile (issue 31).
  kmx_int_servicedesk_agent: {},
};

/** anna: every service role active plus the external delegated admin. */
const ANNA = [
  'kmx_int_direct_active',
  'kmx_int_serviceticketing_active',
  'kmx_int_assetdb_active',
  'kmx_int_artemis_active',
  'kmx_int_mfpwm_active',
  'kmx_int_mfpmds_active',
  'kmx_int_lmsefront_active',
  'kmx_int_productinfo_active',
  'kmx_delegatedadmin_extern',
];

describe(servicesFromRoles.name, () => {
  it('knows every role name of SPEC §6', () => {
    expect(Object.keys(ONE_ROLE).sort()).toEqual([...PORTAL_ROLES].sort());
  });

  it.each(PORTAL_ROLES)('maps the role %s alone', (role) => {
    const sut = servicesFromRoles([role]);
    expect(sut.services).toEqual({ ...NONE, ...ONE_ROLE[role] });
    expect(sut.isDelegatedAdminInternal).toBe(role === 'kmx_delegatedadmin_intern');
    expect(sut.isDelegatedAdminExternal).toBe(role === 'kmx_delegatedadmin_extern');
    expect(sut.wireFlowUserType).toBe(role === 'kmx_artemis_onpremuser' ? 'onprem' : 'cloud');
  });

  it('gives every service a status, in the dashboard order', () => {
    expect(Object.keys(servicesFromRoles([]).services)).toEqual([...PORTAL_SERVICES]);
  });

  describe('without roles', () => {
    it.each([
      ['undefined', undefined],
      ['null', null],
      ['an empty list', []],
      ['an empty string', ''],
    ])('treats %s as no role', (_name, roles) => {
      expect(servicesFromRoles(roles)).toEqual({
        services: NONE,
        isDelegatedAdminInternal: false,
        isDelegatedAdminExternal: false,
        wireFlowUserType: 'cloud',
      });
    });
  });

  describe('one string or a list', () => {
    it('reads one string as a one-item list (SPEC §6)', () => {
      expect(servicesFromRoles('kmx_int_serviceticketing_active')).toEqual(
        servicesFromRoles(['kmx_int_serviceticketing_active']),
      );
      expect(servicesFromRoles('kmx_int_serviceticketing_active').services.serviceTickets).toBe('active');
    });

    it('does not split a string holding several names', () => {
      expect(servicesFromRoles('kmx_int_serviceticketing_active kmx_int_assetdb_active').services).toEqual(NONE);
    });
  });

  describe('combinations', () => {
    it('lets an active learning hub win over an invitation and an expired one', () => {
      const roles = ['kmx_int_lmsefront_invited', 'kmx_int_lmsefront_inviteexpired', 'kmx_int_lmsefront_active'];
      expect(servicesFromRoles(roles).services.learningHub).toBe('active');
      expect(servicesFromRoles(roles.reverse()).services.learningHub).toBe('active');
    });

    it('lets a new invitation win over an expired one', () => {
      const roles = ['kmx_int_lmsefront_inviteexpired', 'kmx_int_lmsefront_invited'];
      expect(servicesFromRoles(roles).services.learningHub).toBe('invited');
    });

    it('lets active direct access win over pending', () => {
      const roles = ['kmx_int_direct_pending', 'kmx_int_direct_active'];
      expect(servicesFromRoles(roles).services.equipmentInsight).toBe('active');
    });

    it('sets both delegated-admin flags when both roles are held', () => {
      const sut = servicesFromRoles(['kmx_delegatedadmin_intern', 'kmx_delegatedadmin_extern']);
      expect(sut.services.userAdmin).toBe('active');
      expect(sut.isDelegatedAdminInternal).toBe(true);
      expect(sut.isDelegatedAdminExternal).toBe(true);
    });

    it('counts a repeated role once', () => {
      expect(servicesFromRoles(['kmx_int_assetdb_active', 'kmx_int_assetdb_active']).services).toEqual({
        ...NONE,
        inventory: 'active',
      });
    });
  });

  describe('unknown role names', () => {
    it('ignores names outside SPEC §6, other cases and non-strings', () => {
      const roles = [
        'kmx_int_tickets_admin',
        'KMX_INT_ASSETDB_ACTIVE',
        'offline_access',
        42,
        null,
      ] as unknown as string[];
      expect(servicesFromRoles(roles).services).toEqual(NONE);
      expect(servicesFromRoles([...roles, 'kmx_int_assetdb_active']).services.inventory).toBe('active');
    });
  });

  describe('WIRE Flow user type', () => {
    it('is onprem with the on-prem role, with or without WIRE Flow access', () => {
      expect(servicesFromRoles(['kmx_artemis_onpremuser']).wireFlowUserType).toBe('onprem');
      expect(servicesFromRoles(['kmx_int_artemis_active', 'kmx_artemis_onpremuser']).wireFlowUserType).toBe('onprem');
    });

    it('is cloud otherwise', () => {
      expect(servicesFromRoles(['kmx_int_artemis_active']).wireFlowUserType).toBe('cloud');
    });

    it('does not grant WIRE Flow by itself', () => {
      expect(servicesFromRoles('kmx_artemis_onpremuser').services.wireFlow).toBe('unregistered');
    });
  });

  describe('the demo users', () => {
    it('anna@apex: every service active, external delegated admin, cloud', () => {
      expect(servicesFromRoles(ANNA)).toEqual({
        services: {
          equipmentInsight: 'active',
          serviceTickets: 'active',
          inventory: 'active',
          userAdmin: 'active',
          wireFlow: 'active',
          wireMind: 'active',
          wireMindMasterData: 'active',
          learningHub: 'active',
          productInformation: 'active',
          parts: 'active',
        },
        isDelegatedAdminInternal: false,
        isDelegatedAdminExternal: true,
        wireFlowUserType: 'cloud',
      });
    });

    it('carl@apex: service tickets and inventory', () => {
      expect(servicesFromRoles(['kmx_int_serviceticketing_active', 'kmx_int_assetdb_active'])).toEqual({
        services: { ...NONE, serviceTickets: 'active', inventory: 'active' },
        isDelegatedAdminInternal: false,
        isDelegatedAdminExternal: false,
        wireFlowUserType: 'cloud',
      });
    });

    it('bea@borealis: service tickets, an invitation to the learning hub, WIRE Flow on premises', () => {
      const roles = [
        'kmx_int_serviceticketing_active',
        'kmx_int_lmsefront_invited',
        'kmx_artemis_onpremuser',
        'kmx_int_artemis_active',
      ];
      expect(servicesFromRoles(roles)).toEqual({
        services: { ...NONE, serviceTickets: 'active', learningHub: 'invited', wireFlow: 'active' },
        isDelegatedAdminInternal: false,
        isDelegatedAdminExternal: false,
        wireFlowUserType: 'onprem',
      });
    });

    it('ivan@kudex: internal delegated admin and product information', () => {
      expect(servicesFromRoles(['kmx_delegatedadmin_intern', 'kmx_int_productinfo_active'])).toEqual({
        services: { ...NONE, userAdmin: 'active', productInformation: 'active', parts: 'active' },
        isDelegatedAdminInternal: true,
        isDelegatedAdminExternal: false,
        wireFlowUserType: 'cloud',
      });
    });
  });
});

describe(roleList.name, () => {
  it('makes a list of one string, keeps a list and drops empty and non-string entries', () => {
    expect(roleList('a')).toEqual(['a']);
    expect(roleList(['a', 'b'])).toEqual(['a', 'b']);
    expect(roleList(['a', '', 7 as unknown as string])).toEqual(['a']);
    expect(roleList(undefined)).toEqual([]);
    expect(roleList(null)).toEqual([]);
    expect(roleList('')).toEqual([]);
  });
});
