/** Where a failed service request may be mailed instead (SPEC §8 mail fallback). */
export const SERVICE_FALLBACK_EMAIL = 'service@kudex.example';

export interface FormPage {
  id: string;
  /** Default: the main site. */
  siteId?: string;
  slug: string;
  module: Record<string, unknown> & { type: string };
  /** Only languages the site serves (SPEC §2.3 language rules). */
  copy: Partial<Record<'en' | 'de', { title: string; lead: string }>>;
}

/** The main site's form pages (SPEC §1): one content module each, English and German. */
export const FORM_PAGES: FormPage[] = [
  {
    id: 'contact-main',
    slug: 'contact',
    module: { type: 'contact-form' },
    copy: {
      en: { title: 'Contact us', lead: 'Questions about our machines, service or the group? Write to us.' },
      de: { title: 'Kontakt', lead: 'Fragen zu unseren Maschinen, zum Service oder zur Gruppe? Schreiben Sie uns.' },
    },
  },
  {
    id: 'support-request-main',
    slug: 'support-request',
    module: { type: 'support-request-form' },
    copy: {
      en: {
        title: 'Support request',
        lead: 'Tell us which product needs help. Our application engineers answer in your language.',
      },
      de: {
        title: 'Supportanfrage',
        lead: 'Sagen Sie uns, welches Produkt Unterstützung braucht. Unsere Anwendungstechniker antworten in Ihrer Sprache.',
      },
    },
  },
  {
    id: 'service-request-main',
    slug: 'service-request',
    module: { type: 'service-request-form', fallbackEmail: SERVICE_FALLBACK_EMAIL },
    copy: {
      en: {
        title: 'Service request',
        lead: 'Repair, maintenance, calibration or training: request a service visit for your machine.',
      },
      de: {
        title: 'Serviceanfrage',
        lead: 'Reparatur, Wartung, Kalibrierung oder Schulung: Fordern Sie einen Serviceeinsatz für Ihre Maschine an.',
      },
    },
  },
  {
    id: 'whitepaper-main',
    slug: 'whitepaper',
    module: { type: 'whitepaper-form', whitepaperId: 'smart-wire-processing' },
    copy: {
      en: { title: 'Whitepaper', lead: 'Download our whitepaper on connected wire processing.' },
      de: { title: 'Whitepaper', lead: 'Laden Sie unser Whitepaper zur vernetzten Kabelverarbeitung herunter.' },
    },
  },
  // The whitepaper landing page on the other sites, in the languages each serves.
  {
    id: 'whitepaper-north-america-events',
    siteId: 'north-america-events',
    slug: 'whitepaper',
    module: { type: 'whitepaper-form', whitepaperId: 'smart-wire-processing' },
    copy: {
      en: {
        title: 'Whitepaper: connected wire processing',
        lead: 'Take the show home: the whitepaper behind our North American trade-show demos.',
      },
    },
  },
  {
    id: 'whitepaper-brand-portal',
    siteId: 'brand-portal',
    slug: 'whitepaper',
    module: { type: 'whitepaper-form', whitepaperId: 'smart-wire-processing' },
    copy: {
      en: { title: 'Whitepaper', lead: 'The group whitepaper on connected wire processing, for partners and press.' },
    },
  },
  {
    id: 'whitepaper-revolution-im-schaltschrankbau',
    siteId: 'revolution-im-schaltschrankbau',
    slug: 'whitepaper',
    module: { type: 'whitepaper-form', whitepaperId: 'smart-wire-processing' },
    copy: {
      de: {
        title: 'Whitepaper: Schaltschrankbau automatisiert',
        lead: 'Wie vernetzte Kabelverarbeitung die Verdrahtung im Schaltschrankbau beschleunigt.',
      },
    },
  },
];
