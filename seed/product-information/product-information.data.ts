// Demo product documentation and parts: which demo company owns which catalogue product, the
// manuals of those products with their topics, and their spare parts. Product slugs are the catalogue seed's.

export interface SeedOwnership {
  companySlug: string;
  productSlugs: string[];
}

export interface SeedTopic {
  id: string;
  title: string;
  html: string;
}

export interface SeedManual {
  id: string;
  productSlug: string;
  kind: 'operating' | 'maintenance';
  title: string;
  topics: SeedTopic[];
}

export interface SeedPart {
  productSlug: string;
  articleNumber: string;
  name: string;
  description: string;
  stock: number;
  availabilityDays: number;
  location: string;
  imageId: string | null;
}

/** The products with documentation and parts, with a short code for article numbers and their machine kind. */
const PRODUCTS = [
  { slug: 'cutstrip-9000', name: 'CutStrip 9000', code: 'CS9', kind: 'cut-strip' },
  { slug: 'crimpcenter-64', name: 'CrimpCenter 64', code: 'CC64', kind: 'crimp-center' },
  { slug: 'stripmaster-100', name: 'StripMaster 100', code: 'SM1', kind: 'stripper' },
  { slug: 'easy-wire-ch2', name: 'Easy-Wire CH2', code: 'EW2', kind: 'tester' },
  { slug: 'twistmaster-500', name: 'TwistMaster 500', code: 'TM5', kind: 'twister' },
  { slug: 'omega-c-750', name: 'Omega C 750', code: 'OC7', kind: 'crimp-center' },
  { slug: 'pulltest-pt50', name: 'PullTest PT 50', code: 'PT50', kind: 'pull-tester' },
  { slug: 'coaxstrip-300', name: 'CoaxStrip 300', code: 'CX3', kind: 'stripper' },
] as const;

/**
 * Apex owns five of them, Borealis four; Easy-Wire CH2 is in both installed bases and CutStrip 9000 only in Apex's
 * (the company-scoping tests use both facts). Kudex's internal employees see every product without owning any.
 */
export const SEED_OWNERSHIP: SeedOwnership[] = [
  {
    companySlug: 'apex',
    productSlugs: ['cutstrip-9000', 'crimpcenter-64', 'stripmaster-100', 'easy-wire-ch2', 'twistmaster-500'],
  },
  { companySlug: 'borealis', productSlugs: ['omega-c-750', 'pulltest-pt50', 'coaxstrip-300', 'easy-wire-ch2'] },
];

const LOCATIONS = [
  'Central warehouse Thun (CH)',
  'Regional hub Hamburg (DE)',
  'Service center Detroit (US)',
  'Warehouse Suzhou (CN)',
];

/** Eight parts per product, named for what wears on such a machine. */
const PART_NAMES = [
  ['Cutting blade set', 'Hardened steel blades for clean cuts; replace as a pair.'],
  ['Stripping blade V-type', 'V-shaped blade for round insulation up to 6 mm².'],
  ['Guide tube', 'Wire guide tube; the inner diameter follows the wire cross-section.'],
  ['Drive belt', 'Toothed drive belt of the transport unit.'],
  ['Feed roller pair', 'Polyurethane feed rollers with bearings.'],
  ['Proximity sensor', 'Inductive sensor of the end position.'],
  ['Pneumatic valve', '5/2-way valve with manual override.'],
  ['Safety cover hinge', 'Hinge with interlock of the protective cover.'],
] as const;

/** Deterministic stock and lead times: some parts in stock, some soon, some on request. */
function availability(productIndex: number, partIndex: number): { stock: number; availabilityDays: number } {
  const n = (productIndex * 7 + partIndex * 5) % 11;
  if (n < 5) return { stock: n * 3 + 1, availabilityDays: 0 };
  if (n < 9) return { stock: 0, availabilityDays: n + 2 };
  return { stock: 0, availabilityDays: 30 + n * 2 };
}

export const SEED_PARTS: SeedPart[] = PRODUCTS.flatMap((product, productIndex) =>
  PART_NAMES.map(([name, description], partIndex) => ({
    productSlug: product.slug,
    articleNumber: `KX-${product.code}-${String(101 + partIndex * 7).padStart(4, '0')}`,
    name,
    description,
    ...availability(productIndex, partIndex),
    location: LOCATIONS[(productIndex + partIndex) % LOCATIONS.length]!,
    imageId: partIndex % 3 === 2 ? null : `img-parts-${partIndex % 2}`,
  })),
);

const operatingTopics = (name: string, slug: string): SeedTopic[] => [
  {
    id: `${slug}-op-safety`,
    title: 'Safety instructions',
    html:
      `<p>Read these instructions before you operate the <strong>${name}</strong>.</p>` +
      '<ul><li>Operate the machine only with the safety cover closed.</li>' +
      '<li>Wear eye protection when cutting hard wire.</li>' +
      '<li>Disconnect the power supply before opening the housing.</li></ul>',
  },
  {
    id: `${slug}-op-setup`,
    title: 'Setting up a job',
    html:
      '<h2>Before you start</h2><p>Check that the blades match the wire cross-section.</p>' +
      '<ol><li>Select the article in the job list.</li><li>Insert the wire into the guide tube.</li>' +
      '<li>Start a test piece and measure it.</li></ol>' +
      // A stored topic may hold markup the allow-list drops: the page shows the text, never the script.
      '<p onclick="alert(1)">Adjust the length in steps of 0.1 mm.</p><script>alert("x")</script>',
  },
  {
    id: `${slug}-op-errors`,
    title: 'Error messages',
    html:
      '<table><thead><tr><th scope="col">Code</th><th scope="col">Meaning</th></tr></thead><tbody>' +
      '<tr><td>E01</td><td>Wire end not detected</td></tr>' +
      '<tr><td>E07</td><td>Blade position out of tolerance</td></tr></tbody></table>',
  },
];

const maintenanceTopics = (name: string, slug: string): SeedTopic[] => [
  {
    id: `${slug}-mt-schedule`,
    title: 'Maintenance schedule',
    html:
      `<p>Service the ${name} at these intervals:</p>` +
      '<ul><li>Daily: clean the blades and the guide tube.</li><li>Weekly: check the drive belt tension.</li>' +
      '<li>Every 500 hours: replace the feed rollers.</li></ul>',
  },
  {
    id: `${slug}-mt-blades`,
    title: 'Changing the blades',
    html:
      '<p>Use only original blade sets. Loosen the two clamping screws, take the blades out with the tool ' +
      'supplied and insert the new pair with the marking facing you.</p>',
  },
];

export const SEED_MANUALS: SeedManual[] = PRODUCTS.flatMap((product) => [
  {
    id: `${product.slug}-operating`,
    productSlug: product.slug,
    kind: 'operating' as const,
    title: `${product.name} operating manual`,
    topics: operatingTopics(product.name, product.slug),
  },
  {
    id: `${product.slug}-maintenance`,
    productSlug: product.slug,
    kind: 'maintenance' as const,
    title: `${product.name} maintenance manual`,
    topics: maintenanceTopics(product.name, product.slug),
  },
]);
