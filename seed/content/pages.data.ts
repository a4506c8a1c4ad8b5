import type {
  ContentModule,
  DocumentStage,
  PageInjection,
  PageProtection,
} from '../../modules/content/content.schema.js';
import { type EditorialImageName, editorialImageId } from '../files/editorial-images.data.js';

/** One language version of a demo page. */
export interface SeedPageCopy {
  title: string;
  description: string;
  modules: ContentModule[];
}

export interface SeedPage {
  id: string;
  siteId: string;
  parentSlug: string;
  slug: string;
  theme?: string;
  /** SPEC §3 header options: the header's own theme, and a hidden header; footer: the page's own footer theme. */
  headerTheme?: string;
  headerHidden?: boolean;
  footerTheme?: string;
  /** SPEC §3 pageType; 'Content' unless given. */
  pageType?: string;
  injection?: PageInjection;
  stage?: DocumentStage;
  /** SPEC §4 page protection; a `password` page also names its demo password (stored hashed). */
  protection?: PageProtection;
  password?: string;
  copy: Partial<Record<string, SeedPageCopy>>;
}

const hero = (title: string, lead: string, extra: Record<string, unknown> = {}): ContentModule => ({
  type: 'hero',
  title,
  lead,
  ...extra,
});
const richText = (html: string, anchor?: { id: string; title: string }): ContentModule => ({
  type: 'rich-text',
  html,
  ...(anchor ? { anchor } : {}),
});
/** A stored editorial image by name (seed/files/editorial-images.data.ts) with the page's own alternative text. */
const IMG = (name: EditorialImageName, alt = '') => ({ id: editorialImageId(name), alt });

/** SPEC §2.7 locations: the group's sites, each with its country (names per language). */
const LOCATIONS: [
  name: string,
  kind: [string, string],
  street: string,
  zip: string,
  city: string,
  cc: string,
  country: [string, string],
  phone: string,
][] = [
  [
    'Kudex Group AG',
    ['Headquarters', 'Hauptsitz'],
    'Industriestrasse 12',
    '3600',
    'Thun',
    'CH',
    ['Switzerland', 'Schweiz'],
    '+41 33 555 01 00',
  ],
  [
    'Kudex Academy',
    ['Training centre', 'Schulungszentrum'],
    'Seestrasse 4',
    '3600',
    'Thun',
    'CH',
    ['Switzerland', 'Schweiz'],
    '+41 33 555 02 00',
  ],
  [
    'Wustec GmbH',
    ['Production', 'Produktion'],
    'Werkstrasse 8',
    '42103',
    'Wuppertal',
    'DE',
    ['Germany', 'Deutschland'],
    '+49 202 555 300',
  ],
  [
    'Kudex Deutschland GmbH',
    ['Sales and service', 'Verkauf und Service'],
    'Am Hafen 3',
    '80331',
    'München',
    'DE',
    ['Germany', 'Deutschland'],
    '+49 89 555 4100',
  ],
  [
    'Kudex Romania SRL',
    ['Production', 'Produktion'],
    'Strada Zizinului 110',
    '500407',
    'Brașov',
    'RO',
    ['Romania', 'Rumänien'],
    '+40 268 555 200',
  ],
  [
    'Kudex Czech s.r.o.',
    ['Sales and service', 'Verkauf und Service'],
    'Purkyňova 99',
    '61200',
    'Brno',
    'CZ',
    ['Czechia', 'Tschechien'],
    '+420 541 555 100',
  ],
  [
    'Kudex Inc.',
    ['Sales and service', 'Verkauf und Service'],
    '2100 Commerce Drive',
    '60523',
    'Oak Brook',
    'US',
    ['United States', 'Vereinigte Staaten'],
    '+1 630 555 0140',
  ],
  [
    'Kudex de México',
    ['Service centre', 'Servicezentrum'],
    'Av. Constitución 2050',
    '64000',
    'Monterrey',
    'MX',
    ['Mexico', 'Mexiko'],
    '+52 81 5555 0100',
  ],
  [
    'Kudex Shanghai Co., Ltd.',
    ['Production and sales', 'Produktion und Verkauf'],
    '88 Jinke Road',
    '201203',
    'Shanghai',
    'CN',
    ['China', 'China'],
    '+86 21 5555 0100',
  ],
  [
    'Kudex Japan K.K.',
    ['Sales and showroom', 'Verkauf und Showroom'],
    '2-16-3 Konan',
    '108-0075',
    'Tokyo',
    'JP',
    ['Japan', 'Japan'],
    '+81 3 5555 0100',
  ],
];

