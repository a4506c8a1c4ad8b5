import type { Localized } from '../../modules/files/files.schema.js';
import type { SeedKind } from './products.data.js';

export interface SpecTemplate {
  key: string;
  name: Localized;
  unit?: string;
  /** Metric values are converted for the imperial view unless the product has its own imperial value. */
  system: 'Metric' | 'None';
  value: (i: number) => string;
  /** A rounded imperial value of the product's own (only seeded for products with `ownImperial`). */
  imperial?: (i: number) => [value: string, unit: string];
  /** Some products lack this specification (shown as n/a in a comparison). */
  missingFor?: (i: number) => boolean;
}

export interface KindTemplate {
  noun: Localized;
  specs: SpecTemplate[];
  /** Specs per variant (v = 0, 1, 2). */
  variantSpecs: {
    key: string;
    name: Localized;
    unit?: string;
    system: 'Metric' | 'None';
    value: (v: number, i: number) => string;
  }[];
  /** The metric value the variant is named by (variant names: metric and imperial). */
  variantLabel: (v: number) => { value: string; unit?: string };
  highlights: [Localized, Localized];
}

const range = (a: number, b: number) => `${a} – ${b}`;

const MACHINE_SPECS: SpecTemplate[] = [
  {
    key: 'weight',
    name: { en: 'Weight', de: 'Gewicht', fr: 'Poids' },
    unit: 'kg',
    system: 'Metric',
    value: (i) => String(45 + ((i * 17) % 180)),
    imperial: (i) => [String(Math.round(((45 + ((i * 17) % 180)) * 2.2) / 5) * 5), 'lb'],
  },
  {
    key: 'width',
    name: { en: 'Width', de: 'Breite', fr: 'Largeur' },
    unit: 'mm',
    system: 'Metric',
    value: (i) => String(600 + ((i * 37) % 700)),
    imperial: (i) => [String(Math.round((600 + ((i * 37) % 700)) / 25.4)), 'in'],
  },
  {
    key: 'depth',
    name: { en: 'Depth', de: 'Tiefe', fr: 'Profondeur' },
    unit: 'mm',
    system: 'Metric',
    value: (i) => String(450 + ((i * 23) % 400)),
  },
  {
    key: 'height',
    name: { en: 'Height', de: 'Höhe', fr: 'Hauteur' },
    unit: 'mm',
    system: 'Metric',
    value: (i) => String(380 + ((i * 29) % 900)),
  },
  {
    key: 'power-supply',
    name: { en: 'Power supply', de: 'Stromversorgung', fr: 'Alimentation' },
    system: 'None',
    value: () => '100 – 240 V AC, 50/60 Hz',
  },
  {
    key: 'air-supply',
    name: { en: 'Compressed air', de: 'Druckluft', fr: 'Air comprimé' },
    unit: 'bar',
    system: 'Metric',
    value: (i) => String(5 + (i % 3)),
    missingFor: (i) => i % 3 === 1,
  },
  {
    key: 'noise',
    name: { en: 'Noise level', de: 'Geräuschpegel', fr: 'Niveau sonore' },
    unit: 'dB(A)',
    system: 'None',
    value: (i) => String(68 + (i % 9)),
  },
  {
    key: 'temperature',
    name: { en: 'Operating temperature', de: 'Betriebstemperatur', fr: 'Température de service' },
    unit: '°C',
    system: 'Metric',
    value: () => range(5, 40),
  },
  {
    key: 'interfaces',
    name: { en: 'Interfaces', de: 'Schnittstellen', fr: 'Interfaces' },
    system: 'None',
    value: (i) => (i % 2 ? 'Ethernet, USB, RS-232' : 'Ethernet, USB'),
  },
  {
    key: 'warranty',
    name: { en: 'Warranty', de: 'Garantie', fr: 'Garantie' },
    system: 'None',
    value: () => '24 months',
  },
  {
    key: 'certification',
    name: { en: 'Certification', de: 'Zertifizierung', fr: 'Certification' },
    system: 'None',
    value: (i) => (i % 4 ? 'CE' : 'CE, UL'),
  },
];

