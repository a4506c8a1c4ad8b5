import type { Localized } from '../../modules/files/files.schema.js';
import type { ProductStatus, ProductType } from '../../modules/products/products.schema.js';
import { AMERICAS, EUROPE } from './classifications.data.js';

/** A kind of machine or service: its spec template, texts and generated images. */
export type SeedKind =
  | 'cut-strip'
  | 'stripper'
  | 'cutter'
  | 'crimp-center'
  | 'press'
  | 'harness-board'
  | 'twister'
  | 'tester'
  | 'pull-tester'
  | 'service'
  | 'training'
  | 'parts'
  | 'software'
  | 'connectivity';

export interface SeedProduct {
  slug: string;
  name: string;
  /** Localized names for products whose name is a word, not a model (services mostly). */
  localizedName?: Localized;
  brand: string;
  classification: string;
  kind: SeedKind;
  type?: ProductType;
  status?: ProductStatus;
  supportedCountries?: string[];
  /** How many variants (default 2). */
  variants?: number;
  /** The product keeps imperial values of its own for some quantities (others are converted). */
  ownImperial?: boolean;
  /** French content too (a third language, to exercise fallback elsewhere). */
  french?: boolean;
  video?: boolean;
  capabilities: string[];
}

const p = (
  slug: string,
  name: string,
  brand: string,
  classification: string,
  kind: SeedKind,
  capabilities: string[],
  extra: Partial<SeedProduct> = {},
): SeedProduct => ({
  slug,
  name,
  brand,
  classification,
  kind,
  capabilities,
  ...extra,
});

const CS = 'products/cutting-stripping';
const CR = 'products/crimping';
const HA = 'products/harness-assembly';
const TE = 'products/testing';
const SC = 'services/service-contracts';
const SW = 'smart-factory/software';