function locationsModule(language: 'en' | 'de', title: string): ContentModule {
  const i = language === 'de' ? 1 : 0;
  return {
    type: 'locations',
    title,
    locations: LOCATIONS.map(([name, kind, street, postalCode, city, countryCode, country, phone]) => ({
      name,
      kind: kind[i],
      street,
      postalCode,
      city,
      countryCode,
      countryName: country[i],
      phone,
      email: `info.${countryCode.toLowerCase()}@kudex.example`,
    })),
  };
}

const TERMS_SECTIONS = {
  en: [
    [
      'scope',
      'Scope',
      'These terms apply to all deliveries of machines, spare parts and services by companies of the Kudex Group, unless agreed otherwise in writing.',
    ],
    [
      'offers',
      'Offers and orders',
      'Offers are valid for 60 days. A contract is concluded with our written order confirmation.',
    ],
    [
      'prices',
      'Prices and payment',
      'Prices are in Swiss francs, ex works, excluding VAT. Invoices are payable within 30 days net.',
    ],
    [
      'delivery',
      'Delivery',
      'Delivery dates are met when the goods are ready for dispatch. Partial deliveries are allowed.',
    ],
    ['warranty', 'Warranty', 'We warrant machines for 12 months from commissioning, at most 18 months from delivery.'],
    [
      'liability',
      'Liability',
      'Our liability is limited to the value of the order, except for intent and gross negligence.',
    ],
    ['law', 'Applicable law and jurisdiction', 'Swiss law applies. The place of jurisdiction is Thun, Switzerland.'],
  ],
  de: [
    [
      'scope',
      'Geltungsbereich',
      'Diese Bedingungen gelten für alle Lieferungen von Maschinen, Ersatzteilen und Dienstleistungen der Gesellschaften der Kudex Group, sofern nicht schriftlich anders vereinbart.',
    ],
    [
      'offers',
      'Angebote und Bestellungen',
      'Angebote gelten 60 Tage. Ein Vertrag kommt mit unserer schriftlichen Auftragsbestätigung zustande.',
    ],
    [
      'prices',
      'Preise und Zahlung',
      'Preise in Schweizer Franken, ab Werk, ohne Mehrwertsteuer. Rechnungen sind innert 30 Tagen netto zahlbar.',
    ],
    [
      'delivery',
      'Lieferung',
      'Liefertermine sind eingehalten, wenn die Ware versandbereit ist. Teillieferungen sind zulässig.',
    ],
    [
      'warranty',
      'Gewährleistung',
      'Wir gewährleisten Maschinen während 12 Monaten ab Inbetriebnahme, höchstens 18 Monate ab Lieferung.',
    ],
    [
      'liability',
      'Haftung',
      'Unsere Haftung ist auf den Auftragswert beschränkt, ausser bei Vorsatz und grober Fahrlässigkeit.',
    ],
    ['law', 'Anwendbares Recht und Gerichtsstand', 'Es gilt Schweizer Recht. Gerichtsstand ist Thun, Schweiz.'],
  ],
} as const;

function termsModule(language: 'en' | 'de', siteName: string): ContentModule {
  return {
    type: 'terms',
    title:
      language === 'de'
        ? `Allgemeine Geschäftsbedingungen der ${siteName}`
        : `General terms and conditions of ${siteName}`,
    version: '2026.1',
    effectiveDate: '2026-01-01',
    sections: TERMS_SECTIONS[language].map(([id, heading, text]) => ({ id, heading, html: `<p>${text}</p>` })),
    download: {
      text: language === 'de' ? 'AGB als PDF herunterladen' : 'Download the terms as PDF',
      href: `hard:/file/terms-2026-${language}`,
      // The PDF opens beside the page (SPEC §3 openInNewTab).
      openInNewTab: true,
    },
  };
}

