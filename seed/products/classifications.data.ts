import type { Localized } from '../../modules/files/files.schema.js';

export interface SeedClassification {
  /** Also the slug path, e.g. `products/cutting-stripping`. */
  id: string;
  slug: string;
  parent: string | null;
  name: Localized;
  description: Localized;
  supportedCountries?: string[];
  /** Seed image kind (see seed/files/assets.ts). */
  image?: string;
}

/** Countries of the Americas: some products and one classification are offered there only. */
export const AMERICAS = ['US', 'CA', 'MX', 'BR'];
/** Europe: some products are not offered in the Americas. */
export const EUROPE = ['CH', 'DE', 'AT', 'FR', 'ES', 'PT', 'CZ', 'SK', 'HU', 'RO', 'GB'];

const c = (
  id: string,
  name: Localized,
  description: Localized,
  extra: Partial<SeedClassification> = {},
): SeedClassification => {
  const parts = id.split('/');
  return {
    id,
    slug: parts.at(-1)!,
    parent: parts.length > 1 ? parts.slice(0, -1).join('/') : null,
    name,
    description,
    ...extra,
  };
};

/** SPEC §3: three top classifications (products, services, smart-factory), three levels deep. */
export const SEED_CLASSIFICATIONS: SeedClassification[] = [
  c(
    'products',
    { en: 'Products', de: 'Produkte', fr: 'Produits' },
    {
      en: 'Machines for every step of wire processing, from the single wire to the finished harness.',
      de: 'Maschinen für jeden Schritt der Kabelverarbeitung, vom Einzelkabel bis zum fertigen Kabelbaum.',
      fr: 'Des machines pour chaque étape du traitement des fils, du fil unique au faisceau terminé.',
    },
  ),
  c(
    'products/cutting-stripping',
    { en: 'Cutting and stripping', de: 'Schneiden und Abisolieren', fr: 'Coupe et dénudage' },
    {
      en: 'Cut, strip and mark wires and cables with precision at any volume.',
      de: 'Drähte und Kabel präzise schneiden, abisolieren und markieren – in jeder Stückzahl.',
      fr: 'Couper, dénuder et marquer fils et câbles avec précision, quel que soit le volume.',
    },
    { image: 'cut-strip' },
  ),
  c(
    'products/cutting-stripping/cut-strip-machines',
    { en: 'Cut and strip machines', de: 'Schneid- und Abisolierautomaten', fr: 'Machines de coupe et dénudage' },
    {
      en: 'Fully automatic machines that cut and strip in one cycle.',
      de: 'Vollautomaten, die in einem Zyklus schneiden und abisolieren.',
    },
    { image: 'cut-strip' },
  ),
  c(
    'products/cutting-stripping/stripping-machines',
    { en: 'Stripping machines', de: 'Abisoliermaschinen', fr: 'Dénudeuses' },
    {
      en: 'Bench-top strippers for single wires, coaxial and multi-conductor cables.',
      de: 'Tischgeräte zum Abisolieren von Einzeladern, Koaxial- und Mehrleiterkabeln.',
    },
    { image: 'stripper' },
  ),
  c(
    'products/cutting-stripping/cutting-machines',
    { en: 'Cutting machines', de: 'Schneidemaschinen', fr: 'Machines de coupe' },
    {
      en: 'Cut wires, tubes and hoses to length.',
      de: 'Drähte, Schläuche und Rohre auf Länge schneiden.',
    },
    { image: 'cutter' },
  ),
  c(
    'products/crimping',
    { en: 'Crimping', de: 'Crimpen', fr: 'Sertissage' },
    {
      en: 'Crimp centers and presses for reliable terminations.',
      de: 'Crimpcenter und Pressen für zuverlässige Verbindungen.',
      fr: 'Centres et presses de sertissage pour des connexions fiables.',
    },
    { image: 'crimp-center' },
  ),
  c(
    'products/crimping/crimp-centers',
    { en: 'Crimp centers', de: 'Crimpcenter', fr: 'Centres de sertissage' },
    {
      en: 'Fully automatic cut, strip, seal and crimp in one machine.',
      de: 'Vollautomatisch schneiden, abisolieren, Tüllen setzen und crimpen in einer Maschine.',
    },
    { image: 'crimp-center' },
  ),
  c(
    'products/crimping/bench-top-presses',
    { en: 'Bench-top presses', de: 'Tischpressen', fr: 'Presses d’établi' },
    {
      en: 'Semi-automatic presses and splicers for the work bench.',
      de: 'Halbautomatische Pressen und Spleißgeräte für den Arbeitsplatz.',
    },
    { image: 'press' },
  ),
  c(
    'products/harness-assembly',
    { en: 'Harness assembly', de: 'Kabelbaumfertigung', fr: 'Assemblage de faisceaux' },
    {
      en: 'Boards, twisting and taping for efficient harness assembly.',
      de: 'Formbretter, Verdrillen und Bewickeln für eine effiziente Kabelbaumfertigung.',
    },
    { image: 'harness-board' },
  ),
  c(
    'products/harness-assembly/harness-boards',
    { en: 'Harness boards', de: 'Formbretter', fr: 'Planches de câblage' },
    { en: 'Digital assembly boards and taping machines.', de: 'Digitale Formbretter und Bewickelmaschinen.' },
    { image: 'harness-board' },
  ),
  c(
    'products/harness-assembly/twisting-machines',
    { en: 'Twisting machines', de: 'Verdrillmaschinen', fr: 'Torsadeuses' },
    { en: 'Twist wire pairs with exact lay lengths.', de: 'Aderpaare mit exakter Schlaglänge verdrillen.' },
    { image: 'twister' },
  ),
  c(
    'products/testing',
    { en: 'Testing', de: 'Prüfen', fr: 'Contrôle' },
    {
      en: 'Cable testers and pull-force testers for proven quality.',
      de: 'Kabeltester und Auszugskraftprüfer für nachgewiesene Qualität.',
    },
    { image: 'tester' },
  ),
  c(
    'products/testing/cable-testers',
    { en: 'Cable testers', de: 'Kabeltester', fr: 'Testeurs de câbles' },
    { en: 'Continuity, hipot and resistance testing.', de: 'Durchgangs-, Hochspannungs- und Widerstandsprüfung.' },
    { image: 'tester' },
  ),
  c(
    'products/testing/pull-force-testers',
    { en: 'Pull-force testers', de: 'Auszugskraftprüfer', fr: 'Testeurs de traction' },
    {
      en: 'Measure the pull-out force of crimped terminals.',
      de: 'Die Auszugskraft gecrimpter Kontakte messen.',
    },
    { image: 'pull-tester', supportedCountries: AMERICAS },
  ),
  c(
    'services',
    { en: 'Services', de: 'Dienstleistungen', fr: 'Services' },
    {
      en: 'Service for the whole life of your machines.',
      de: 'Service über den ganzen Lebenszyklus Ihrer Maschinen.',
      fr: 'Un service pour toute la vie de vos machines.',
    },
  ),
  c(
    'services/service-contracts',
    { en: 'Service contracts', de: 'Serviceverträge', fr: 'Contrats de service' },
    {
      en: 'Planned maintenance and guaranteed response times.',
      de: 'Geplante Wartung und garantierte Reaktionszeiten.',
    },
    { image: 'service' },
  ),
  c(
    'services/service-contracts/maintenance-plans',
    { en: 'Maintenance plans', de: 'Wartungspläne', fr: 'Plans de maintenance' },
    { en: 'Preventive maintenance at fixed prices.', de: 'Vorbeugende Wartung zu festen Preisen.' },
    { image: 'service' },
  ),
  c(
    'services/service-contracts/remote-support',
    { en: 'Remote support', de: 'Fernunterstützung', fr: 'Assistance à distance' },
    { en: 'Our experts on your line in minutes.', de: 'Unsere Fachleute in Minuten an Ihrer Linie.' },
    { image: 'service' },
  ),
  c(
    'services/training',
    { en: 'Training', de: 'Schulungen', fr: 'Formations' },
    { en: 'Courses for operators and maintenance staff.', de: 'Kurse für Bedien- und Instandhaltungspersonal.' },
    { image: 'training' },
  ),
  c(
    'services/spare-parts',
    { en: 'Spare parts', de: 'Ersatzteile', fr: 'Pièces de rechange' },
    { en: 'Original parts and refurbishment.', de: 'Originalteile und Aufbereitung.' },
    { image: 'parts' },
  ),
  c(
    'smart-factory',
    { en: 'Smart factory', de: 'Smart Factory', fr: 'Usine intelligente' },
    {
      en: 'Software and connectivity for a transparent wire-processing shop floor.',
      de: 'Software und Konnektivität für eine transparente Kabelverarbeitung.',
    },
  ),
  c(
    'smart-factory/software',
    { en: 'Software', de: 'Software', fr: 'Logiciels' },
    { en: 'Plan, run and analyse production.', de: 'Produktion planen, steuern und auswerten.' },
    { image: 'software' },
  ),
  c(
    'smart-factory/software/production-software',
    { en: 'Production software', de: 'Produktionssoftware', fr: 'Logiciels de production' },
    { en: 'Order management and analytics.', de: 'Auftragsverwaltung und Analysen.' },
    { image: 'software' },
  ),
  c(
    'smart-factory/software/machine-software',
    { en: 'Machine software', de: 'Maschinensoftware', fr: 'Logiciels machine' },
    { en: 'The operating software of our machines.', de: 'Die Bediensoftware unserer Maschinen.' },
    { image: 'software' },
  ),
  c(
    'smart-factory/connectivity',
    { en: 'Connectivity', de: 'Konnektivität', fr: 'Connectivité' },
    { en: 'Connect machines to your MES and ERP.', de: 'Maschinen an MES und ERP anbinden.' },
    { image: 'connectivity' },
  ),
];