/** 46 products and services across the group's brands (invented names). */
export const SEED_PRODUCTS: SeedProduct[] = [
  p(
    'cutstrip-9000',
    'CutStrip 9000',
    'schleuniger',
    `${CS}/cut-strip-machines`,
    'cut-strip',
    ['cap-stripping', 'cap-cutting', 'cap-marking'],
    { variants: 3, ownImperial: true, french: true, video: true },
  ),
  p(
    'cutstrip-7000',
    'CutStrip 7000',
    'schleuniger',
    `${CS}/cut-strip-machines`,
    'cut-strip',
    ['cap-stripping', 'cap-cutting'],
    {},
  ),
  p(
    'powerstrip-9550',
    'PowerStrip 9550',
    'schleuniger',
    `${CS}/cut-strip-machines`,
    'cut-strip',
    ['cap-stripping', 'cap-cutting', 'cap-industry40'],
    { variants: 1 },
  ),
  p('hosver-hs-4000', 'HS 4000 Cut & Strip', 'hosver', `${CS}/cut-strip-machines`, 'cut-strip', ['cap-stripping'], {
    supportedCountries: AMERICAS,
    ownImperial: true,
  }),
  p('cutstrip-5000', 'CutStrip 5000', 'schleuniger', `${CS}/cut-strip-machines`, 'cut-strip', ['cap-stripping'], {
    status: 'discontinued',
    variants: 1,
  }),
  p('stripmaster-100', 'StripMaster 100', 'schleuniger', `${CS}/stripping-machines`, 'stripper', ['cap-stripping'], {
    french: true,
  }),
  p('stripmaster-250', 'StripMaster 250', 'schleuniger', `${CS}/stripping-machines`, 'stripper', ['cap-stripping'], {}),
  p('coaxstrip-300', 'CoaxStrip 300', 'adaptronic', `${CS}/stripping-machines`, 'stripper', ['cap-stripping'], {
    variants: 3,
    video: true,
  }),
  p(
    'laserstrip-lx',
    'LaserStrip LX',
    'diit',
    `${CS}/stripping-machines`,
    'stripper',
    ['cap-stripping', 'cap-marking'],
    { supportedCountries: EUROPE },
  ),
  p('cutmaster-60', 'CutMaster 60', 'schleuniger', `${CS}/cutting-machines`, 'cutter', ['cap-cutting', 'cap-tube'], {
    french: true,
  }),
  p('tubecut-8', 'TubeCut 8', 'wustec', `${CS}/cutting-machines`, 'cutter', ['cap-tube'], { variants: 1 }),
  p('rotocut-1200', 'RotoCut 1200', 'hosver', `${CS}/cutting-machines`, 'cutter', ['cap-cutting'], {
    status: 'cancelled',
  }),
  p(
    'crimpcenter-64',
    'CrimpCenter 64',
    'schleuniger',
    `${CR}/crimp-centers`,
    'crimp-center',
    ['cap-crimping', 'cap-stripping', 'cap-quality'],
    { variants: 3, video: true, french: true },
  ),
  p(
    'crimpcenter-36',
    'CrimpCenter 36',
    'schleuniger',
    `${CR}/crimp-centers`,
    'crimp-center',
    ['cap-crimping', 'cap-stripping'],
    {},
  ),
  p(
    'omega-c-750',
    'Omega C 750',
    'adaptronic',
    `${CR}/crimp-centers`,
    'crimp-center',
    ['cap-crimping', 'cap-quality'],
    { ownImperial: true },
  ),
  p('crimpline-ultra', 'CrimpLine Ultra', 'hosver', `${CR}/crimp-centers`, 'crimp-center', ['cap-crimping'], {
    supportedCountries: AMERICAS,
  }),
  p('crimppress-2t', 'CrimpPress 2T', 'adaptronic', `${CR}/bench-top-presses`, 'press', ['cap-crimping'], {
    french: true,
  }),
  p('crimppress-5t', 'CrimpPress 5T', 'adaptronic', `${CR}/bench-top-presses`, 'press', ['cap-crimping'], {
    variants: 1,
  }),
  p('ultrasplice-40', 'UltraSplice 40', 'wustec', `${CR}/bench-top-presses`, 'press', ['cap-ultrasonic'], {
    video: true,
  }),
  p('crimpcheck-qc', 'CrimpCheck QC', 'diit', CR, 'tester', ['cap-quality', 'cap-crimping'], { variants: 1 }),
  p('harnessboard-flex', 'HarnessBoard Flex', 'diit', `${HA}/harness-boards`, 'harness-board', ['cap-industry40'], {
    french: true,
  }),
  p(
    'harnesspro-line',
    'HarnessPro Line',
    'kudex',
    `${HA}/harness-boards`,
    'harness-board',
    ['cap-industry40', 'cap-quality'],
    {},
  ),
  p('tapewrap-tw20', 'TapeWrap TW 20', 'wustec', `${HA}/harness-boards`, 'harness-board', ['cap-marking'], {
    variants: 1,
  }),
  p('twistmaster-500', 'TwistMaster 500', 'schleuniger', `${HA}/twisting-machines`, 'twister', ['cap-twisting'], {}),
  p(
    'twistmaster-900',
    'TwistMaster 900',
    'schleuniger',
    `${HA}/twisting-machines`,
    'twister',
    ['cap-twisting', 'cap-industry40'],
    { variants: 3, ownImperial: true },
  ),
  p('easy-wire-ch2', 'Easy-Wire CH2', 'cirris', `${TE}/cable-testers`, 'tester', ['cap-quality'], { french: true }),
  p('signature-1100r', 'Signature 1100R', 'cirris', `${TE}/cable-testers`, 'tester', ['cap-quality'], {
    ownImperial: true,
  }),
  p('touchone-pro', 'TouchOne Pro', 'cirris', `${TE}/cable-testers`, 'tester', ['cap-quality'], { variants: 1 }),
  p('pulltest-pt50', 'PullTest PT 50', 'cirris', `${TE}/pull-force-testers`, 'pull-tester', ['cap-quality'], {
    supportedCountries: AMERICAS,
    ownImperial: true,
  }),
  p('pulltest-pt200', 'PullTest PT 200', 'adaptronic', `${TE}/pull-force-testers`, 'pull-tester', ['cap-quality'], {
    supportedCountries: AMERICAS,
  }),
  p('care-basic', 'Care Basic', 'kudex', `${SC}/maintenance-plans`, 'service', ['cap-service'], {
    type: 'service',
    variants: 1,
    french: true,
  }),
  p('care-premium', 'Care Premium', 'kudex', `${SC}/maintenance-plans`, 'service', ['cap-service'], {
    type: 'service',
  }),
  p('care-uptime', 'Care Uptime 24/7', 'kudex', `${SC}/maintenance-plans`, 'service', ['cap-service'], {
    type: 'service',
    supportedCountries: EUROPE,
  }),
  p('remote-assist', 'Remote Assist', 'kudex', `${SC}/remote-support`, 'service', ['cap-service', 'cap-industry40'], {
    type: 'service',
    variants: 1,
  }),
  p('ar-service', 'AR Service', 'kudex', `${SC}/remote-support`, 'service', ['cap-service'], {
    type: 'service',
    status: 'discontinued',
    variants: 1,
  }),
  p('operator-training', 'Operator training', 'kudex', 'services/training', 'training', ['cap-service'], {
    type: 'service',
    localizedName: { en: 'Operator training', de: 'Bedienerschulung', fr: 'Formation des opérateurs' },
    french: true,
  }),
  p('maintenance-training', 'Maintenance training', 'kudex', 'services/training', 'training', ['cap-service'], {
    type: 'service',
    localizedName: { en: 'Maintenance training', de: 'Wartungsschulung' },
  }),
  p('e-learning-academy', 'E-Learning Academy', 'kudex', 'services/training', 'training', ['cap-service'], {
    type: 'service',
    variants: 1,
    localizedName: { en: 'E-Learning Academy', de: 'E-Learning-Akademie' },
  }),
  p('blade-kit', 'Blade and guide kit', 'schleuniger', 'services/spare-parts', 'parts', ['cap-service'], {
    type: 'service',
    localizedName: { en: 'Blade and guide kit', de: 'Messer- und Führungsset' },
    variants: 3,
  }),
  p(
    'applicator-refurbishment',
    'Crimp applicator refurbishment',
    'adaptronic',
    'services/spare-parts',
    'parts',
    ['cap-service', 'cap-crimping'],
    {
      type: 'service',
      localizedName: { en: 'Crimp applicator refurbishment', de: 'Aufbereitung von Crimpwerkzeugen' },
      variants: 1,
    },
  ),
  p('wire-flow', 'WIRE Flow', 'kudex', `${SW}/production-software`, 'software', ['cap-industry40'], {
    french: true,
    video: true,
  }),
  p('wire-mind', 'WIRE Mind', 'kudex', `${SW}/production-software`, 'software', ['cap-industry40', 'cap-quality'], {}),
  p('harness-designer', 'Harness Designer', 'diit', `${SW}/production-software`, 'software', ['cap-industry40'], {
    variants: 1,
  }),
  p('machine-os', 'S.ON machine software', 'schleuniger', `${SW}/machine-software`, 'software', ['cap-industry40'], {
    variants: 1,
  }),
  p('edge-gateway', 'Edge Gateway', 'kudex', 'smart-factory/connectivity', 'connectivity', ['cap-industry40'], {}),
  p('opc-ua-connector', 'OPC UA Connector', 'kudex', 'smart-factory/connectivity', 'connectivity', ['cap-industry40'], {
    variants: 1,
  }),
];