const SERVICE_SPECS: SpecTemplate[] = [
  {
    key: 'response-time',
    name: { en: 'Response time', de: 'Reaktionszeit', fr: 'Délai d’intervention' },
    unit: 'h',
    system: 'None',
    value: (i) => String([4, 8, 24, 48][i % 4]),
  },
  {
    key: 'visits',
    name: { en: 'Preventive visits per year', de: 'Wartungsbesuche pro Jahr', fr: 'Visites préventives par an' },
    system: 'None',
    value: (i) => String(1 + (i % 4)),
  },
  {
    key: 'hotline',
    name: { en: 'Hotline', de: 'Hotline', fr: 'Assistance téléphonique' },
    system: 'None',
    value: (i) => (i % 2 ? '24/7' : 'Mon – Fri, 8 – 17'),
  },
  {
    key: 'parts-discount',
    name: { en: 'Spare parts discount', de: 'Rabatt auf Ersatzteile', fr: 'Remise sur pièces' },
    unit: '%',
    system: 'None',
    value: (i) => String(5 + (i % 4) * 5),
  },
  {
    key: 'term',
    name: { en: 'Contract term', de: 'Vertragslaufzeit', fr: 'Durée du contrat' },
    unit: 'months',
    system: 'None',
    value: (i) => String(12 * (1 + (i % 3))),
  },
  {
    key: 'travel',
    name: { en: 'Travel costs included', de: 'Reisekosten inbegriffen', fr: 'Frais de déplacement inclus' },
    system: 'None',
    value: (i) => (i % 2 ? 'yes' : 'no'),
  },
  {
    key: 'languages',
    name: { en: 'Languages', de: 'Sprachen', fr: 'Langues' },
    system: 'None',
    value: () => 'EN, DE, FR, ES, ZH',
  },
  {
    key: 'remote',
    name: { en: 'Remote diagnosis', de: 'Ferndiagnose', fr: 'Diagnostic à distance' },
    system: 'None',
    value: () => 'yes',
  },
  {
    key: 'report',
    name: { en: 'Service report', de: 'Servicebericht', fr: 'Rapport de service' },
    system: 'None',
    value: () => 'digital',
  },
  {
    key: 'travel-radius',
    name: { en: 'Service radius', de: 'Serviceradius', fr: 'Rayon d’intervention' },
    unit: 'km',
    system: 'Metric',
    value: (i) => String(100 + (i % 5) * 50),
  },
];

const SOFTWARE_SPECS: SpecTemplate[] = [
  {
    key: 'deployment',
    name: { en: 'Deployment', de: 'Betrieb', fr: 'Déploiement' },
    system: 'None',
    value: (i) => (i % 2 ? 'Cloud or on premises' : 'Cloud'),
  },
  {
    key: 'users',
    name: { en: 'Concurrent users', de: 'Gleichzeitige Benutzer', fr: 'Utilisateurs simultanés' },
    system: 'None',
    value: (i) => String(10 * (1 + (i % 5))),
  },
  {
    key: 'os',
    name: { en: 'Operating system', de: 'Betriebssystem', fr: 'Système d’exploitation' },
    system: 'None',
    value: () => 'Windows 11, Linux',
  },
  {
    key: 'database',
    name: { en: 'Database', de: 'Datenbank', fr: 'Base de données' },
    system: 'None',
    value: () => 'PostgreSQL',
  },
  {
    key: 'protocols',
    name: { en: 'Protocols', de: 'Protokolle', fr: 'Protocoles' },
    system: 'None',
    value: (i) => (i % 2 ? 'OPC UA, MQTT, REST' : 'OPC UA, REST'),
  },
  {
    key: 'licence',
    name: { en: 'Licence', de: 'Lizenz', fr: 'Licence' },
    system: 'None',
    value: (i) => (i % 2 ? 'Subscription' : 'Perpetual'),
  },
  {
    key: 'updates',
    name: { en: 'Updates', de: 'Aktualisierungen', fr: 'Mises à jour' },
    system: 'None',
    value: () => 'Quarterly',
  },
  { key: 'languages', name: { en: 'Languages', de: 'Sprachen', fr: 'Langues' }, system: 'None', value: () => '11' },
  {
    key: 'machines',
    name: { en: 'Machines supported', de: 'Unterstützte Maschinen', fr: 'Machines prises en charge' },
    system: 'None',
    value: (i) => String(50 + i * 3),
  },
  {
    key: 'storage',
    name: { en: 'Data retention', de: 'Datenaufbewahrung', fr: 'Conservation des données' },
    unit: 'months',
    system: 'None',
    value: () => '36',
  },
];

