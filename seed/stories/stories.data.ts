import type { StoryCategoryRow, StoryContactRow } from '../../modules/stories/stories.schema.js';
import type { EditorialImageId } from '../files/editorial-images.data.js';

/** Demo stories: four categories, four contacts, fourteen stories (the newest eight also in German), drafts. */
export const STORY_CATEGORIES: (Pick<StoryCategoryRow, 'slug' | 'sortIndex'> & {
  /** The category's name in every UI language: the stories page lists them in each. */
  names: Readonly<Record<string, string>>;
})[] = [
  {
    slug: 'customers',
    sortIndex: 0,
    names: {
      en: 'Customer stories',
      de: 'Kundengeschichten',
      cs: 'Příběhy zákazníků',
      es: 'Historias de clientes',
      fr: 'Témoignages clients',
      hu: 'Ügyféltörténetek',
      ja: 'お客様事例',
      pt: 'Histórias de clientes',
      ro: 'Povești ale clienților',
      sk: 'Príbehy zákazníkov',
      zh: '客户案例',
    },
  },
  {
    slug: 'technology',
    sortIndex: 1,
    names: {
      en: 'Technology',
      de: 'Technologie',
      cs: 'Technologie',
      es: 'Tecnología',
      fr: 'Technologie',
      hu: 'Technológia',
      ja: 'テクノロジー',
      pt: 'Tecnologia',
      ro: 'Tehnologie',
      sk: 'Technológie',
      zh: '技术',
    },
  },
  {
    slug: 'people',
    sortIndex: 2,
    names: {
      en: 'People',
      de: 'Menschen',
      cs: 'Lidé',
      es: 'Personas',
      fr: 'Portraits',
      hu: 'Emberek',
      ja: '人',
      pt: 'Pessoas',
      ro: 'Oameni',
      sk: 'Ľudia',
      zh: '人物',
    },
  },
  {
    slug: 'sustainability',
    sortIndex: 3,
    names: {
      en: 'Sustainability',
      de: 'Nachhaltigkeit',
      cs: 'Udržitelnost',
      es: 'Sostenibilidad',
      fr: 'Développement durable',
      hu: 'Fenntarthatóság',
      ja: 'サステナビリティ',
      pt: 'Sustentabilidade',
      ro: 'Sustenabilitate',
      sk: 'Udržateľnosť',
      zh: '可持续发展',
    },
  },
];

/** Contacts (the portrait is the same placeholder for all). */
export const STORY_CONTACTS: Pick<StoryContactRow, 'id' | 'slug' | 'name' | 'email' | 'phone' | 'position'>[] = [
  {
    id: 'sc-anna-keller',
    slug: 'anna-keller',
    name: 'Anna Keller',
    email: 'anna.keller@kudex.example',
    phone: '+41 33 555 01 10',
    position: { en: 'Head of Corporate Communications', de: 'Leiterin Unternehmenskommunikation' },
  },
  {
    id: 'sc-marco-bianchi',
    slug: 'marco-bianchi',
    name: 'Marco Bianchi',
    email: 'marco.bianchi@kudex.example',
    phone: '+41 33 555 01 24',
    position: { en: 'Product Manager Crimping', de: 'Produktmanager Crimpen' },
  },
  {
    id: 'sc-lea-meier',
    slug: 'lea-meier',
    name: 'Lea Meier',
    email: 'lea.meier@kudex.example',
    phone: '+41 33 555 01 31',
    position: { en: 'Head of Smart Factory', de: 'Leiterin Smart Factory' },
  },
  {
    id: 'sc-david-chen',
    slug: 'david-chen',
    name: 'David Chen',
    email: 'david.chen@kudex.example',
    phone: '+86 21 5555 0188',
    position: { en: 'Regional Sales Director Asia', de: 'Regionaler Verkaufsleiter Asien' },
  },
];

export interface StoryCopy {
  title: string;
  lead: string;
  /** Paragraphs of the body; the first heading-worthy one becomes an h2. */
  body: [heading: string, text: string][];
}

export interface SeedStory {
  id: string;
  slug: string;
  category: string;
  date: string;
  /** The teaser image, also shown in the body (seed/files/editorial-images.data.ts). */
  image: EditorialImageId;
  contacts: string[];
  /** Products and services the story is about (SPEC §3 Product detail relatedStories). */
  products?: string[];
  en: StoryCopy;
  de?: StoryCopy;
}

