import type { SiteDomainRow, SiteRow } from '../../modules/sites/sites.schema.js';

/** Replaced by the configured WUSTEC_HOST when seeding. */
export const WUSTEC_HOST_PLACEHOLDER = 'wustec.localhost';

/** A site row (the flags default to false) with its domains. */
export interface SeedSite
  extends
    Pick<SiteRow, 'id' | 'name' | 'slug' | 'technicalName' | 'theme' | 'footerTheme'>,
    Partial<Pick<SiteRow, 'internationalOnly' | 'hideSideButtons' | 'enableCutFont'>> {
  /** Hosts that select the site; `null` slug means the host alone. */
  domains: Pick<SiteDomainRow, 'host' | 'slug'>[];
}

/**
 * The main site plus the four sites SPEC §2.3 names. Sites served under the main host by slug have the host `*`
 * (any host: the app may be reached as localhost, 127.0.0.1 or its public name); wustec has a domain of its own
 * (WUSTEC_HOST, default wustec.localhost).
 */
export const SEED_SITES: SeedSite[] = [
  {
    id: 'main',
    name: 'Kudex Group',
    slug: null,
    technicalName: 'main',
    theme: 'Default',
    footerTheme: 'Kudex',
    domains: [{ host: 'localhost', slug: null }],
  },
  {
    id: 'wustec',
    name: 'Wustec',
    slug: 'wustec',
    technicalName: 'wustec',
    theme: 'Wustec',
    footerTheme: 'Wustec',
    hideSideButtons: true,
    domains: [{ host: WUSTEC_HOST_PLACEHOLDER, slug: null }],
  },
  {
    id: 'north-america-events',
    name: 'Kudex North America Events',
    slug: 'north-america-events',
    technicalName: 'northAmericaEvents',
    theme: 'Light_Blue',
    footerTheme: 'Light_Blue',
    domains: [{ host: '*', slug: 'north-america-events' }],
  },
  {
    id: 'brand-portal',
    name: 'Kudex Brand Portal',
    slug: 'brand-portal',
    technicalName: 'brandPortal',
    theme: 'Copper',
    footerTheme: 'Copper',
    internationalOnly: true,
    // A download portal for agencies: no contact/share side buttons.
    hideSideButtons: true,
    domains: [{ host: '*', slug: 'brand-portal' }],
  },
  {
    id: 'revolution-im-schaltschrankbau',
    name: 'Revolution im Schaltschrankbau',
    slug: 'revolution-im-schaltschrankbau',
    technicalName: 'revolutionImSchaltschrankbau',
    theme: 'Iqc',
    footerTheme: 'Iqc',
    enableCutFont: true,
    domains: [{ host: '*', slug: 'revolution-im-schaltschrankbau' }],
  },
];