const contactPanel = (language: 'en' | 'de'): ContentModule => ({
  type: 'contact-panel',
  title: language === 'de' ? 'Sprechen Sie mit uns' : 'Talk to us',
  text:
    language === 'de'
      ? 'Unsere Fachleute beraten Sie gerne zu Maschinen, Service und Schulungen.'
      : 'Our specialists are happy to advise you on machines, service and training.',
  contacts: [
    {
      name: 'Anna Keller',
      role: language === 'de' ? 'Unternehmenskommunikation' : 'Corporate communications',
      email: 'anna.keller@kudex.example',
      phone: '+41 33 555 01 10',
      image: IMG('portrait'),
    },
    {
      name: 'Marco Bianchi',
      role: language === 'de' ? 'Produktmanagement Crimpen' : 'Product management crimping',
      email: 'marco.bianchi@kudex.example',
      phone: '+41 33 555 01 24',
      image: IMG('portrait'),
    },
  ],
  // SPEC §3 page link parameters: the link lands on the form's heading.
  link: {
    text: language === 'de' ? 'Zum Kontaktformular' : 'Go to the contact form',
    href: '/contact',
    parameters: '#contact-title',
  },
});

/** The main site's pages besides home (the contact, support, service and whitepaper pages belong to the forms). */
export const MAIN_PAGES: SeedPage[] = [
  {
    id: 'about-main',
    siteId: 'main',
    parentSlug: 'home',
    slug: 'about',
    copy: {
      en: {
        title: 'About us',
        description: 'Six brands, one group: wire processing solutions from 18 locations worldwide.',
        modules: [
          hero('About us', 'Six brands, one group: wire processing solutions from 18 locations worldwide.', {
            cover: true,
            image: IMG('smart-factory', ''),
            cta: { text: 'See our locations', href: '/locations' },
          }),
          { type: 'anchor-navigation' },
          richText(
            '<p>The Kudex Group develops, builds and services machines for every step of wire processing: cutting, stripping, crimping, harness assembly and testing. Since 1952 we have grown from a workshop in Thun into a group of six brands with <strong>2,900 employees</strong>.</p><p>Our customers build the wiring harnesses of cars, aircraft, trains and household appliances.</p>',
            { id: 'who-we-are', title: 'Who we are' },
          ),
          {
            type: 'teaser-grid',
            title: 'Our brands',
            anchor: { id: 'brands', title: 'Brands' },
            items: [
              {
                title: 'Kudex',
                text: 'Cutting, stripping and crimping machines.',
                href: '/products',
                image: IMG('crimping'),
              },
              {
                title: 'Wustec',
                text: 'Precision crimping and stripping tools since 1962.',
                href: 'hard:/en/wustec',
                image: IMG('service'),
              },
              {
                title: 'Cirris',
                text: 'Harness and cable testing.',
                href: '/products/testing',
                image: IMG('software'),
              },
            ],
          },
          {
            type: 'video',
            title: 'The Kudex Group in two minutes',
            url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
            caption: 'A tour of our plant in Thun.',
            anchor: { id: 'video', title: 'Video' },
          },
          { ...contactPanel('en'), anchor: { id: 'contact', title: 'Contact' } },
        ],
      },
      de: {
        title: 'Über uns',
        description: 'Sechs Marken, eine Gruppe: Lösungen für die Kabelverarbeitung von 18 Standorten weltweit.',
        modules: [
          hero(
            'Über uns',
            'Sechs Marken, eine Gruppe: Lösungen für die Kabelverarbeitung von 18 Standorten weltweit.',
            {
              cover: true,
              image: IMG('smart-factory', ''),
              cta: { text: 'Unsere Standorte', href: '/locations' },
            },
          ),
          { type: 'anchor-navigation' },
          richText(
            '<p>Die Kudex Group entwickelt, baut und wartet Maschinen für jeden Schritt der Kabelverarbeitung: Schneiden, Abisolieren, Crimpen, Kabelbaumfertigung und Prüfen. Seit 1952 sind wir von einer Werkstatt in Thun zu einer Gruppe mit sechs Marken und <strong>2900 Mitarbeitenden</strong> gewachsen.</p><p>Unsere Kunden bauen die Kabelbäume von Autos, Flugzeugen, Zügen und Haushaltgeräten.</p>',
            { id: 'who-we-are', title: 'Wer wir sind' },
          ),
          {
            type: 'teaser-grid',
            title: 'Unsere Marken',
            anchor: { id: 'brands', title: 'Marken' },
            items: [
              {
                title: 'Kudex',
                text: 'Schneid-, Abisolier- und Crimpmaschinen.',
                href: '/products',
                image: IMG('crimping'),
              },
              {
                title: 'Wustec',
                text: 'Präzise Crimp- und Abisolierwerkzeuge seit 1962.',
                href: 'hard:/de/wustec',
                image: IMG('service'),
              },
              {
                title: 'Cirris',
                text: 'Kabelbaum- und Kabelprüfung.',
                href: '/products/testing',
                image: IMG('software'),
              },
            ],
          },
          {
            type: 'video',
            title: 'Die Kudex Group in zwei Minuten',
            url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
            caption: 'Ein Rundgang durch unser Werk in Thun.',
            anchor: { id: 'video', title: 'Video' },
          },
          { ...contactPanel('de'), anchor: { id: 'contact', title: 'Kontakt' } },
        ],
      },
    },
  },
  {
    id: 'careers-main',
    siteId: 'main',
    parentSlug: 'about',
    slug: 'careers',
    copy: {
      en: {
        title: 'Careers',
        description: 'Build the machines that build the world’s wiring harnesses.',
        modules: [
          hero('Careers', 'Build the machines that build the world’s wiring harnesses.', { image: IMG('people') }),
          richText(
            '<h2>Why Kudex</h2><ul><li>Machines that matter: every car on the road carries wires our machines processed.</li><li>Training: apprenticeships in mechatronics, polymechanics and IT.</li><li>Flexible working and a company pension above the legal minimum.</li></ul>',
          ),
          {
            type: 'accordion',
            title: 'Frequently asked questions',
            items: [
              {
                title: 'How do I apply?',
                html: '<p>Apply online with your CV and a short letter. We answer within two weeks.</p>',
              },
              { title: 'Can I work part-time?', html: '<p>Most of our positions are open to 80 % and more.</p>' },
              {
                title: 'Do you offer internships?',
                html: '<p>Yes, for students of engineering and business, for three to six months.</p>',
              },
            ],
          },
          {
            type: 'downloads',
            title: 'Downloads',
            files: [
              {
                title: 'Apprenticeships at Kudex',
                url: '/file/apprenticeships-brochure',
                extension: 'pdf',
                sizeBytes: 2_400_000,
                language: 'en',
              },
              {
                title: 'Benefits overview',
                url: '/file/benefits-overview',
                extension: 'pdf',
                sizeBytes: 512_000,
                language: 'en',
              },
            ],
          },
        ],
      },
      de: {
        title: 'Karriere',
        description: 'Bauen Sie die Maschinen, die die Kabelbäume der Welt fertigen.',
        modules: [
          hero('Karriere', 'Bauen Sie die Maschinen, die die Kabelbäume der Welt fertigen.', { image: IMG('people') }),
          richText(
            '<h2>Warum Kudex</h2><ul><li>Maschinen, die zählen: In jedem Auto stecken Drähte, die unsere Maschinen verarbeitet haben.</li><li>Ausbildung: Lehrstellen in Mechatronik, Polymechanik und Informatik.</li><li>Flexible Arbeitszeiten und eine Pensionskasse über dem gesetzlichen Minimum.</li></ul>',
          ),
          {
            type: 'accordion',
            title: 'Häufige Fragen',
            items: [
              {
                title: 'Wie bewerbe ich mich?',
                html: '<p>Bewerben Sie sich online mit Lebenslauf und kurzem Schreiben. Wir antworten innert zwei Wochen.</p>',
              },
              { title: 'Kann ich Teilzeit arbeiten?', html: '<p>Die meisten Stellen sind ab 80 % offen.</p>' },
              {
                title: 'Bieten Sie Praktika an?',
                html: '<p>Ja, für Studierende der Ingenieur- und Wirtschaftswissenschaften, für drei bis sechs Monate.</p>',
              },
            ],
          },
          {
            type: 'downloads',
            title: 'Downloads',
            files: [
              {
                title: 'Lehrstellen bei Kudex',
                url: '/file/apprenticeships-brochure?l=de',
                extension: 'pdf',
                sizeBytes: 2_400_000,
                language: 'de',
              },
              {
                title: 'Übersicht der Leistungen',
                url: '/file/benefits-overview?l=de',
                extension: 'pdf',
                sizeBytes: 512_000,
                language: 'de',
              },
            ],
          },
        ],
      },
    },
  },
  {
    id: 'facts-main',
    siteId: 'main',
    parentSlug: 'about',
    slug: 'facts-and-figures',
    // A presentation page shown full screen: no header (SPEC §3 header options); breadcrumbs and footer remain.
    headerHidden: true,
    // Only in English: other languages show it with the 'Not available in {language}' banner.
    copy: {
      en: {
        title: 'Facts and figures',
        description: 'The Kudex Group in numbers.',
        modules: [
          hero('Facts and figures', 'The Kudex Group in numbers.'),
          richText(
            '<table><caption>The group in 2025</caption><tbody><tr><th scope="row">Employees</th><td>2,900</td></tr><tr><th scope="row">Locations</th><td>18</td></tr><tr><th scope="row">Brands</th><td>6</td></tr><tr><th scope="row">Sales</th><td>CHF 805 million</td></tr></tbody></table>',
          ),
        ],
      },
    },
  },
  {
    id: 'locations-main',
    siteId: 'main',
    parentSlug: 'home',
    slug: 'locations',
    copy: {
      en: {
        title: 'Locations',
        description: 'Production, sales and service of the Kudex Group in 18 locations worldwide.',
        modules: [
          hero('Locations', 'Production, sales and service close to you.'),
          locationsModule('en', 'Find a location'),
          contactPanel('en'),
        ],
      },
      de: {
        title: 'Standorte',
        description: 'Produktion, Verkauf und Service der Kudex Group an 18 Standorten weltweit.',
        modules: [
          hero('Standorte', 'Produktion, Verkauf und Service in Ihrer Nähe.'),
          locationsModule('de', 'Standort finden'),
          contactPanel('de'),
        ],
      },
    },
  },
  {
    id: 'terms-main',
    siteId: 'main',
    parentSlug: 'home',
    slug: 'terms',
    copy: {
      en: {
        title: 'Terms and conditions',
        description: 'General terms and conditions of sale and delivery of the Kudex Group.',
        modules: [hero('Terms and conditions', 'Valid from 1 January 2026.'), termsModule('en', 'Kudex Group')],
      },
      de: {
        title: 'Allgemeine Geschäftsbedingungen',
        description: 'Allgemeine Verkaufs- und Lieferbedingungen der Kudex Group.',
        modules: [
          hero('Allgemeine Geschäftsbedingungen', 'Gültig ab 1. Januar 2026.'),
          termsModule('de', 'Kudex Group'),
        ],
      },
    },
  },
  {
    id: 'smart-factory-story-main',
    siteId: 'main',
    parentSlug: 'home',
    slug: 'smart-factory-story',
    theme: 'Copper',
    // The group's neutral header above a copper story, which ends in a copper footer (SPEC §3 header and footer).
    headerTheme: 'Default',
    footerTheme: 'Copper',
    injection: { type: 'product', slug: 'wire-mind' },
    copy: {
      en: {
        title: 'The smart factory, step by step',
        description: 'How connected machines, WIRE Flow and WIRE Mind turn a harness plant into a smart factory.',
        modules: [
          hero('The smart factory, step by step', 'Connected machines, one plan, no paper.', {
            cover: true,
            image: IMG('smart-factory'),
            cta: { text: 'Explore smart factory solutions', href: '/smart-factory' },
          }),
          { type: 'anchor-navigation' },
          richText(
            '<p>A smart factory starts with machines that talk. Every Kudex machine since 2020 reports its jobs, its states and its quality data.</p>',
            { id: 'connect', title: 'Connect' },
          ),
          richText(
            '<p>WIRE Flow turns customer orders into machine jobs and prints the labels. WIRE Mind plans the whole plant every five minutes.</p>',
            { id: 'plan', title: 'Plan' },
          ),
          {
            type: 'image',
            image: IMG('software', 'WIRE Mind planning board'),
            size: 'BreakOut',
            caption: 'The WIRE Mind planning board.',
          },
          {
            type: 'product-teaser',
            title: 'The software behind it',
            text: 'Both run in the cloud or on your own servers.',
            image: IMG('software'),
            anchor: { id: 'software', title: 'Software' },
            links: [
              { productSlug: 'wire-flow', text: 'Discover {name}' },
              { productSlug: 'wire-mind', text: 'Discover {name}' },
              { productSlug: 'Not A Product!', text: 'Discover {name}' },
            ],
          },
        ],
      },
      de: {
        title: 'Die Smart Factory, Schritt für Schritt',
        description: 'Wie vernetzte Maschinen, WIRE Flow und WIRE Mind ein Kabelbaumwerk zur Smart Factory machen.',
        modules: [
          hero('Die Smart Factory, Schritt für Schritt', 'Vernetzte Maschinen, ein Plan, kein Papier.', {
            cover: true,
            image: IMG('smart-factory'),
            cta: { text: 'Smart-Factory-Lösungen entdecken', href: '/smart-factory' },
          }),
          { type: 'anchor-navigation' },
          richText(
            '<p>Eine Smart Factory beginnt mit Maschinen, die miteinander sprechen. Jede Kudex-Maschine seit 2020 meldet ihre Aufträge, Zustände und Qualitätsdaten.</p>',
            { id: 'connect', title: 'Vernetzen' },
          ),
          richText(
            '<p>WIRE Flow macht aus Kundenaufträgen Maschinenaufträge und druckt die Etiketten. WIRE Mind plant das ganze Werk alle fünf Minuten.</p>',
            { id: 'plan', title: 'Planen' },
          ),
          {
            type: 'image',
            image: IMG('software', 'Planungstafel von WIRE Mind'),
            size: 'BreakOut',
            caption: 'Die Planungstafel von WIRE Mind.',
          },
          {
            type: 'product-teaser',
            title: 'Die Software dahinter',
            text: 'Beide laufen in der Cloud oder auf Ihren eigenen Servern.',
            image: IMG('software'),
            anchor: { id: 'software', title: 'Software' },
            links: [
              { productSlug: 'wire-flow', text: '{name} entdecken' },
              { productSlug: 'wire-mind', text: '{name} entdecken' },
              { productSlug: 'Not A Product!', text: '{name} entdecken' },
            ],
          },
        ],
      },
    },
  },
  {
    // SPEC §2.2: the error page is a CMS page known by slug; its texts are what a visitor meets on a 404.
    id: 'error-main',
    siteId: 'main',
    parentSlug: 'home',
    slug: 'error',
    pageType: 'Error',
    copy: {
      en: {
        title: 'Page not found',
        description: 'Error 404',
        modules: [
          richText(
            '<p>The page you are looking for does not exist or has moved. Try the search above, or start again from the home page.</p>',
          ),
        ],
      },
      de: {
        title: 'Seite nicht gefunden',
        description: 'Fehler 404',
        modules: [
          richText(
            '<p>Die gesuchte Seite existiert nicht oder wurde verschoben. Versuchen Sie die Suche oben oder beginnen Sie auf der Startseite.</p>',
          ),
        ],
      },
      fr: {
        title: 'Page introuvable',
        description: 'Erreur 404',
        modules: [
          richText(
            '<p>La page que vous cherchez n’existe pas ou a été déplacée. Essayez la recherche ci-dessus ou repartez de la page d’accueil.</p>',
          ),
        ],
      },
    },
  },
  {
    // SPEC §2.2: the media releases page is a CMS page known by slug: its title, lead and modules head the list.
    id: 'media-releases-main',
    siteId: 'main',
    parentSlug: 'home',
    slug: 'media-releases',
    copy: {
      en: {
        title: 'Media releases',
        description: 'News from the Kudex Group for journalists and investors.',
        modules: [
          richText(
            '<p>Media contact: Corporate Communications, <a href="mailto:media@kudex.example">media@kudex.example</a>, +41 33 555 01 20.</p>',
          ),
        ],
      },
      de: {
        title: 'Medienmitteilungen',
        description: 'Neuigkeiten der Kudex Group für Medien und Investoren.',
        modules: [
          richText(
            '<p>Medienkontakt: Unternehmenskommunikation, <a href="mailto:media@kudex.example">media@kudex.example</a>, +41 33 555 01 20.</p>',
          ),
        ],
      },
    },
  },
  {
    id: 'partner-area-main',
    siteId: 'main',
    parentSlug: 'home',
    slug: 'partner-area',
    // SPEC §4 page protection by password (demo password in the README).
    protection: 'password',
    password: 'partner-demo',
    copy: {
      en: {
        title: 'Partner area',
        description: 'Price lists and sales material for Kudex sales partners.',
        modules: [
          hero('Partner area', 'Price lists and sales material for Kudex sales partners.'),
          richText(
            '<p>The 2027 partner price list applies from 1 January 2027. Discount level B partners receive 18&nbsp;% on all cutting and stripping machines.</p>',
          ),
        ],
      },
      de: {
        title: 'Partnerbereich',
        description: 'Preislisten und Verkaufsunterlagen für Kudex-Vertriebspartner.',
        modules: [
          hero('Partnerbereich', 'Preislisten und Verkaufsunterlagen für Kudex-Vertriebspartner.'),
          richText(
            '<p>Die Partner-Preisliste 2027 gilt ab 1. Januar 2027. Partner der Rabattstufe B erhalten 18&nbsp;% auf alle Schneid- und Abisoliermaschinen.</p>',
          ),
        ],
      },
    },
  },
  {
    id: 'service-bulletins-main',
    siteId: 'main',
    parentSlug: 'home',
    slug: 'service-bulletins',
    // SPEC §4 page protection by role: signed-in customers with product information access.
    protection: 'role:kmx_int_productinfo_active',
    copy: {
      en: {
        title: 'Service bulletins',
        description: 'Technical notices for owners of Kudex machines.',
        modules: [
          hero('Service bulletins', 'Technical notices for owners of Kudex machines.'),
          richText(
            '<p>Bulletin SB-2026-07: replace the blade guide of the CS 9100 after 2 million cycles. The part ships free of charge under service contract.</p>',
          ),
        ],
      },
    },
  },
  {
    id: 'innovation-roadmap-main',
    siteId: 'main',
    parentSlug: 'about',
    slug: 'innovation-roadmap',
    stage: 'DRAFT',
    // Not yet published: editors preview it, the public gets 404.
    copy: {
      en: {
        title: 'Innovation roadmap (draft)',
        description: 'What our development teams work on until 2030.',
        modules: [hero('Innovation roadmap (draft)', 'What our development teams work on until 2030.')],
      },
    },
  },
];