/** SPEC §3 Capability; slugs are derived from these names. */
export const SEED_CAPABILITIES: { id: string; name: Localized; description: Localized; image: string }[] = [
  {
    id: 'cap-stripping',
    name: { en: 'Wire stripping', de: 'Abisolieren', fr: 'Dénudage' },
    description: {
      en: 'Removing insulation without nicking the conductor.',
      de: 'Isolation entfernen, ohne den Leiter zu verletzen.',
    },
    image: 'stripper',
  },
  {
    id: 'cap-cutting',
    name: { en: 'Cutting to length', de: 'Ablängen', fr: 'Coupe à longueur' },
    description: { en: 'Exact lengths at high speed.', de: 'Exakte Längen bei hoher Geschwindigkeit.' },
    image: 'cutter',
  },
  {
    id: 'cap-crimping',
    name: { en: 'Crimping', de: 'Crimpen', fr: 'Sertissage' },
    description: { en: 'Gas-tight terminations, monitored.', de: 'Gasdichte, überwachte Verbindungen.' },
    image: 'crimp-center',
  },
  {
    id: 'cap-tube',
    name: { en: 'Tube & hose cutting', de: 'Schlauch- & Rohrschneiden', fr: 'Coupe de tubes & gaines' },
    description: { en: 'Clean cuts in tubes and hoses.', de: 'Saubere Schnitte in Schläuchen und Rohren.' },
    image: 'cutter',
  },
  {
    id: 'cap-ultrasonic',
    name: { en: 'Ultrasonic welding', de: 'Ultraschallschweißen', fr: 'Soudage par ultrasons' },
    description: { en: 'Splices without solder.', de: 'Spleiße ohne Lot.' },
    image: 'press',
  },
  {
    id: 'cap-twisting',
    name: { en: 'Twisting', de: 'Verdrillen', fr: 'Torsadage' },
    description: { en: 'Exact lay lengths for data lines.', de: 'Exakte Schlaglängen für Datenleitungen.' },
    image: 'twister',
  },
  {
    id: 'cap-quality',
    name: { en: 'Quality monitoring', de: 'Qualitätsüberwachung', fr: 'Contrôle qualité' },
    description: {
      en: 'Every part checked, every result recorded.',
      de: 'Jedes Teil geprüft, jedes Ergebnis aufgezeichnet.',
    },
    image: 'tester',
  },
  {
    id: 'cap-industry40',
    name: { en: 'Industry 4.0 connectivity', de: 'Industrie 4.0-Konnektivität', fr: 'Connectivité Industrie 4.0' },
    description: { en: 'Machines that talk to your systems.', de: 'Maschinen, die mit Ihren Systemen sprechen.' },
    image: 'connectivity',
  },
  {
    id: 'cap-marking',
    name: { en: 'Marking', de: 'Markieren', fr: 'Marquage' },
    description: { en: 'Inkjet and laser marking inline.', de: 'Tintenstrahl- und Lasermarkierung inline.' },
    image: 'cut-strip',
  },
  {
    id: 'cap-service',
    name: { en: 'Lifecycle service', de: 'Lebenszyklus-Service', fr: 'Service cycle de vie' },
    description: { en: 'From installation to retrofit.', de: 'Von der Installation bis zum Retrofit.' },
    image: 'service',
  },
];
