import type { ContentModule } from '../../modules/content/content.schema.js';
import { type EditorialImageName, editorialImageId } from '../files/editorial-images.data.js';
import { SEED_PRODUCTS } from '../products/products.data.js';
import type { SeedPage } from './pages.data.js';

/**
 * The brand sites (`/en/brand-portal`, `/es/north-america-events`, `/de/revolution-im-schaltschrankbau`)
 * showed a hero over an empty band. Each now has a home page with sections, an about page, a page listing its
 * brand's products from the catalogue and a contact page, in the languages the site serves (SPEC §2.3): English on
 * the brand portal, English and Spanish on North America events, German on Revolution im Schaltschrankbau.
 */

/** The slug of a brand site's product page: `/products` itself is the catalogue section on every site. */
export const BRAND_PRODUCTS_SLUG = 'our-products';

const IMG = (name: EditorialImageName) => ({ id: editorialImageId(name), alt: '' });

/** The brand's products and services the catalogue shows everywhere (none discontinued or limited to countries). */
export function brandProductSlugs(brand: string): string[] {
  return SEED_PRODUCTS.filter((p) => p.brand === brand && !p.status && !p.supportedCountries).map((p) => p.slug);
}

interface BrandSiteCopy {
  home: { intro: string; teasersTitle: string; productsTitle: string; productsText: string; linkText: string };
  about: { title: string; lead: string; html: string };
  products: { title: string; lead: string; listTitle: string; listText: string; linkText: string };
  contact: {
    title: string;
    lead: string;
    panelTitle: string;
    panelText: string;
    formTitle: string;
    formLead: string;
    roles: [string, string];
  };
  teasers: { about: string; products: string; contact: string };
}

interface BrandSite {
  siteId: string;
  /** The brand whose products the site lists (seed/brands). */
  brand: string;
  contacts: [{ name: string; email: string; phone: string }, { name: string; email: string; phone: string }];
  copy: Partial<Record<string, BrandSiteCopy>>;
}

