import type { PortalRole } from '../../modules/identity-provider/identity.contract.js';

/** The password of every demo account (README § Demo accounts). */
export const DEMO_PASSWORD = 'demo-password';

export interface SeedCompany {
  slug: string;
  name: string;
  isInternal: boolean;
}

export interface SeedAccount {
  email: string;
  firstName: string;
  lastName: string;
  companySlug: string;
  roles: PortalRole[];
}

export const SEED_COMPANIES: SeedCompany[] = [
  { slug: 'apex', name: 'Apex Cable Systems', isInternal: false },
  { slug: 'borealis', name: 'Borealis Harness', isInternal: false },
  { slug: 'kudex', name: 'Kudex Group', isInternal: true },
];

/** The demo accounts and their SPEC §6 roles. */
export const SEED_ACCOUNTS: SeedAccount[] = [
  {
    email: 'anna@apex.example.com',
    firstName: 'Anna',
    lastName: 'Albers',
    companySlug: 'apex',
    // Every service role active, plus external user administration.
    roles: [
      'kmx_int_serviceticketing_active',
      'kmx_int_assetdb_active',
      'kmx_int_artemis_active',
      'kmx_int_direct_active',
      'kmx_int_mfpwm_active',
      'kmx_int_mfpmds_active',
      'kmx_int_lmsefront_active',
      'kmx_int_productinfo_active',
      'kmx_delegatedadmin_extern',
    ],
  },
  {
    email: 'carl@apex.example.com',
    firstName: 'Carl',
    lastName: 'Carter',
    companySlug: 'apex',
    roles: ['kmx_int_serviceticketing_active', 'kmx_int_assetdb_active'],
  },
  {
    email: 'bea@borealis.example.com',
    firstName: 'Bea',
    lastName: 'Berg',
    companySlug: 'borealis',
    roles: [
      'kmx_int_serviceticketing_active',
      'kmx_int_lmsefront_invited',
      'kmx_artemis_onpremuser',
      'kmx_int_artemis_active',
    ],
  },
  {
    // Borealis's asset-database user (bea has no inventory), so both companies' machines are seen.
    email: 'olli@borealis.example.com',
    firstName: 'Olli',
    lastName: 'Ojala',
    companySlug: 'borealis',
    roles: ['kmx_int_serviceticketing_active', 'kmx_int_assetdb_active'],
  },
  {
    email: 'ivan@kudex.example.com',
    firstName: 'Ivan',
    lastName: 'Ivanov',
    companySlug: 'kudex',
    roles: ['kmx_delegatedadmin_intern', 'kmx_int_productinfo_active', 'kmx_int_servicedesk_agent'],
  },
  {
    // The demo service-desk agent (issue 31): answers every company's tickets, nothing else.
    email: 'sam@kudex.example.com',
    firstName: 'Sam',
    lastName: 'Sato',
    companySlug: 'kudex',
    roles: ['kmx_int_servicedesk_agent'],
  },
];