/** A draft change of a published page: editors see it instead of the published version. */
export const MAIN_PAGE_DRAFTS: SeedPage[] = [
  {
    id: 'smart-factory-story-main',
    siteId: 'main',
    parentSlug: 'home',
    slug: 'smart-factory-story',
    stage: 'DRAFT',
    copy: {
      en: {
        title: 'The smart factory, step by step (draft)',
        description: 'Revised introduction.',
        modules: [hero('The smart factory, step by step (draft)', 'Revised introduction, not yet published.')],
      },
    },
  },
];

const SITE_COPY = {
  en: {
    about: (name: string) => ({
      title: 'About us',
      description: `${name} is part of the Kudex Group.`,
      modules: [
        hero('About us', `${name} is part of the Kudex Group.`),
        richText(
          `<p>${name} brings the experience of the Kudex Group to its customers, with local teams for sales and service.</p>`,
        ),
      ],
    }),
    contact: (name: string) => ({
      title: 'Contact',
      description: `Get in touch with ${name}.`,
      modules: [hero('Contact', `Get in touch with ${name}.`), contactPanel('en')],
    }),
    locations: () => ({
      title: 'Locations',
      description: 'Production, sales and service close to you.',
      modules: [
        hero('Locations', 'Production, sales and service close to you.'),
        locationsModule('en', 'Find a location'),
      ],
    }),
    terms: (name: string) => ({
      title: 'Terms and conditions',
      description: `General terms and conditions of ${name}.`,
      modules: [hero('Terms and conditions', 'Valid from 1 January 2026.'), termsModule('en', name)],
    }),
    story: (name: string) => ({
      title: 'Smart factory in practice',
      description: `How customers of ${name} connect their machines.`,
      modules: [
        hero('Smart factory in practice', `How customers of ${name} connect their machines.`, {
          cover: true,
          image: IMG('smart-factory'),
        }),
        richText(
          '<p>Connected machines report jobs and quality data, and planning software keeps the whole line busy.</p>',
        ),
      ],
    }),
  },
  de: {
    about: (name: string) => ({
      title: 'Über uns',
      description: `${name} gehört zur Kudex Group.`,
      modules: [
        hero('Über uns', `${name} gehört zur Kudex Group.`),
        richText(
          `<p>${name} bringt die Erfahrung der Kudex Group zu ihren Kunden, mit lokalen Teams für Verkauf und Service.</p>`,
        ),
      ],
    }),
    contact: (name: string) => ({
      title: 'Kontakt',
      description: `Nehmen Sie Kontakt mit ${name} auf.`,
      modules: [hero('Kontakt', `Nehmen Sie Kontakt mit ${name} auf.`), contactPanel('de')],
    }),
    locations: () => ({
      title: 'Standorte',
      description: 'Produktion, Verkauf und Service in Ihrer Nähe.',
      modules: [
        hero('Standorte', 'Produktion, Verkauf und Service in Ihrer Nähe.'),
        locationsModule('de', 'Standort finden'),
      ],
    }),
    terms: (name: string) => ({
      title: 'Allgemeine Geschäftsbedingungen',
      description: `Allgemeine Geschäftsbedingungen der ${name}.`,
      modules: [hero('Allgemeine Geschäftsbedingungen', 'Gültig ab 1. Januar 2026.'), termsModule('de', name)],
    }),
    story: (name: string) => ({
      title: 'Smart Factory in der Praxis',
      description: `Wie Kunden von ${name} ihre Maschinen vernetzen.`,
      modules: [
        hero('Smart Factory in der Praxis', `Wie Kunden von ${name} ihre Maschinen vernetzen.`, {
          cover: true,
          image: IMG('smart-factory'),
        }),
        richText(
          '<p>Vernetzte Maschinen melden Aufträge und Qualitätsdaten, und die Planungssoftware hält die ganze Linie ausgelastet.</p>',
        ),
      ],
    }),
  },
} as const;