export const BRAND_SITES: BrandSite[] = [
  {
    siteId: 'brand-portal',
    brand: 'kudex',
    contacts: [
      { name: 'Lea Brunner', email: 'brand@kudex.example', phone: '+41 33 555 01 40' },
      { name: 'Tom Weber', email: 'media@kudex.example', phone: '+41 33 555 01 41' },
    ],
    copy: {
      en: {
        home: {
          intro:
            '<h2>One group, one look</h2><p>The Kudex Brand Portal gives agencies, partners and our own teams what they need to present the Kudex Group: logos, typography, colours, imagery and the texts that describe our products and services. Everything here is approved for use in print, online and at trade shows.</p>',
          teasersTitle: 'Find your way around the portal',
          productsTitle: 'Kudex products and services',
          productsText: 'The offers sold under the Kudex name, with their approved product names.',
          linkText: 'View {name}',
        },
        about: {
          title: 'About the brand portal',
          lead: 'Why the Kudex Group keeps one set of brand assets, and how to use them.',
          html: '<h2>Why one portal</h2><p>Six brands belong to the Kudex Group. Each keeps its own name and products, and all of them share one promise: wire processing from the cable drum to the tested harness, with service wherever our customers produce. The brand portal holds the assets that carry this promise, so that a brochure from Toronto and a trade-show booth in Stuttgart look like the same company.</p><h2>How to use the assets</h2><p>Use the logos unchanged, with the clear space given in the guidelines, on white or on the brand colours. Product names are written exactly as listed on our products page. If you need a format that is not here, ask the brand team: we answer within two working days.</p>',
        },
        products: {
          title: 'Kudex products and services',
          lead: 'Service contracts, training and smart-factory software sold under the Kudex name.',
          listTitle: 'The Kudex range',
          listText: 'Each entry opens the product in our catalogue, with its data sheet and images.',
          linkText: 'Open {name}',
        },
        contact: {
          title: 'Contact the brand team',
          lead: 'Questions about logos, imagery or product names? The brand team helps.',
          panelTitle: 'Brand and media team',
          panelText: 'Write or call us on working days from 8:00 to 17:00 (CET).',
          formTitle: 'Write to the brand team',
          formLead: 'Tell us what you are working on and which assets you need.',
          roles: ['Brand management', 'Media and press images'],
        },
        teasers: {
          about: 'Why the group keeps one set of brand assets.',
          products: 'The approved names of Kudex products and services.',
          contact: 'The brand team answers within two working days.',
        },
      },
    },
  },
  {
    siteId: 'north-america-events',
    brand: 'cirris',
    contacts: [
      { name: 'Megan Carter', email: 'events.na@kudex.example', phone: '+1 801 555 0142' },
      { name: 'Luis Hernández', email: 'eventos.na@kudex.example', phone: '+1 801 555 0157' },
    ],
    copy: {
      en: {
        home: {
          intro:
            '<h2>See our testers live</h2><p>From IPC APEX EXPO to The Battery Show, the Kudex North America team brings Cirris cable and harness testers to trade shows and open houses across the United States, Canada and Mexico. Bring a harness of your own: our application engineers test it on the booth and show you the report.</p>',
          teasersTitle: 'Plan your visit',
          productsTitle: 'Cirris testers at our events',
          productsText: 'The machines you can try at every event, from the bench tester to the pull tester.',
          linkText: 'View {name}',
        },
        about: {
          title: 'About North America events',
          lead: 'Trade shows, open houses and seminars of the Kudex Group in North America.',
          html: '<h2>Who we are</h2><p>Kudex North America Events is the events team of the Kudex Group in Salt Lake City, home of Cirris, the group’s brand for cable and harness testing. Each year we take part in about twenty trade shows and host open houses at our demo centers in Salt Lake City and Monterrey.</p><h2>What to expect</h2><p>Every event has working machines, application engineers who speak English and Spanish, and short seminars on test programs, high-voltage testing and pull testing. Visits are free; registration helps us prepare a demo with your own wires.</p>',
        },
        products: {
          title: 'Cirris products',
          lead: 'Cable and harness testers and pull testers of the Cirris brand.',
          listTitle: 'On show at our events',
          listText: 'Each entry opens the product in our catalogue, with its technical data.',
          linkText: 'Open {name}',
        },
        contact: {
          title: 'Contact the events team',
          lead: 'Book a meeting at a trade show or a visit to a demo center.',
          panelTitle: 'Events team North America',
          panelText: 'We answer in English and Spanish, Monday to Friday from 8:00 to 17:00 (MT).',
          formTitle: 'Write to the events team',
          formLead: 'Tell us which event you plan to visit and what you would like to see.',
          roles: ['Events and trade shows', 'Demo centers and seminars'],
        },
        teasers: {
          about: 'Trade shows, open houses and seminars in North America.',
          products: 'The Cirris testers you can try at our events.',
          contact: 'Book a meeting or a demo with your own harness.',
        },
      },
      es: {
        home: {
          intro:
            '<h2>Vea nuestros probadores en vivo</h2><p>De IPC APEX EXPO a The Battery Show, el equipo de Kudex Norteamérica lleva los probadores de cables y arneses Cirris a ferias y jornadas de puertas abiertas en Estados Unidos, Canadá y México. Traiga su propio arnés: nuestros ingenieros de aplicación lo prueban en el stand y le muestran el informe.</p>',
          teasersTitle: 'Planifique su visita',
          productsTitle: 'Probadores Cirris en nuestros eventos',
          productsText: 'Las máquinas que puede probar en cada evento, del probador de banco al probador de tracción.',
          linkText: 'Ver {name}',
        },
        about: {
          title: 'Sobre los eventos en Norteamérica',
          lead: 'Ferias, jornadas de puertas abiertas y seminarios del Grupo Kudex en Norteamérica.',
          html: '<h2>Quiénes somos</h2><p>Kudex North America Events es el equipo de eventos del Grupo Kudex en Salt Lake City, sede de Cirris, la marca del grupo para la prueba de cables y arneses. Cada año participamos en unas veinte ferias y organizamos jornadas de puertas abiertas en nuestros centros de demostración de Salt Lake City y Monterrey.</p><h2>Qué le espera</h2><p>En cada evento hay máquinas en funcionamiento, ingenieros de aplicación que hablan inglés y español, y seminarios breves sobre programas de prueba, pruebas de alta tensión y ensayos de tracción. Las visitas son gratuitas; su inscripción nos ayuda a preparar una demostración con sus propios cables.</p>',
        },
        products: {
          title: 'Productos Cirris',
          lead: 'Probadores de cables y arneses y probadores de tracción de la marca Cirris.',
          listTitle: 'En exhibición en nuestros eventos',
          listText: 'Cada entrada abre el producto en nuestro catálogo, con sus datos técnicos.',
          linkText: 'Abrir {name}',
        },
        contact: {
          title: 'Contacte con el equipo de eventos',
          lead: 'Reserve una reunión en una feria o una visita a un centro de demostración.',
          panelTitle: 'Equipo de eventos Norteamérica',
          panelText: 'Respondemos en inglés y español, de lunes a viernes de 8:00 a 17:00 (MT).',
          formTitle: 'Escriba al equipo de eventos',
          formLead: 'Díganos qué evento piensa visitar y qué le gustaría ver.',
          roles: ['Eventos y ferias', 'Centros de demostración y seminarios'],
        },
        teasers: {
          about: 'Ferias, jornadas de puertas abiertas y seminarios en Norteamérica.',
          products: 'Los probadores Cirris que puede probar en nuestros eventos.',
          contact: 'Reserve una reunión o una demostración con su propio arnés.',
        },
      },
    },
  },
  {
    siteId: 'revolution-im-schaltschrankbau',
    brand: 'diit',
    contacts: [
      { name: 'Jonas Albrecht', email: 'schaltschrank@kudex.example', phone: '+49 711 555 02 30' },
      { name: 'Sabine Krüger', email: 'diit.vertrieb@kudex.example', phone: '+49 711 555 02 31' },
    ],
    copy: {
      de: {
        home: {
          intro:
            '<h2>Verdrahtung ohne Papier</h2><p>Im Schaltschrankbau geht noch immer die meiste Zeit in die Verdrahtung: Drähte ablängen, abisolieren, crimpen, beschriften und nach Plan verlegen. Mit den Lösungen von DiIT kommen die Daten direkt aus dem E-CAD, die Drähte fertig konfektioniert in der Reihenfolge der Verdrahtung und der Plan auf den Bildschirm am Arbeitsplatz.</p>',
          teasersTitle: 'Mehr erfahren',
          productsTitle: 'DiIT-Lösungen für den Schaltschrankbau',
          productsText: 'Vom Planungswerkzeug bis zur Prüfung der Crimpverbindung.',
          linkText: '{name} ansehen',
        },
        about: {
          title: 'Über die Initiative',
          lead: 'Warum die Kudex Group die Verdrahtung im Schaltschrankbau automatisiert.',
          html: '<h2>Die Idee</h2><p>Revolution im Schaltschrankbau ist die Initiative der Kudex Group und ihrer Marke DiIT für eine durchgängige Verdrahtung: vom digitalen Zwilling des Schaltschranks über die automatische Drahtkonfektion bis zum geführten Verlegen jedes einzelnen Drahtes. Schaltschrankbauer sparen so bis zur Hälfte der Verdrahtungszeit und vermeiden Fehler, bevor sie entstehen.</p><h2>Für wen</h2><p>Für Schaltanlagen- und Maschinenbauer jeder Größe, die ihre Fertigung Schritt für Schritt digitalisieren wollen. Unsere Anwendungstechnikerinnen und -techniker begleiten Sie von der ersten Datenübernahme bis zur Serienfertigung.</p>',
        },
        products: {
          title: 'Produkte von DiIT',
          lead: 'Software, Kabelbaumbretter und Crimpprüfung der Marke DiIT.',
          listTitle: 'Das Angebot von DiIT',
          listText: 'Jeder Eintrag öffnet das Produkt in unserem Katalog, mit Datenblatt und Bildern.',
          linkText: '{name} öffnen',
        },
        contact: {
          title: 'Kontakt',
          lead: 'Sprechen Sie mit unseren Fachleuten für die Verdrahtung im Schaltschrankbau.',
          panelTitle: 'Ihre Ansprechpartner',
          panelText: 'Wir sind montags bis freitags von 8 bis 17 Uhr für Sie da.',
          formTitle: 'Schreiben Sie uns',
          formLead: 'Beschreiben Sie kurz Ihre Fertigung, wir melden uns innerhalb von zwei Arbeitstagen.',
          roles: ['Anwendungstechnik Schaltschrankbau', 'Vertrieb DiIT'],
        },
        teasers: {
          about: 'Warum wir die Verdrahtung im Schaltschrankbau automatisieren.',
          products: 'Software, Kabelbaumbretter und Crimpprüfung von DiIT.',
          contact: 'Unsere Fachleute beraten Sie zu Ihrer Fertigung.',
        },
      },
    },
  },
];

