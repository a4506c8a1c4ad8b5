import type { EditorialImageId } from '../files/editorial-images.data.js';

/** Demo news feed items, newest first; the newest twelve are also in German, the rest only in English. */
export interface SeedNewsItem {
  id: string;
  publishedAt: string;
  image?: EditorialImageId;
  link: string;
  en: { title: string; text: string; imageAlt?: string };
  de?: { title: string; text: string; imageAlt?: string };
}

export const NEWS_ITEMS: SeedNewsItem[] = [
  {
    id: 'nf-028',
    publishedAt: '2026-11-18T08:00:00.000Z',
    image: 'editorial-smart-factory',
    link: '/smart-factory-story',
    en: {
      title: 'Smart factory: harness lines that plan themselves',
      text: 'How WIRE Mind schedules cutting, crimping and testing across a whole plant.',
      imageAlt: 'Stylised production hall',
    },
    de: {
      title: 'Smart Factory: Kabelbaumlinien, die sich selbst planen',
      text: 'Wie WIRE Mind Schneiden, Crimpen und Prüfen über ein ganzes Werk hinweg plant.',
      imageAlt: 'Stilisierte Produktionshalle',
    },
  },
  {
    id: 'nf-027',
    publishedAt: '2026-11-12T09:30:00.000Z',
    link: '/media-releases/kudex-group-q3-2026-trading-update',
    en: { title: 'Q3 2026 trading update published', text: 'Order intake up 7 % year on year; guidance confirmed.' },
    de: {
      title: 'Geschäftsverlauf Q3 2026 veröffentlicht',
      text: 'Auftragseingang 7 % über Vorjahr; Prognose bestätigt.',
    },
  },
  {
    id: 'nf-026',
    publishedAt: '2026-11-05T10:00:00.000Z',
    image: 'editorial-trade-show',
    link: '/media-releases',
    en: {
      title: 'Meet us at electronica 2026 in Munich',
      text: 'Hall A3, booth 406: live demonstrations of fully automatic crimping.',
      imageAlt: 'Trade show booth',
    },
    de: {
      title: 'Besuchen Sie uns an der electronica 2026 in München',
      text: 'Halle A3, Stand 406: Live-Vorführungen des vollautomatischen Crimpens.',
      imageAlt: 'Messestand',
    },
  },
  {
    id: 'nf-025',
    publishedAt: '2026-10-28T07:45:00.000Z',
    link: '/stories/zero-defect-crimping-at-volta-cables',
    en: {
      title: 'Story: zero-defect crimping at Volta Cables',
      text: 'Crimp force monitoring cut scrap by 38 % in six months.',
    },
    de: {
      title: 'Story: Null-Fehler-Crimpen bei Volta Cables',
      text: 'Die Crimpkraftüberwachung senkte den Ausschuss in sechs Monaten um 38 %.',
    },
  },
  {
    id: 'nf-024',
    publishedAt: '2026-10-21T12:00:00.000Z',
    image: 'editorial-software',
    link: '/smart-factory',
    en: {
      title: 'WIRE Flow 4.2 released',
      text: 'New: order import from SAP, label printing and a faster job list.',
      imageAlt: 'Software screen',
    },
    de: {
      title: 'WIRE Flow 4.2 ist verfügbar',
      text: 'Neu: Auftragsimport aus SAP, Etikettendruck und eine schnellere Auftragsliste.',
      imageAlt: 'Software-Bildschirm',
    },
  },
  {
    id: 'nf-023',
    publishedAt: '2026-10-14T08:15:00.000Z',
    link: '/locations',
    en: { title: 'New service centre in Monterrey', text: 'Spare parts and field service for Mexico within 24 hours.' },
    de: {
      title: 'Neues Servicezentrum in Monterrey',
      text: 'Ersatzteile und Aussendienst für Mexiko innerhalb von 24 Stunden.',
    },
  },
  {
    id: 'nf-022',
    publishedAt: '2026-10-07T09:00:00.000Z',
    image: 'editorial-crimping',
    link: '/products/crimping',
    en: {
      title: 'CrimpCenter 64: now with servo-driven applicators',
      text: 'Quieter, faster changeovers and recorded crimp height for every contact.',
      imageAlt: 'Crimping machine detail',
    },
    de: {
      title: 'CrimpCenter 64: jetzt mit servogetriebenen Applikatoren',
      text: 'Leiser, schnellere Umrüstung und protokollierte Crimphöhe für jeden Kontakt.',
      imageAlt: 'Detail einer Crimpmaschine',
    },
  },
  {
    id: 'nf-021',
    publishedAt: '2026-09-30T11:30:00.000Z',
    link: '/about/careers',
    en: {
      title: '40 apprentices start at Kudex',
      text: 'Welcome to our new mechatronics and polymechanics apprentices.',
    },
    de: {
      title: '40 Lernende starten bei Kudex',
      text: 'Willkommen an unsere neuen Lernenden in Mechatronik und Polymechanik.',
    },
  },
  {
    id: 'nf-020',
    publishedAt: '2026-09-22T08:00:00.000Z',
    link: 'https://community.kudex.example/events/webinar-harness-testing',
    en: { title: 'Webinar: testing harnesses at line speed', text: 'Register for our free webinar on 14 October.' },
    de: {
      title: 'Webinar: Kabelbäume in Taktzeit prüfen',
      text: 'Melden Sie sich für unser kostenloses Webinar am 14. Oktober an.',
    },
  },
  {
    id: 'nf-019',
    publishedAt: '2026-09-15T10:00:00.000Z',
    image: 'editorial-service',
    link: '/services',
    en: {
      title: 'Service contracts now include remote diagnostics',
      text: 'Our technicians can look into your machine before they travel.',
      imageAlt: 'Service tools',
    },
    de: {
      title: 'Serviceverträge jetzt mit Ferndiagnose',
      text: 'Unsere Techniker sehen sich Ihre Maschine an, bevor sie anreisen.',
      imageAlt: 'Servicewerkzeuge',
    },
  },
  {
    id: 'nf-018',
    publishedAt: '2026-09-08T07:30:00.000Z',
    link: '/media-releases/kudex-acquires-cirris-test-systems',
    en: {
      title: 'Kudex completes the acquisition of Cirris',
      text: 'Harness testing joins the group as its sixth brand.',
    },
    de: {
      title: 'Kudex schliesst die Übernahme von Cirris ab',
      text: 'Kabelbaumprüfung kommt als sechste Marke zur Gruppe.',
    },
  },
  {
    id: 'nf-017',
    publishedAt: '2026-08-31T09:00:00.000Z',
    link: '/stories',
    en: {
      title: 'Five new customer stories',
      text: 'From e-mobility to aerospace: how customers automate wire processing.',
    },
    de: {
      title: 'Fünf neue Kundengeschichten',
      text: 'Von E-Mobilität bis Luftfahrt: wie Kunden die Kabelverarbeitung automatisieren.',
    },
  },
  {
    id: 'nf-016',
    publishedAt: '2026-08-20T08:00:00.000Z',
    link: '/media-releases/half-year-results-2026',
    en: { title: 'Half-year results 2026', text: 'Sales of CHF 412 million; EBIT margin 11.8 %.' },
  },
  {
    id: 'nf-015',
    publishedAt: '2026-08-11T10:15:00.000Z',
    image: 'editorial-harness',
    link: '/products/harness-assembly',
    en: {
      title: 'Harness assembly: new routing boards',
      text: 'Modular boards cut the set-up time of new harness variants by half.',
      imageAlt: 'Wire harness',
    },
  },
  {
    id: 'nf-014',
    publishedAt: '2026-07-29T09:00:00.000Z',
    link: '/locations',
    en: {
      title: 'Tokyo office moves to Shinagawa',
      text: 'Our Japanese team has a new showroom with three demonstration lines.',
    },
  },
  {
    id: 'nf-013',
    publishedAt: '2026-07-15T08:30:00.000Z',
    link: '',
    en: {
      title: 'Summer shutdown of the Thun plant',
      text: 'Spare-part orders ship as usual; field service is available around the clock.',
    },
  },
  {
    id: 'nf-012',
    publishedAt: '2026-07-01T07:00:00.000Z',
    link: '/stories/aerospace-harnesses-built-to-the-millimetre',
    en: {
      title: 'Story: aerospace harnesses built to the millimetre',
      text: 'Laser marking and traceability at AeroLink.',
    },
  },
  {
    id: 'nf-011',
    publishedAt: '2026-06-17T09:45:00.000Z',
    link: '/media-releases/kudex-opens-plant-in-brasov',
    en: { title: 'New plant in Brașov opens', text: '12,000 m² for the assembly of stripping machines.' },
  },
  {
    id: 'nf-010',
    publishedAt: '2026-06-03T08:00:00.000Z',
    image: 'editorial-people',
    link: '/about',
    en: {
      title: 'Kudex named a top employer 2026',
      text: 'Recognised for training and flexible working.',
      imageAlt: 'Two people',
    },
  },
  {
    id: 'nf-009',
    publishedAt: '2026-05-20T10:00:00.000Z',
    link: '/smart-factory/software',
    en: {
      title: 'WIRE Mind master data goes live',
      text: 'One source for wires, contacts and seals across all your machines.',
    },
  },
  {
    id: 'nf-008',
    publishedAt: '2026-05-06T08:30:00.000Z',
    link: '/media-releases/annual-general-meeting-2026',
    en: {
      title: 'Annual general meeting approves dividend',
      text: 'Shareholders approved all proposals of the board.',
    },
  },
  {
    id: 'nf-007',
    publishedAt: '2026-04-22T09:00:00.000Z',
    link: '/products/cutting-stripping',
    en: { title: 'CutStrip 9000 wins a design award', text: 'Recognised for its tool-free changeover concept.' },
  },
  {
    id: 'nf-006',
    publishedAt: '2026-04-08T07:45:00.000Z',
    link: 'action:open-news-feed-panel',
    en: { title: 'The news feed is here', text: 'Follow the latest from the Kudex Group with the bell in the header.' },
  },
  {
    id: 'nf-005',
    publishedAt: '2026-03-25T08:00:00.000Z',
    link: '/media-releases/annual-report-2025',
    en: { title: 'Annual report 2025 published', text: 'Record sales and a strong service business.' },
  },
  {
    id: 'nf-004',
    publishedAt: '2026-03-11T10:30:00.000Z',
    link: '/stories/training-the-next-generation-of-harness-makers',
    en: {
      title: 'Story: training the next generation',
      text: 'Our academy in Thun trained 1,200 operators last year.',
    },
  },
  {
    id: 'nf-003',
    publishedAt: '2026-02-24T09:00:00.000Z',
    link: '/services/training',
    en: {
      title: 'Academy courses for 2026 open',
      text: 'Operator, maintenance and programming courses in nine languages.',
    },
  },
  {
    id: 'nf-002',
    publishedAt: '2026-02-10T08:00:00.000Z',
    link: '/media-releases/kudex-group-full-year-results-2025',
    en: { title: 'Full-year results 2025', text: 'Sales grew 6 % to CHF 805 million.' },
  },
  {
    id: 'nf-001',
    publishedAt: '2026-01-27T08:00:00.000Z',
    link: 'https://community.kudex.example',
    en: { title: 'Kudex Community launched', text: 'Ask questions and share tips with other machine operators.' },
  },
];
