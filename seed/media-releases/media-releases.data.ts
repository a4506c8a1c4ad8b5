/** Demo media releases, newest first; ad hoc announcements flagged; the newest six also in German. */
export interface ReleaseCopy {
  title: string;
  lead: string;
  paragraphs: string[];
}

export interface SeedRelease {
  id: string;
  slug: string;
  date: string;
  adhoc: boolean;
  en: ReleaseCopy;
  de?: ReleaseCopy;
}

export const MEDIA_RELEASES: SeedRelease[] = [
  {
    id: 'mr-14',
    slug: 'kudex-group-q3-2026-trading-update',
    date: '2026-11-12',
    adhoc: true,
    en: {
      title: 'Kudex Group: trading update for the third quarter of 2026',
      lead: 'Order intake rose 7 % year on year to CHF 221 million; the group confirms its guidance for 2026.',
      paragraphs: [
        'Thun, 12 November 2026 – Demand from the automotive and e-mobility markets remained strong in the third quarter.',
        'Service sales grew by 11 %, supported by the new remote diagnostics offering.',
      ],
    },
    de: {
      title: 'Kudex Group: Geschäftsverlauf im dritten Quartal 2026',
      lead: 'Der Auftragseingang stieg gegenüber dem Vorjahr um 7 % auf CHF 221 Millionen; die Gruppe bestätigt ihre Prognose für 2026.',
      paragraphs: [
        'Thun, 12. November 2026 – Die Nachfrage aus den Märkten Automobil und E-Mobilität blieb im dritten Quartal hoch.',
        'Der Serviceumsatz wuchs um 11 %, getragen vom neuen Angebot der Ferndiagnose.',
      ],
    },
  },
  {
    id: 'mr-13',
    slug: 'kudex-at-electronica-2026',
    date: '2026-10-29',
    adhoc: false,
    en: {
      title: 'Kudex shows fully automatic crimping at electronica 2026',
      lead: 'Visitors to hall A3 see a complete harness line from cutting to testing.',
      paragraphs: ['Munich, 29 October 2026 – The Kudex Group brands present their joint line for the first time.'],
    },
    de: {
      title: 'Kudex zeigt vollautomatisches Crimpen an der electronica 2026',
      lead: 'Besucherinnen und Besucher der Halle A3 sehen eine komplette Kabelbaumlinie vom Schneiden bis zum Prüfen.',
      paragraphs: [
        'München, 29. Oktober 2026 – Die Marken der Kudex Group präsentieren erstmals ihre gemeinsame Linie.',
      ],
    },
  },
  {
    id: 'mr-12',
    slug: 'kudex-acquires-cirris-test-systems',
    date: '2026-09-08',
    adhoc: true,
    en: {
      title: 'Kudex Group completes the acquisition of Cirris',
      lead: 'The harness testing specialist becomes the sixth brand of the group.',
      paragraphs: [
        'Thun, 8 September 2026 – All regulatory approvals have been obtained and the transaction is closed.',
      ],
    },
    de: {
      title: 'Kudex Group schliesst die Übernahme von Cirris ab',
      lead: 'Der Spezialist für Kabelbaumprüfung wird zur sechsten Marke der Gruppe.',
      paragraphs: [
        'Thun, 8. September 2026 – Alle behördlichen Genehmigungen liegen vor, die Transaktion ist vollzogen.',
      ],
    },
  },
  {
    id: 'mr-11',
    slug: 'half-year-results-2026',
    date: '2026-08-20',
    adhoc: true,
    en: {
      title: 'Half-year results 2026: sales of CHF 412 million',
      lead: 'EBIT margin improved to 11.8 %; free cash flow doubled.',
      paragraphs: ['Thun, 20 August 2026 – The group grew in all regions, led by Asia.'],
    },
    de: {
      title: 'Halbjahresergebnis 2026: Umsatz von CHF 412 Millionen',
      lead: 'Die EBIT-Marge verbesserte sich auf 11,8 %; der freie Cashflow verdoppelte sich.',
      paragraphs: ['Thun, 20. August 2026 – Die Gruppe wuchs in allen Regionen, angeführt von Asien.'],
    },
  },
  {
    id: 'mr-10',
    slug: 'kudex-opens-plant-in-brasov',
    date: '2026-06-17',
    adhoc: false,
    en: {
      title: 'Kudex opens its new plant in Brașov',
      lead: '12,000 m² for the assembly of stripping machines and 180 new jobs.',
      paragraphs: ['Brașov, 17 June 2026 – The plant produces for customers in Europe and North America.'],
    },
    de: {
      title: 'Kudex eröffnet das neue Werk in Brașov',
      lead: '12 000 m² für die Montage von Abisoliermaschinen und 180 neue Arbeitsplätze.',
      paragraphs: ['Brașov, 17. Juni 2026 – Das Werk produziert für Kunden in Europa und Nordamerika.'],
    },
  },
  {
    id: 'mr-09',
    slug: 'annual-general-meeting-2026',
    date: '2026-05-06',
    adhoc: false,
    en: {
      title: 'Annual general meeting approves all proposals',
      lead: 'Shareholders approved a dividend of CHF 2.40 per share.',
      paragraphs: ['Thun, 6 May 2026 – 412 shareholders attended the meeting in person.'],
    },
    de: {
      title: 'Generalversammlung genehmigt alle Anträge',
      lead: 'Die Aktionärinnen und Aktionäre genehmigten eine Dividende von CHF 2.40 je Aktie.',
      paragraphs: ['Thun, 6. Mai 2026 – 412 Aktionärinnen und Aktionäre nahmen persönlich teil.'],
    },
  },
  {
    id: 'mr-08',
    slug: 'cutstrip-9000-wins-design-award',
    date: '2026-04-22',
    adhoc: false,
    en: {
      title: 'CutStrip 9000 wins a product design award',
      lead: 'The jury praised the tool-free changeover concept.',
      paragraphs: ['Thun, 22 April 2026 – The award recognises ease of use and safety.'],
    },
  },
  {
    id: 'mr-07',
    slug: 'annual-report-2025',
    date: '2026-03-25',
    adhoc: false,
    en: {
      title: 'Annual report 2025 published',
      lead: 'The report covers record sales and the sustainability targets for 2030.',
      paragraphs: ['Thun, 25 March 2026 – The report is available in English and German.'],
    },
  },
  {
    id: 'mr-06',
    slug: 'kudex-group-full-year-results-2025',
    date: '2026-02-10',
    adhoc: true,
    en: {
      title: 'Full-year results 2025: sales grew 6 % to CHF 805 million',
      lead: 'The board proposes a higher dividend.',
      paragraphs: ['Thun, 10 February 2026 – All brands contributed to the growth.'],
    },
  },
  {
    id: 'mr-05',
    slug: 'new-ceo-appointed',
    date: '2025-12-15',
    adhoc: true,
    en: {
      title: 'Board appoints a new CEO',
      lead: 'Dr. Sarah Imhof takes over on 1 April 2026.',
      paragraphs: ['Thun, 15 December 2025 – Sarah Imhof has led the service business since 2019.'],
    },
  },
  {
    id: 'mr-04',
    slug: 'kudex-joins-science-based-targets',
    date: '2025-11-04',
    adhoc: false,
    en: {
      title: 'Kudex commits to science-based climate targets',
      lead: 'The group will halve its emissions by 2030.',
      paragraphs: ['Thun, 4 November 2025 – The targets cover the group’s own plants and its suppliers.'],
    },
  },
  {
    id: 'mr-03',
    slug: 'service-centre-monterrey',
    date: '2025-09-23',
    adhoc: false,
    en: {
      title: 'New service centre in Monterrey',
      lead: 'Spare parts and field service for customers in Mexico within 24 hours.',
      paragraphs: ['Monterrey, 23 September 2025 – Twelve technicians work from the new centre.'],
    },
  },
  {
    id: 'mr-02',
    slug: 'half-year-results-2025',
    date: '2025-08-19',
    adhoc: true,
    en: {
      title: 'Half-year results 2025',
      lead: 'Sales of CHF 389 million; EBIT margin 10.9 %.',
      paragraphs: ['Thun, 19 August 2025 – Order intake recovered in the second quarter.'],
    },
  },
  {
    id: 'mr-01',
    slug: 'wire-flow-4-launched',
    date: '2025-06-10',
    adhoc: false,
    en: {
      title: 'WIRE Flow 4 launched',
      lead: 'The production software now runs in the cloud or on premises.',
      paragraphs: ['Thun, 10 June 2025 – More than 300 plants already use WIRE Flow.'],
    },
  },
];