/** The navigation and teaser titles of the brand sites' pages (the header's titles, per language). */
const PAGE_TITLES: Record<string, { about: string; products: string; contact: string }> = {
  en: { about: 'About us', products: 'Our products', contact: 'Contact' },
  es: { about: 'Sobre nosotros', products: 'Nuestros productos', contact: 'Contacto' },
  de: { about: 'Über uns', products: 'Unsere Produkte', contact: 'Kontakt' },
};

export const brandPageTitle = (language: string, page: 'about' | 'products' | 'contact') =>
  (PAGE_TITLES[language] ?? PAGE_TITLES.en!)[page];

export const isBrandSite = (siteId: string) => BRAND_SITES.some((s) => s.siteId === siteId);

const productList = (site: BrandSite, title: string, text: string, linkText: string): ContentModule => ({
  type: 'product-teaser',
  title,
  text,
  links: brandProductSlugs(site.brand).map((productSlug) => ({ productSlug, text: linkText })),
});

/** The modules below the hero of a brand site's home page, in one of its languages. */
export function brandHomeExtras(siteId: string, language: string): ContentModule[] {
  const site = BRAND_SITES.find((s) => s.siteId === siteId);
  const copy = site?.copy[language];
  if (!site || !copy) return [];
  return [
    { type: 'rich-text', html: copy.home.intro },
    {
      type: 'teaser-grid',
      title: copy.home.teasersTitle,
      items: [
        { title: brandPageTitle(language, 'about'), text: copy.teasers.about, href: '/about', image: IMG('people') },
        {
          title: brandPageTitle(language, 'products'),
          text: copy.teasers.products,
          href: `/${BRAND_PRODUCTS_SLUG}`,
          image: IMG('crimping'),
        },
        {
          title: brandPageTitle(language, 'contact'),
          text: copy.teasers.contact,
          href: '/contact',
          image: IMG('service'),
        },
      ],
    },
    productList(site, copy.home.productsTitle, copy.home.productsText, copy.home.linkText),
  ];
}