const SITE_PAGE_SLUGS = [
  ['about', 'about'],
  ['contact', 'contact'],
  ['locations', 'locations'],
  ['terms', 'terms'],
  ['story', 'smart-factory-story'],
] as const;

/** The same set of pages for each of the other sites, in the site's languages among en and de. */
export function sitePages(siteId: string, siteName: string, languages: readonly string[]): SeedPage[] {
  return SITE_PAGE_SLUGS.map(([kind, slug]) => ({
    id: `${slug}-${siteId}`,
    siteId,
    parentSlug: 'home',
    slug,
    copy: Object.fromEntries(
      (['en', 'de'] as const).filter((l) => languages.includes(l)).map((l) => [l, SITE_COPY[l][kind](siteName)]),
    ),
  }));
}

/** The main site's home opens with a cover hero (SPEC §2.4) on this image, in every language. */
export const MAIN_HOME_COVER = { cover: true, image: IMG('harness') };

/** Below the main site's home hero (en and de): a sticky anchor navigation over three sections. */
export const MAIN_HOME_EXTRAS: Partial<Record<string, ContentModule[]>> = {
  en: [
    { type: 'anchor-navigation' },
    richText(
      '<h2>What we do</h2><p>From the cable drum to the finished wiring harness: Kudex machines cut, crimp, seal, twist and check wires, and our software plans every line. Six brands share one network of service engineers.</p>',
      { id: 'what-we-do', title: 'What we do' },
    ),
    {
      type: 'teaser-grid',
      anchor: { id: 'discover', title: 'Discover' },
      title: 'Discover the Kudex Group',
      items: [
        {
          title: 'The smart factory, step by step',
          text: 'Connected machines, one plan, no paper.',
          href: '/smart-factory-story',
          image: IMG('smart-factory'),
        },
        {
          title: 'Stories',
          text: 'How our customers automate wire processing.',
          href: '/stories',
          image: IMG('harness'),
        },
        {
          title: 'Media releases',
          text: 'News, results and events of the group.',
          href: '/media-releases',
          image: IMG('trade-show'),
        },
      ],
    },
    richText(
      '<h2>Service where you produce</h2><p>Spare parts within 24 hours, remote support from our service centres and engineers on site in more than 50 countries.</p>',
      { id: 'service', title: 'Service' },
    ),
  ],
  de: [
    { type: 'anchor-navigation' },
    richText(
      '<h2>Was wir tun</h2><p>Von der Kabeltrommel bis zum fertigen Kabelbaum: Kudex-Maschinen schneiden, crimpen, dichten ab, verdrillen und prüfen Leitungen, und unsere Software plant jede Linie. Sechs Marken teilen sich ein Netz von Servicetechnikern.</p>',
      { id: 'what-we-do', title: 'Was wir tun' },
    ),
    {
      type: 'teaser-grid',
      anchor: { id: 'discover', title: 'Entdecken' },
      title: 'Entdecken Sie die Kudex Group',
      items: [
        {
          title: 'Die Smart Factory, Schritt für Schritt',
          text: 'Vernetzte Maschinen, ein Plan, kein Papier.',
          href: '/smart-factory-story',
          image: IMG('smart-factory'),
        },
        {
          title: 'Stories',
          text: 'Wie unsere Kunden die Kabelverarbeitung automatisieren.',
          href: '/stories',
          image: IMG('harness'),
        },
        {
          title: 'Medienmitteilungen',
          text: 'Neuigkeiten, Ergebnisse und Events der Gruppe.',
          href: '/media-releases',
          image: IMG('trade-show'),
        },
      ],
    },
    richText(
      '<h2>Service, wo Sie produzieren</h2><p>Ersatzteile innerhalb von 24 Stunden, Fernunterstützung aus unseren Servicezentren und Technikerinnen und Techniker vor Ort in über 50 Ländern.</p>',
      { id: 'service', title: 'Service' },
    ),
  ],
};