/** A release prepared for publication: editors see it, the public does not. */
export const DRAFT_RELEASES: SeedRelease[] = [
  {
    id: 'mr-15',
    slug: 'embargoed-capital-markets-day-2027',
    date: '2026-11-20',
    adhoc: false,
    en: {
      title: 'Capital markets day 2027 (draft)',
      lead: 'Embargoed until the board approves it.',
      paragraphs: ['Not for publication.'],
    },
  },
];

/** Events around today (dates in days from the day of seeding), so the list always has upcoming ones. */
export const EVENTS = [
  {
    id: 'ev-electronica',
    offsetDays: -30,
    days: 4,
    link: 'https://electronica.example',
    en: ['electronica 2026', 'Munich, Germany'],
    de: ['electronica 2026', 'München, Deutschland'],
  },
  {
    id: 'ev-open-house-thun',
    offsetDays: 12,
    days: 2,
    link: '/about',
    en: ['Open house at the Thun plant', 'Thun, Switzerland'],
    de: ['Tag der offenen Tür im Werk Thun', 'Thun, Schweiz'],
  },
  {
    id: 'ev-wire-expo',
    offsetDays: 34,
    days: 3,
    link: 'https://wire-expo.example',
    en: ['Wire & Cable Expo', 'Chicago, USA'],
    de: ['Wire & Cable Expo', 'Chicago, USA'],
  },
  {
    id: 'ev-productronica-china',
    offsetDays: 75,
    days: 3,
    link: 'https://productronica-china.example',
    en: ['productronica China', 'Shanghai, China'],
  },
  {
    id: 'ev-academy-day',
    offsetDays: 96,
    days: 1,
    link: '/services/training',
    en: ['Academy day: harness testing', 'Thun, Switzerland'],
    de: ['Akademietag: Kabelbaumprüfung', 'Thun, Schweiz'],
  },
  {
    id: 'ev-hannover-messe',
    offsetDays: 140,
    days: 5,
    link: 'https://hannovermesse.example',
    en: ['Hannover Messe', 'Hanover, Germany'],
    de: ['Hannover Messe', 'Hannover, Deutschland'],
  },
] as const;
