import { SEED_PRODUCTS } from '../products/products.data.js';

export interface SeedLocation {
  /** Stable code; the ticket form's location option has the same value. */
  code: string;
  label: string;
}

export interface SeedMachine {
  /** Natural key of the seed, with the company. */
  serialNumber: string;
  /** A product of the catalogue seed (so its link resolves). */
  productSlug: string;
  /** Index of the product's variant (`prd-{slug}.v{n}`). */
  variant: number;
  location: string;
  commissionedOn: string;
  warrantyEndsOn: string;
  /** A service-contract product of the catalogue seed. */
  serviceContract?: 'care-basic' | 'care-premium';
  softwareVersion: string;
  /** The machine's option value in the company's ticket form (default `{companySlug}-{serialNumber}`). */
  ticketMachine?: string;
}

export interface SeedCompanyInventory {
  companySlug: string;
  locations: SeedLocation[];
  machines: SeedMachine[];
}

/** The installed machines of both demo customer companies, from the catalogue seed's products. */
export const SEED_COMPANY_INVENTORY: SeedCompanyInventory[] = [
  {
    companySlug: 'apex',
    locations: [
      { code: 'apex-hamburg', label: 'Hamburg plant' },
      { code: 'apex-lyon', label: 'Lyon plant' },
    ],
    machines: [
      m(
        '97-1201',
        'crimpcenter-64',
        1,
        'apex-hamburg',
        '2019-03-14',
        '2022-03-14',
        'care-premium',
        'MOS 5.2.1',
        'apex-cs-9700',
      ),
      m('36-0455', 'stripmaster-250', 0, 'apex-lyon', '2020-06-02', '2023-06-02', 'care-basic', '3.8.0', 'apex-mc-36'),
      m('05-7788', 'tapewrap-tw20', 0, 'apex-hamburg', '2021-09-20', '2024-09-20', undefined, '1.4.2', 'apex-pw-5'),
      m('90-2210', 'cutstrip-9000', 2, 'apex-hamburg', '2023-01-16', '2026-01-16', 'care-premium', 'MOS 6.0.3'),
      m('90-2211', 'cutstrip-9000', 0, 'apex-lyon', '2023-02-01', '2026-02-01', 'care-basic', 'MOS 6.0.3'),
      m('70-1187', 'cutstrip-7000', 1, 'apex-lyon', '2018-11-05', '2021-11-05', undefined, 'MOS 4.9.7'),
      m('95-0042', 'powerstrip-9550', 0, 'apex-hamburg', '2024-04-22', '2027-04-22', 'care-premium', 'MOS 6.1.0'),
      m('30-0815', 'coaxstrip-300', 1, 'apex-hamburg', '2022-07-11', '2025-07-11', 'care-basic', '2.3.4'),
      m('60-3321', 'cutmaster-60', 0, 'apex-lyon', '2017-05-30', '2019-05-30', undefined, '1.9.0'),
      m('64-0907', 'crimpcenter-64', 0, 'apex-lyon', '2024-10-01', '2027-10-01', 'care-premium', 'MOS 6.1.0'),
      m('59-1500', 'twistmaster-900', 1, 'apex-hamburg', '2021-02-17', '2024-02-17', 'care-basic', '5.0.2'),
      m('TO-4411', 'touchone-pro', 0, 'apex-lyon', '2025-01-20', '2028-01-20', undefined, '7.2'),
    ],
  },
  {
    companySlug: 'borealis',
    locations: [
      { code: 'borealis-oulu', label: 'Oulu factory' },
      { code: 'borealis-tampere', label: 'Tampere factory' },
    ],
    machines: [
      m(
        '12-3301',
        'twistmaster-500',
        0,
        'borealis-oulu',
        '2020-08-10',
        '2023-08-10',
        'care-basic',
        '4.1.1',
        'borealis-ts-12',
      ),
      m(
        '33-0192',
        'crimpcenter-36',
        0,
        'borealis-oulu',
        '2019-12-02',
        '2022-12-02',
        undefined,
        'MOS 5.0.4',
        'borealis-kappa-330',
      ),
      m('90-3100', 'cutstrip-9000', 1, 'borealis-tampere', '2022-03-03', '2025-03-03', 'care-premium', 'MOS 5.9.2'),
      m('25-7002', 'stripmaster-100', 0, 'borealis-oulu', '2023-05-15', '2026-05-15', 'care-basic', '3.9.1'),
      m('HP-0310', 'harnesspro-line', 0, 'borealis-tampere', '2021-10-04', '2024-10-04', 'care-premium', '2.0.7'),
      m('08-5511', 'tubecut-8', 0, 'borealis-oulu', '2024-06-12', '2027-06-12', undefined, '1.1.0'),
      m('CQ-1209', 'crimpcheck-qc', 0, 'borealis-tampere', '2022-11-21', '2025-11-21', undefined, '3.3'),
      m('64-1780', 'crimpcenter-64', 2, 'borealis-tampere', '2025-02-10', '2028-02-10', 'care-premium', 'MOS 6.1.0'),
      m('75-0220', 'omega-c-750', 0, 'borealis-oulu', '2018-04-09', '2021-04-09', undefined, 'OS 2.4'),
    ],
  },
];

function m(
  serialNumber: string,
  productSlug: string,
  variant: number,
  location: string,
  commissionedOn: string,
  warrantyEndsOn: string,
  serviceContract: SeedMachine['serviceContract'],
  softwareVersion: string,
  ticketMachine?: string,
): SeedMachine {
  return {
    serialNumber,
    productSlug,
    variant,
    location,
    commissionedOn,
    warrantyEndsOn,
    softwareVersion,
    ...(serviceContract ? { serviceContract } : {}),
    ...(ticketMachine ? { ticketMachine } : {}),
  };
}

/** The ticket form value of a seeded machine. */
export const ticketMachineOf = (companySlug: string, machine: SeedMachine): string =>
  machine.ticketMachine ?? `${companySlug}-${machine.serialNumber.toLowerCase()}`;

const productNames = new Map(SEED_PRODUCTS.map((p) => [p.slug, p.name]));

/**
 * The ticket form's location and machine options of a company: its inventory's locations and installed machines
 * (`{product} (SN {serial})`), so a ticket names a machine the company has (seed/tickets uses these).
 */
export function ticketOptionsFromInventory(
  companySlug: string,
): { kind: 'location' | 'machine'; value: string; label: string }[] {
  const inventory = SEED_COMPANY_INVENTORY.find((c) => c.companySlug === companySlug);
  if (!inventory) return [];
  return [
    ...inventory.locations.map((l) => ({ kind: 'location' as const, value: l.code, label: l.label })),
    ...inventory.machines.map((machine) => ({
      kind: 'machine' as const,
      value: ticketMachineOf(companySlug, machine),
      label: `${productNames.get(machine.productSlug) ?? machine.productSlug} (SN ${machine.serialNumber})`,
    })),
  ];
}