/** The about, products and contact pages of the brand sites (about and contact replace the generic ones). */
export function brandSitePages(): SeedPage[] {
  return BRAND_SITES.flatMap((site) => {
    const languages = Object.entries(site.copy) as [string, BrandSiteCopy][];
    const pageOf = (slug: string, copyOf: (language: string, copy: BrandSiteCopy) => SeedPage['copy'][string]) => ({
      id: `${slug}-${site.siteId}`,
      siteId: site.siteId,
      parentSlug: 'home',
      slug,
      copy: Object.fromEntries(languages.map(([language, copy]) => [language, copyOf(language, copy)])),
    });
    return [
      pageOf('about', (_language, { about }) => ({
        title: about.title,
        description: about.lead,
        modules: [
          { type: 'hero', title: about.title, lead: about.lead, image: IMG('trade-show') },
          { type: 'rich-text', html: about.html },
        ],
      })),
      pageOf(BRAND_PRODUCTS_SLUG, (_language, { products }) => ({
        title: products.title,
        description: products.lead,
        modules: [
          { type: 'hero', title: products.title, lead: products.lead },
          productList(site, products.listTitle, products.listText, products.linkText),
        ],
      })),
      pageOf('contact', (_language, { contact }) => ({
        title: contact.title,
        description: contact.lead,
        modules: [
          { type: 'hero', title: contact.title, lead: contact.lead },
          {
            type: 'contact-panel',
            title: contact.panelTitle,
            text: contact.panelText,
            contacts: site.contacts.map((person, index) => ({
              ...person,
              role: contact.roles[index]!,
              image: IMG('portrait'),
            })),
          },
          { type: 'contact-form', title: contact.formTitle, lead: contact.formLead },
        ],
      })),
    ];
  });
}