const kind = (
  noun: Localized,
  specs: SpecTemplate[],
  variantSpecs: KindTemplate['variantSpecs'],
  variantLabel: KindTemplate['variantLabel'],
  highlights: [Localized, Localized],
): KindTemplate => ({ noun, specs, variantSpecs, variantLabel, highlights });

const crossSection = [2.5, 6, 16];

export const KINDS: Record<SeedKind, KindTemplate> = {
  'cut-strip': kind(
    { en: 'cut and strip machine', de: 'Schneid- und Abisolierautomat', fr: 'machine de coupe et dénudage' },
    [
      ...MACHINE_SPECS,
      {
        key: 'cross-section',
        name: { en: 'Wire cross-section', de: 'Leiterquerschnitt', fr: 'Section de fil' },
        unit: 'mm²',
        system: 'Metric',
        value: (i) => range(0.08, [6, 10, 16][i % 3]!),
      },
      {
        key: 'wire-length',
        name: { en: 'Wire length', de: 'Kabellänge', fr: 'Longueur de fil' },
        unit: 'm',
        system: 'Metric',
        value: (i) => range(0.001, 1000 - (i % 3) * 100),
        imperial: (i) => [range(0.004, 3300 - (i % 3) * 300), 'ft'],
      },
      {
        key: 'strip-length',
        name: { en: 'Strip length', de: 'Abisolierlänge', fr: 'Longueur de dénudage' },
        unit: 'mm',
        system: 'Metric',
        value: (i) => range(0.1, 999 - i),
      },
      {
        key: 'speed',
        name: { en: 'Wire feed speed', de: 'Vorschubgeschwindigkeit', fr: 'Vitesse d’avance' },
        unit: 'm/s',
        system: 'Metric',
        value: (i) => String(3 + (i % 5)),
      },
      {
        key: 'blades',
        name: { en: 'Blade system', de: 'Messersystem', fr: 'Système de lames' },
        system: 'None',
        value: (i) => (i % 2 ? 'Rotary' : 'V-blades'),
      },
      {
        key: 'stations',
        name: { en: 'Processing stations', de: 'Bearbeitungsstationen', fr: 'Stations de traitement' },
        system: 'None',
        value: (i) => String(2 + (i % 4)),
      },
    ],
    [
      {
        key: 'max-cross-section',
        name: { en: 'Maximum cross-section', de: 'Maximaler Querschnitt', fr: 'Section maximale' },
        unit: 'mm²',
        system: 'Metric',
        value: (v) => String(crossSection[v]),
      },
      {
        key: 'outer-diameter',
        name: { en: 'Outer diameter', de: 'Aussendurchmesser', fr: 'Diamètre extérieur' },
        unit: 'mm',
        system: 'Metric',
        value: (v) => String([4.5, 6.5, 10][v]),
      },
    ],
    (v) => ({ value: String(crossSection[v]), unit: 'mm²' }),
    [
      { en: 'Set up in seconds', de: 'In Sekunden umgerüstet', fr: 'Réglage en quelques secondes' },
      { en: 'See it run', de: 'Im Einsatz erleben', fr: 'La voir en action' },
    ],
  ),
  stripper: kind(
    { en: 'stripping machine', de: 'Abisoliermaschine', fr: 'dénudeuse' },
    [
      ...MACHINE_SPECS,
      {
        key: 'cross-section',
        name: { en: 'Wire cross-section', de: 'Leiterquerschnitt', fr: 'Section de fil' },
        unit: 'mm²',
        system: 'Metric',
        value: (i) => range(0.03, [4, 6, 10][i % 3]!),
      },
      {
        key: 'strip-length',
        name: { en: 'Strip length', de: 'Abisolierlänge', fr: 'Longueur de dénudage' },
        unit: 'mm',
        system: 'Metric',
        value: (i) => range(0.5, 40 + i),
      },
      {
        key: 'cycle-time',
        name: { en: 'Cycle time', de: 'Taktzeit', fr: 'Temps de cycle' },
        unit: 's',
        system: 'None',
        value: (i) => String(0.6 + (i % 4) / 10),
      },
      {
        key: 'blades',
        name: { en: 'Blade system', de: 'Messersystem', fr: 'Système de lames' },
        system: 'None',
        value: (i) => (i % 2 ? 'Rotary' : 'V-blades'),
      },
    ],
    [
      {
        key: 'outer-diameter',
        name: { en: 'Outer diameter', de: 'Aussendurchmesser', fr: 'Diamètre extérieur' },
        unit: 'mm',
        system: 'Metric',
        value: (v) => String([3, 6, 12][v]),
      },
      {
        key: 'strip-steps',
        name: { en: 'Strip steps', de: 'Abisolierstufen', fr: 'Étapes de dénudage' },
        system: 'None',
        value: (v) => String(1 + v * 2),
      },
    ],
    (v) => ({ value: String([3, 6, 12][v]), unit: 'mm' }),
    [
      { en: 'No nicked conductors', de: 'Keine verletzten Leiter', fr: 'Aucun conducteur entaillé' },
      { en: 'Watch the demo', de: 'Demo ansehen', fr: 'Voir la démo' },
    ],
  ),
  cutter: kind(
    { en: 'cutting machine', de: 'Schneidemaschine', fr: 'machine de coupe' },
    [
      ...MACHINE_SPECS,
      {
        key: 'cut-length',
        name: { en: 'Cut length', de: 'Schnittlänge', fr: 'Longueur de coupe' },
        unit: 'mm',
        system: 'Metric',
        value: (i) => range(1, 99999 - i),
      },
      {
        key: 'cut-width',
        name: { en: 'Material width', de: 'Materialbreite', fr: 'Largeur du matériau' },
        unit: 'mm',
        system: 'Metric',
        value: (i) => String(40 + (i % 4) * 20),
      },
      {
        key: 'speed',
        name: { en: 'Feed speed', de: 'Vorschubgeschwindigkeit', fr: 'Vitesse d’avance' },
        unit: 'm/s',
        system: 'Metric',
        value: (i) => String(1 + (i % 3)),
      },
    ],
    [
      {
        key: 'blade-type',
        name: { en: 'Blade', de: 'Messer', fr: 'Lame' },
        system: 'None',
        value: (v) => ['Guillotine', 'Rotary', 'Heated'][v]!,
      },
    ],
    (v) => ({ value: ['Guillotine', 'Rotary', 'Heated'][v]! }),
    [
      { en: 'Cuts tubes cleanly', de: 'Saubere Schnitte in Schläuchen', fr: 'Coupe nette des gaines' },
      { en: 'In production', de: 'In der Produktion', fr: 'En production' },
    ],
  ),
  'crimp-center': kind(
    { en: 'crimp center', de: 'Crimpcenter', fr: 'centre de sertissage' },
    [
      ...MACHINE_SPECS,
      {
        key: 'cross-section',
        name: { en: 'Wire cross-section', de: 'Leiterquerschnitt', fr: 'Section de fil' },
        unit: 'mm²',
        system: 'Metric',
        value: (i) => range(0.13, [4, 6, 10][i % 3]!),
      },
      {
        key: 'crimp-force',
        name: { en: 'Crimp force', de: 'Crimpkraft', fr: 'Force de sertissage' },
        unit: 'kN',
        system: 'Metric',
        value: (i) => String(20 + (i % 3) * 10),
        imperial: (i) => [String(4500 + (i % 3) * 2250), 'lbf'],
      },
      {
        key: 'output',
        name: { en: 'Output', de: 'Ausbringung', fr: 'Cadence' },
        unit: 'pcs/h',
        system: 'None',
        value: (i) => String(3000 + (i % 5) * 500),
      },
      {
        key: 'crimp-monitor',
        name: {
          en: 'Crimp force monitoring',
          de: 'Crimpkraftüberwachung',
          fr: 'Surveillance de la force de sertissage',
        },
        system: 'None',
        value: () => 'yes',
      },
      {
        key: 'seal-stations',
        name: { en: 'Seal stations', de: 'Tüllenstationen', fr: 'Stations de joints' },
        system: 'None',
        value: (i) => String(i % 3),
      },
    ],
    [
      {
        key: 'processing-stations',
        name: { en: 'Processing stations', de: 'Bearbeitungsstationen', fr: 'Stations de traitement' },
        system: 'None',
        value: (v) => String(2 + v * 2),
      },
      {
        key: 'max-length',
        name: { en: 'Maximum wire length', de: 'Maximale Kabellänge', fr: 'Longueur de fil maximale' },
        unit: 'm',
        system: 'Metric',
        value: (v) => String([3, 10, 30][v]),
      },
    ],
    (v) => ({ value: String(2 + v * 2) }),
    [
      { en: 'Every crimp monitored', de: 'Jeder Crimp überwacht', fr: 'Chaque sertissage surveillé' },
      { en: 'Take the tour', de: 'Rundgang starten', fr: 'Faire la visite' },
    ],
  ),
  press: kind(
    { en: 'bench-top press', de: 'Tischpresse', fr: 'presse d’établi' },
    [
      ...MACHINE_SPECS,
      {
        key: 'press-force',
        name: { en: 'Press force', de: 'Presskraft', fr: 'Force de pressage' },
        unit: 'kN',
        system: 'Metric',
        value: (i) => String(20 + (i % 4) * 10),
      },
      {
        key: 'stroke',
        name: { en: 'Stroke', de: 'Hub', fr: 'Course' },
        unit: 'mm',
        system: 'Metric',
        value: (i) => String(30 + (i % 3) * 10),
      },
      {
        key: 'applicators',
        name: { en: 'Applicator standard', de: 'Werkzeugstandard', fr: 'Norme d’applicateur' },
        system: 'None',
        value: () => 'Mini, OTP',
      },
    ],
    [
      {
        key: 'tonnage',
        name: { en: 'Tonnage', de: 'Tonnage', fr: 'Tonnage' },
        unit: 't',
        system: 'None',
        value: (v) => String([2, 3, 5][v]),
      },
    ],
    (v) => ({ value: String([2, 3, 5][v]), unit: 't' }),
    [
      { en: 'Quick applicator change', de: 'Schneller Werkzeugwechsel', fr: 'Changement d’outil rapide' },
      { en: 'Short video', de: 'Kurzes Video', fr: 'Courte vidéo' },
    ],
  ),
  'harness-board': kind(
    { en: 'harness assembly system', de: 'Kabelbaum-Montagesystem', fr: 'système d’assemblage de faisceaux' },
    [
      ...MACHINE_SPECS,
      {
        key: 'board-size',
        name: { en: 'Board size', de: 'Brettgrösse', fr: 'Taille de planche' },
        unit: 'mm',
        system: 'Metric',
        value: (i) => `${1200 + (i % 4) * 600} × 900`,
      },
      {
        key: 'screens',
        name: { en: 'Screens', de: 'Bildschirme', fr: 'Écrans' },
        system: 'None',
        value: (i) => String(1 + (i % 3)),
      },
    ],
    [
      {
        key: 'stations',
        name: { en: 'Work stations', de: 'Arbeitsplätze', fr: 'Postes de travail' },
        system: 'None',
        value: (v) => String([1, 4, 8][v]),
      },
    ],
    (v) => ({ value: String([1, 4, 8][v]) }),
    [
      { en: 'Guided assembly', de: 'Geführte Montage', fr: 'Assemblage guidé' },
      { en: 'See the line', de: 'Die Linie ansehen', fr: 'Voir la ligne' },
    ],
  ),
  twister: kind(
    { en: 'twisting machine', de: 'Verdrillmaschine', fr: 'torsadeuse' },
    [
      ...MACHINE_SPECS,
      {
        key: 'lay-length',
        name: { en: 'Lay length', de: 'Schlaglänge', fr: 'Pas de torsade' },
        unit: 'mm',
        system: 'Metric',
        value: (i) => range(8, 100 + i),
      },
      {
        key: 'twist-length',
        name: { en: 'Twist length', de: 'Verdrilllänge', fr: 'Longueur torsadée' },
        unit: 'm',
        system: 'Metric',
        value: (i) => range(0.1, 10 + (i % 3) * 5),
        imperial: (i) => [range(0.3, 33 + (i % 3) * 16), 'ft'],
      },
    ],
    [
      {
        key: 'wires',
        name: { en: 'Wires twisted', de: 'Verdrillte Adern', fr: 'Fils torsadés' },
        system: 'None',
        value: (v) => String(2 + v),
      },
    ],
    (v) => ({ value: String(2 + v) }),
    [
      { en: 'Exact lay length', de: 'Exakte Schlaglänge', fr: 'Pas exact' },
      { en: 'Video', de: 'Video', fr: 'Vidéo' },
    ],
  ),
  tester: kind(
    { en: 'cable tester', de: 'Kabeltester', fr: 'testeur de câbles' },
    [
      ...MACHINE_SPECS,
      {
        key: 'test-points',
        name: { en: 'Test points', de: 'Prüfpunkte', fr: 'Points de test' },
        system: 'None',
        value: (i) => String(128 * (1 + (i % 8))),
      },
      {
        key: 'hipot',
        name: { en: 'Hipot voltage', de: 'Prüfspannung', fr: 'Tension de test' },
        unit: 'V',
        system: 'None',
        value: (i) => String(500 + (i % 4) * 500),
      },
      {
        key: 'resistance',
        name: { en: 'Resistance range', de: 'Widerstandsbereich', fr: 'Plage de résistance' },
        unit: 'Ω',
        system: 'None',
        value: () => '0.1 – 10M',
      },
    ],
    [
      {
        key: 'points',
        name: { en: 'Points', de: 'Punkte', fr: 'Points' },
        system: 'None',
        value: (v) => String([128, 512, 1024][v]),
      },
    ],
    (v) => ({ value: String([128, 512, 1024][v]) }),
    [
      { en: 'Test in one pass', de: 'In einem Durchgang prüfen', fr: 'Tester en une passe' },
      { en: 'How it works', de: 'So funktioniert es', fr: 'Comment ça marche' },
    ],
  ),
  'pull-tester': kind(
    { en: 'pull-force tester', de: 'Auszugskraftprüfer', fr: 'testeur de traction' },
    [
      ...MACHINE_SPECS,
      {
        key: 'force',
        name: { en: 'Test force', de: 'Prüfkraft', fr: 'Force de test' },
        unit: 'N',
        system: 'Metric',
        value: (i) => range(0, 500 + (i % 3) * 500),
        imperial: (i) => [range(0, 110 + (i % 3) * 110), 'lbf'],
      },
      {
        key: 'accuracy',
        name: { en: 'Accuracy', de: 'Genauigkeit', fr: 'Précision' },
        unit: '%',
        system: 'None',
        value: () => '0.5',
      },
    ],
    [
      {
        key: 'force-max',
        name: { en: 'Maximum force', de: 'Maximale Kraft', fr: 'Force maximale' },
        unit: 'N',
        system: 'Metric',
        value: (v) => String([500, 1000, 2000][v]),
      },
    ],
    (v) => ({ value: String([500, 1000, 2000][v]), unit: 'N' }),
    [
      { en: 'Documented results', de: 'Dokumentierte Ergebnisse', fr: 'Résultats documentés' },
      { en: 'Video', de: 'Video', fr: 'Vidéo' },
    ],
  ),
  service: kind(
    { en: 'service contract', de: 'Servicevertrag', fr: 'contrat de service' },
    SERVICE_SPECS,
    [
      {
        key: 'machines-covered',
        name: { en: 'Machines covered', de: 'Abgedeckte Maschinen', fr: 'Machines couvertes' },
        system: 'None',
        value: (v) => String([1, 5, 20][v]),
      },
    ],
    (v) => ({ value: String([1, 5, 20][v]) }),
    [
      { en: 'Planned uptime', de: 'Geplante Verfügbarkeit', fr: 'Disponibilité planifiée' },
      { en: 'Meet the team', de: 'Das Team kennenlernen', fr: 'Rencontrer l’équipe' },
    ],
  ),
  training: kind(
    { en: 'training course', de: 'Schulung', fr: 'formation' },
    [
      {
        key: 'duration',
        name: { en: 'Duration', de: 'Dauer', fr: 'Durée' },
        unit: 'days',
        system: 'None',
        value: (i) => String(1 + (i % 5)),
      },
      {
        key: 'participants',
        name: { en: 'Participants', de: 'Teilnehmende', fr: 'Participants' },
        system: 'None',
        value: (i) => String(4 + (i % 3) * 2),
      },
      {
        key: 'location',
        name: { en: 'Location', de: 'Ort', fr: 'Lieu' },
        system: 'None',
        value: (i) => (i % 2 ? 'On site or online' : 'Training center'),
      },
      {
        key: 'certificate',
        name: { en: 'Certificate', de: 'Zertifikat', fr: 'Certificat' },
        system: 'None',
        value: () => 'yes',
      },
      {
        key: 'prerequisites',
        name: { en: 'Prerequisites', de: 'Voraussetzungen', fr: 'Prérequis' },
        system: 'None',
        value: () => 'none',
      },
      {
        key: 'languages',
        name: { en: 'Languages', de: 'Sprachen', fr: 'Langues' },
        system: 'None',
        value: () => 'EN, DE, FR, ES, ZH',
      },
      {
        key: 'materials',
        name: { en: 'Course materials', de: 'Kursunterlagen', fr: 'Supports de cours' },
        system: 'None',
        value: () => 'digital and printed',
      },
      {
        key: 'hands-on',
        name: { en: 'Hands-on share', de: 'Praxisanteil', fr: 'Part de pratique' },
        unit: '%',
        system: 'None',
        value: (i) => String(50 + (i % 3) * 10),
      },
      {
        key: 'machines',
        name: { en: 'Machines covered', de: 'Abgedeckte Maschinen', fr: 'Machines couvertes' },
        system: 'None',
        value: () => 'all current models',
      },
      {
        key: 'follow-up',
        name: { en: 'Follow-up session', de: 'Nachbetreuung', fr: 'Session de suivi' },
        system: 'None',
        value: (i) => (i % 2 ? 'yes' : 'no'),
      },
    ],
    [
      {
        key: 'level',
        name: { en: 'Level', de: 'Niveau', fr: 'Niveau' },
        system: 'None',
        value: (v) => ['Basic', 'Advanced', 'Expert'][v]!,
      },
    ],
    (v) => ({ value: ['Basic', 'Advanced', 'Expert'][v]! }),
    [
      { en: 'Learn on real machines', de: 'An echten Maschinen lernen', fr: 'Apprendre sur de vraies machines' },
      { en: 'A day in the course', de: 'Ein Kurstag', fr: 'Une journée de formation' },
    ],
  ),
  parts: kind(
    { en: 'spare part', de: 'Ersatzteil', fr: 'pièce de rechange' },
    [
      {
        key: 'weight',
        name: { en: 'Weight', de: 'Gewicht', fr: 'Poids' },
        unit: 'kg',
        system: 'Metric',
        value: (i) => String(0.5 + (i % 4) / 2),
      },
      {
        key: 'material',
        name: { en: 'Material', de: 'Werkstoff', fr: 'Matériau' },
        system: 'None',
        value: (i) => (i % 2 ? 'Tool steel' : 'Carbide'),
      },
      {
        key: 'pack',
        name: { en: 'Pack size', de: 'Packungsgrösse', fr: 'Conditionnement' },
        system: 'None',
        value: (i) => String(1 + (i % 3)),
      },
      {
        key: 'lead-time',
        name: { en: 'Lead time', de: 'Lieferzeit', fr: 'Délai de livraison' },
        unit: 'days',
        system: 'None',
        value: (i) => String(2 + (i % 5)),
      },
      {
        key: 'compatible',
        name: { en: 'Compatible with', de: 'Passend für', fr: 'Compatible avec' },
        system: 'None',
        value: () => 'CutStrip, CrimpCenter',
      },
      {
        key: 'warranty',
        name: { en: 'Warranty', de: 'Garantie', fr: 'Garantie' },
        system: 'None',
        value: () => '12 months',
      },
      {
        key: 'length',
        name: { en: 'Length', de: 'Länge', fr: 'Longueur' },
        unit: 'mm',
        system: 'Metric',
        value: (i) => String(40 + i),
      },
      {
        key: 'hardness',
        name: { en: 'Hardness', de: 'Härte', fr: 'Dureté' },
        unit: 'HRC',
        system: 'None',
        value: () => '62',
      },
      {
        key: 'coating',
        name: { en: 'Coating', de: 'Beschichtung', fr: 'Revêtement' },
        system: 'None',
        value: () => 'TiN',
      },
      {
        key: 'origin',
        name: { en: 'Made in', de: 'Hergestellt in', fr: 'Fabriqué en' },
        system: 'None',
        value: () => 'Switzerland',
      },
    ],
    [
      {
        key: 'set',
        name: { en: 'Set', de: 'Set', fr: 'Ensemble' },
        system: 'None',
        value: (v) => ['Blades', 'Guides', 'Complete'][v]!,
      },
    ],
    (v) => ({ value: ['Blades', 'Guides', 'Complete'][v]! }),
    [
      { en: 'Original quality', de: 'Originalqualität', fr: 'Qualité d’origine' },
      { en: 'Changing blades', de: 'Messerwechsel', fr: 'Changer les lames' },
    ],
  ),
  software: kind(
    { en: 'software', de: 'Software', fr: 'logiciel' },
    SOFTWARE_SPECS,
    [
      {
        key: 'edition',
        name: { en: 'Edition', de: 'Edition', fr: 'Édition' },
        system: 'None',
        value: (v) => ['Standard', 'Professional', 'Enterprise'][v]!,
      },
    ],
    (v) => ({ value: ['Standard', 'Professional', 'Enterprise'][v]! }),
    [
      { en: 'Live production view', de: 'Live-Produktionsansicht', fr: 'Vue de production en direct' },
      { en: 'Product tour', de: 'Produkttour', fr: 'Visite du produit' },
    ],
  ),
  connectivity: kind(
    { en: 'connectivity module', de: 'Konnektivitätsmodul', fr: 'module de connectivité' },
    [
      ...SOFTWARE_SPECS.slice(4, 8),
      {
        key: 'weight',
        name: { en: 'Weight', de: 'Gewicht', fr: 'Poids' },
        unit: 'kg',
        system: 'Metric',
        value: (i) => String(1 + (i % 3) / 2),
      },
      {
        key: 'width',
        name: { en: 'Width', de: 'Breite', fr: 'Largeur' },
        unit: 'mm',
        system: 'Metric',
        value: (i) => String(120 + (i % 3) * 20),
      },
      {
        key: 'temperature',
        name: { en: 'Operating temperature', de: 'Betriebstemperatur', fr: 'Température de service' },
        unit: '°C',
        system: 'Metric',
        value: () => range(-20, 60),
      },
      {
        key: 'ip',
        name: { en: 'Protection class', de: 'Schutzart', fr: 'Indice de protection' },
        system: 'None',
        value: () => 'IP54',
      },
      {
        key: 'power-supply',
        name: { en: 'Power supply', de: 'Stromversorgung', fr: 'Alimentation' },
        system: 'None',
        value: () => '24 V DC',
      },
      {
        key: 'mounting',
        name: { en: 'Mounting', de: 'Montage', fr: 'Montage' },
        system: 'None',
        value: () => 'DIN rail',
      },
    ],
    [
      {
        key: 'ports',
        name: { en: 'Ethernet ports', de: 'Ethernet-Anschlüsse', fr: 'Ports Ethernet' },
        system: 'None',
        value: (v) => String(2 + v * 2),
      },
    ],
    (v) => ({ value: String(2 + v * 2) }),
    [
      { en: 'Plug and produce', de: 'Plug and Produce', fr: 'Plug and produce' },
      { en: 'Set-up video', de: 'Einrichtungsvideo', fr: 'Vidéo d’installation' },
    ],
  ),
};

