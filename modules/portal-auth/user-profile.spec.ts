import { describe, expect, it } from 'vitest';
import { userProfileFromClaims } from './user-profile.js';

describe(userProfileFromClaims.name, () => {
  it('reads the SPEC §3 profile from the ID token claims', () => {
    const sut = userProfileFromClaims({
      sub: 'a1',
      given_name: 'Anna',
      family_name: 'Apex',
      name: 'Anna Apex',
      email: 'anna@apex.example.com',
      roles: ['kmx_delegatedadmin_extern', 'kmx_int_assetdb_active'],
      company_id: 'c1',
      company_name: 'Apex Cable Systems',
    });
    expect(sut).toEqual({
      id: 'a1',
      firstName: 'Anna',
      lastName: 'Apex',
      fullName: 'Anna Apex',
      initials: 'AA',
      email: 'anna@apex.example.com',
      roles: ['kmx_delegatedadmin_extern', 'kmx_int_assetdb_active'],
      isDelegatedAdminInternal: false,
      isDelegatedAdminExternal: true,
      companyId: 'c1',
      companyName: 'Apex Cable Systems',
    });
  });

  it('counts one role given as a string as a one-item list (SPEC §6)', () => {
    expect(userProfileFromClaims({ sub: 'x', roles: 'kmx_delegatedadmin_intern' })).toMatchObject({
      roles: ['kmx_delegatedadmin_intern'],
      isDelegatedAdminInternal: true,
    });
  });

  it('builds the name and initials from what is there', () => {
    expect(userProfileFromClaims({ sub: 'x', name: 'ivan kudex' })).toMatchObject({
      fullName: 'ivan kudex',
      initials: 'IK',
      roles: [],
    });
    expect(userProfileFromClaims({ sub: 'x', email: 'e@x.example' }).fullName).toBe('e@x.example');
  });
});