export const STORIES: SeedStory[] = [
  {
    id: 'st-14',
    slug: 'the-harness-line-that-plans-itself',
    category: 'technology',
    date: '2026-11-10',
    image: 'editorial-smart-factory',
    contacts: ['sc-lea-meier'],
    products: ['wire-mind', 'wire-flow', 'harnessboard-flex'],
    en: {
      title: 'The harness line that plans itself',
      lead: 'WIRE Mind now schedules every cutting, crimping and testing job in a plant by itself.',
      body: [
        [
          'From spreadsheets to a live plan',
          'Planners used to juggle hundreds of jobs in spreadsheets. WIRE Mind reads orders, machine states and material stocks and builds the plan every five minutes.',
        ],
        [
          'What changed on the shop floor',
          'Operators see their next three jobs on the machine screen, with the right applicator and wire already staged.',
        ],
      ],
    },
    de: {
      title: 'Die Kabelbaumlinie, die sich selbst plant',
      lead: 'WIRE Mind plant jetzt jeden Schneid-, Crimp- und Prüfauftrag eines Werks selbst.',
      body: [
        [
          'Von Tabellen zum Live-Plan',
          'Früher jonglierten Planer Hunderte Aufträge in Tabellen. WIRE Mind liest Aufträge, Maschinenzustände und Materialbestände und erstellt den Plan alle fünf Minuten neu.',
        ],
        [
          'Was sich in der Fertigung verändert hat',
          'Bedienende sehen ihre nächsten drei Aufträge am Maschinenbildschirm, mit dem richtigen Applikator und Draht bereitgestellt.',
        ],
      ],
    },
  },
  {
    id: 'st-13',
    slug: 'zero-defect-crimping-at-volta-cables',
    category: 'customers',
    date: '2026-10-27',
    image: 'editorial-crimping',
    contacts: ['sc-marco-bianchi', 'sc-anna-keller'],
    products: ['crimpcenter-64', 'crimpcheck-qc'],
    en: {
      title: 'Zero-defect crimping at Volta Cables',
      lead: 'Crimp force monitoring cut scrap by 38 % in six months at the Portuguese harness maker.',
      body: [
        [
          'The challenge',
          'Volta Cables supplies harnesses for electric buses. A single faulty crimp can stop a vehicle.',
        ],
        [
          'The solution',
          'Twelve CrimpCenter 64 machines with crimp force monitoring now check every contact and sort out bad ones automatically.',
        ],
      ],
    },
    de: {
      title: 'Null-Fehler-Crimpen bei Volta Cables',
      lead: 'Die Crimpkraftüberwachung senkte den Ausschuss beim portugiesischen Kabelbaumhersteller in sechs Monaten um 38 %.',
      body: [
        [
          'Die Herausforderung',
          'Volta Cables liefert Kabelbäume für Elektrobusse. Ein einziger fehlerhafter Crimp kann ein Fahrzeug stilllegen.',
        ],
        [
          'Die Lösung',
          'Zwölf CrimpCenter 64 mit Crimpkraftüberwachung prüfen jetzt jeden Kontakt und sortieren schlechte automatisch aus.',
        ],
      ],
    },
  },
  {
    id: 'st-12',
    slug: 'a-day-with-a-field-service-engineer',
    category: 'people',
    date: '2026-10-08',
    image: 'editorial-service',
    contacts: ['sc-anna-keller'],
    products: ['care-premium', 'remote-assist'],
    en: {
      title: 'A day with a field service engineer',
      lead: 'Six countries, one toolbox: Jonas keeps harness lines running across Central Europe.',
      body: [
        ['07:00, Brno', 'The first call of the day: a stripping machine reports an unusual blade wear pattern.'],
        ['15:30, Vienna', 'A preventive maintenance visit turns into an impromptu training for the night shift.'],
      ],
    },
    de: {
      title: 'Ein Tag mit einem Servicetechniker',
      lead: 'Sechs Länder, ein Werkzeugkoffer: Jonas hält Kabelbaumlinien in ganz Mitteleuropa am Laufen.',
      body: [
        [
          '07:00 Uhr, Brünn',
          'Der erste Anruf des Tages: Eine Abisoliermaschine meldet ein ungewöhnliches Verschleissbild der Messer.',
        ],
        ['15:30 Uhr, Wien', 'Ein Wartungsbesuch wird zur spontanen Schulung für die Nachtschicht.'],
      ],
    },
  },
  {
    id: 'st-11',
    slug: 'recycling-copper-offcuts-at-scale',
    category: 'sustainability',
    date: '2026-09-19',
    image: 'editorial-harness',
    contacts: ['sc-lea-meier'],
    en: {
      title: 'Recycling copper offcuts at scale',
      lead: 'How our customers turn 400 tonnes of wire offcuts a year back into raw material.',
      body: [
        [
          'Sorting at the machine',
          'Offcuts are sorted by wire type right at the cutting machine, which keeps the copper pure.',
        ],
        ['A closed loop', 'Partners melt the copper and return it as new wire within eight weeks.'],
      ],
    },
    de: {
      title: 'Kupferabschnitte im grossen Stil recyceln',
      lead: 'Wie unsere Kunden 400 Tonnen Drahtabschnitte pro Jahr wieder zu Rohstoff machen.',
      body: [
        [
          'Sortieren an der Maschine',
          'Abschnitte werden direkt an der Schneidmaschine nach Drahttyp sortiert, so bleibt das Kupfer rein.',
        ],
        [
          'Ein geschlossener Kreislauf',
          'Partner schmelzen das Kupfer ein und liefern es innert acht Wochen als neuen Draht zurück.',
        ],
      ],
    },
  },
  {
    id: 'st-10',
    slug: 'testing-harnesses-at-line-speed',
    category: 'technology',
    date: '2026-08-28',
    image: 'editorial-software',
    contacts: ['sc-marco-bianchi'],
    products: ['easy-wire-ch2', 'signature-1100r'],
    en: {
      title: 'Testing harnesses at line speed',
      lead: 'Cirris testers now check a 2,000-point harness in under four seconds.',
      body: [
        ['Why speed matters', 'Testing used to be the bottleneck of many harness lines.'],
        ['How it works', 'Parallel measurement cards and a new adapter concept make the difference.'],
      ],
    },
    de: {
      title: 'Kabelbäume in Taktzeit prüfen',
      lead: 'Cirris-Prüfgeräte prüfen einen Kabelbaum mit 2000 Punkten jetzt in unter vier Sekunden.',
      body: [
        ['Warum Tempo zählt', 'Die Prüfung war bisher der Engpass vieler Kabelbaumlinien.'],
        ['So funktioniert es', 'Parallele Messkarten und ein neues Adapterkonzept machen den Unterschied.'],
      ],
    },
  },
  {
    id: 'st-09',
    slug: 'building-a-plant-in-brasov',
    category: 'people',
    date: '2026-07-30',
    image: 'editorial-people',
    contacts: ['sc-anna-keller'],
    en: {
      title: 'Building a plant in Brașov',
      lead: 'From a green field to 180 colleagues in eighteen months.',
      body: [
        ['The team', 'Most of the new colleagues were trained at our academy in Thun before the plant opened.'],
        ['What is next', 'A second hall for harness assembly machines follows in 2027.'],
      ],
    },
    de: {
      title: 'Ein Werk in Brașov aufbauen',
      lead: 'Von der grünen Wiese zu 180 Mitarbeitenden in achtzehn Monaten.',
      body: [
        [
          'Das Team',
          'Die meisten neuen Kolleginnen und Kollegen wurden vor der Eröffnung in unserer Akademie in Thun geschult.',
        ],
        ['Wie es weitergeht', 'Eine zweite Halle für Kabelbaummontagemaschinen folgt 2027.'],
      ],
    },
  },
  {
    id: 'st-08',
    slug: 'aerospace-harnesses-built-to-the-millimetre',
    category: 'customers',
    date: '2026-06-30',
    image: 'editorial-harness',
    contacts: ['sc-david-chen'],
    products: ['harnessboard-flex', 'signature-1100r'],
    en: {
      title: 'Aerospace harnesses built to the millimetre',
      lead: 'Laser marking and full traceability at AeroLink in Toulouse.',
      body: [
        ['Every wire has a name', 'Each wire is laser-marked with its part number and position before it is cut.'],
        ['Traceable for 30 years', 'Production data is kept for the whole service life of the aircraft.'],
      ],
    },
    de: {
      title: 'Luftfahrt-Kabelbäume auf den Millimeter genau',
      lead: 'Laserbeschriftung und lückenlose Rückverfolgbarkeit bei AeroLink in Toulouse.',
      body: [
        [
          'Jeder Draht hat einen Namen',
          'Jeder Draht wird vor dem Schneiden mit Teilenummer und Position lasermarkiert.',
        ],
        ['30 Jahre rückverfolgbar', 'Die Produktionsdaten werden über die ganze Lebensdauer des Flugzeugs aufbewahrt.'],
      ],
    },
  },
  {
    id: 'st-07',
    slug: 'less-energy-per-crimp',
    category: 'sustainability',
    date: '2026-05-26',
    image: 'editorial-crimping',
    contacts: ['sc-marco-bianchi'],
    products: ['crimpcenter-64', 'crimppress-5t'],
    en: {
      title: 'Less energy per crimp',
      lead: 'Servo-driven presses use 60 % less energy than pneumatic ones.',
      body: [
        ['Measured, not estimated', 'We measured a year of production at three customers.'],
        ['Quieter too', 'Operators notice the difference first: the presses are much quieter.'],
      ],
    },
    de: {
      title: 'Weniger Energie pro Crimp',
      lead: 'Servogetriebene Pressen brauchen 60 % weniger Energie als pneumatische.',
      body: [
        ['Gemessen, nicht geschätzt', 'Wir haben ein Produktionsjahr bei drei Kunden gemessen.'],
        ['Auch leiser', 'Die Bedienenden merken den Unterschied zuerst: Die Pressen sind viel leiser.'],
      ],
    },
  },
  {
    id: 'st-06',
    slug: 'how-a-cable-maker-in-pune-doubled-output',
    category: 'customers',
    date: '2026-04-14',
    image: 'editorial-trade-show',
    contacts: ['sc-david-chen'],
    products: ['cutstrip-9000', 'crimpcenter-64'],
    en: {
      title: 'How a cable maker in Pune doubled its output',
      lead: 'Automatic cutting and stripping replaced four manual workstations.',
      body: [
        ['Starting point', 'Sahyadri Cables cut and stripped wires by hand for two-wheeler harnesses.'],
        ['Result', 'Two CutStrip 9000 machines now produce twice as much with fewer rejects.'],
      ],
    },
  },
  {
    id: 'st-05',
    slug: 'training-the-next-generation-of-harness-makers',
    category: 'people',
    date: '2026-03-10',
    image: 'editorial-people',
    contacts: ['sc-anna-keller'],
    products: ['operator-training', 'e-learning-academy'],
    en: {
      title: 'Training the next generation of harness makers',
      lead: 'Our academy in Thun trained 1,200 operators last year.',
      body: [
        ['Hands-on', 'Every course runs on real machines in our training hall.'],
        ['In nine languages', 'Trainers teach in the language of the participants.'],
      ],
    },
  },
  {
    id: 'st-04',
    slug: 'digital-twins-for-harness-boards',
    category: 'technology',
    date: '2026-02-03',
    image: 'editorial-software',
    contacts: ['sc-lea-meier'],
    products: ['harnessboard-flex', 'harness-designer'],
    en: {
      title: 'Digital twins for harness boards',
      lead: 'Plan a new harness variant on screen before a single nail is set.',
      body: [
        ['From CAD to board', 'The board layout comes straight from the customer’s harness drawing.'],
        ['Fewer surprises', 'Collisions and unreachable positions show up before production starts.'],
      ],
    },
  },
  {
    id: 'st-03',
    slug: 'solar-power-for-the-thun-plant',
    category: 'sustainability',
    date: '2025-12-09',
    image: 'editorial-smart-factory',
    contacts: ['sc-anna-keller'],
    en: {
      title: 'Solar power for the Thun plant',
      lead: '4,800 panels now cover a third of the plant’s electricity.',
      body: [
        ['On every roof', 'All production halls in Thun carry solar panels since November.'],
        ['Next steps', 'Heat pumps replace the last oil heating in 2026.'],
      ],
    },
  },
  {
    id: 'st-02',
    slug: 'wire-processing-for-e-mobility-in-shanghai',
    category: 'customers',
    date: '2025-10-21',
    image: 'editorial-crimping',
    contacts: ['sc-david-chen', 'sc-marco-bianchi'],
    products: ['cutstrip-9000', 'powerstrip-9550'],
    en: {
      title: 'Wire processing for e-mobility in Shanghai',
      lead: 'High-voltage cables with up to 95 mm² processed fully automatically.',
      body: [
        ['Big cables, tight tolerances', 'High-voltage cables need precise stripping of several layers of shielding.'],
        ['Local service', 'Our Shanghai team supports the customer around the clock.'],
      ],
    },
  },
  {
    id: 'st-01',
    slug: 'seventy-years-of-wire-processing',
    category: 'people',
    date: '2025-09-02',
    image: 'editorial-harness',
    contacts: ['sc-anna-keller'],
    en: {
      title: 'Seventy years of wire processing',
      lead: 'From a workshop in Thun to six brands on four continents.',
      body: [
        ['1952', 'Two engineers build their first wire-cutting machine in a rented workshop.'],
        ['Today', 'The Kudex Group employs 2,900 people in 18 locations.'],
      ],
    },
  },
];

/** A story only editors see (no published version yet) and a draft change of a published one. */
export const DRAFT_STORIES: SeedStory[] = [
  {
    id: 'st-15',
    slug: 'preview-the-next-crimp-generation',
    category: 'technology',
    date: '2026-11-20',
    image: 'editorial-crimping',
    contacts: ['sc-marco-bianchi'],
    products: ['crimpcenter-64'],
    en: {
      title: 'Preview: the next crimp generation (draft)',
      lead: 'Not yet published: editors only.',
      body: [['Embargoed', 'This story is published with the product launch.']],
    },
  },
];