/** Texts of a product from its kind (English, German, and French where the product has it). */
export function productTexts(name: string, kindTemplate: KindTemplate, brandName: string, french: boolean) {
  const { noun } = kindTemplate;
  const short: Localized = {
    en: `The ${name} is a ${noun.en} by ${brandName}, built for reliable output shift after shift.`,
    de: `${name}: ${noun.de} von ${brandName}, gebaut für zuverlässige Leistung Schicht für Schicht.`,
  };
  const long: Localized = {
    en: `${name} combines proven ${brandName} engineering with an intuitive touch interface. Operators change jobs in seconds and every result is recorded.\n\nService is available worldwide through the Kudex Group network, with spare parts shipped within 24 hours.`,
    de: `${name} verbindet bewährte ${brandName}-Technik mit einer intuitiven Touch-Bedienung. Aufträge sind in Sekunden gewechselt, jedes Ergebnis wird aufgezeichnet.\n\nService erhalten Sie weltweit über das Netz der Kudex Group, Ersatzteile werden innert 24 Stunden versandt.`,
  };
  if (french) {
    short.fr = `${name} : ${noun.fr} de ${brandName}, pour une production fiable, équipe après équipe.`;
    long.fr = `${name} associe l’ingénierie éprouvée de ${brandName} à une interface tactile intuitive.\n\nLe service est disponible dans le monde entier via le réseau du groupe Kudex.`;
  }
  return { short, long };
}
