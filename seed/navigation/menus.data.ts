import type { NavigationItemRow } from '../../modules/navigation/navigation.schema.js';
import { BRAND_PRODUCTS_SLUG, brandPageTitle, isBrandSite } from '../content/brand-sites.data.js';
import { homePageId } from '../content/home-pages.data.js';
import { NAV_TITLES, SUB_ITEMS } from './navigation.data.js';

export type SeedItem = Omit<NavigationItemRow, 'createdAt' | 'updatedAt'>;

const title = (key: string, language: string) => NAV_TITLES[key]?.[language] ?? NAV_TITLES[key]?.en ?? key;

function item(
  siteId: string,
  language: string,
  values: Partial<SeedItem> & Pick<SeedItem, 'id' | 'area' | 'title'>,
): SeedItem {
  return {
    siteId,
    language,
    stage: 'PUBLISHED',
    kind: 'link',
    sortIndex: 0,
    breadcrumbOverride: null,
    url: null,
    pageId: null,
    countries: [],
    hidden: false,
    hideSubItems: false,
    linkText: null,
    target: '_self',
    marketingTitle: null,
    marketingDescription: null,
    sections: [],
    teaser: null,
    ...values,
    // Ids are unique per site: the same item repeats per language and stage.
    id: `${siteId}.${values.id}`,
    parentId: values.parentId ? `${siteId}.${values.parentId}` : null,
  };
}

/** The main site's navigation: a mega menu with sections and teasers, country-specific and hidden items, drafts. */
export function mainItems(language: string): SeedItem[] {
  const site = 'main';
  const items: SeedItem[] = [
    item(site, language, {
      id: 'marketing-logo',
      area: 'header',
      kind: 'marketing-logo',
      title: 'Kudex Group',
      url: '/about',
      marketingTitle: title('groupTitle', language),
      marketingDescription: title('groupText', language),
      // The logo image of the section (SPEC §9 marketing logo 304×52) travels as the item's teaser image.
      teaser: {
        title: 'Kudex Group',
        text: '',
        url: '/about',
        imageUrl: '/logos/kudex-group-marketing.svg',
      },
    }),
    item(site, language, {
      id: 'products',
      area: 'header',
      title: title('products', language),
      url: '/products',
      sortIndex: 1,
      marketingTitle: title('productsTitle', language),
      marketingDescription: title('productsText', language),
      sections: [
        {
          title: title('popular', language),
          links: [
            // The products' own pages (these led to their categories).
            { text: 'CutStrip 9000', url: '/products/cutting-stripping/cut-strip-machines/cutstrip-9000' },
            { text: 'CrimpCenter 64', url: '/products/crimping/crimp-centers/crimpcenter-64' },
          ],
        },
      ],
      teaser: {
        title: title('compare', language),
        text: title('compareText', language),
        url: '/products',
      },
    }),
    item(site, language, {
      id: 'services',
      area: 'header',
      title: title('services', language),
      url: '/services',
      sortIndex: 2,
      marketingTitle: title('servicesTitle', language),
    }),
    item(site, language, {
      id: 'smart-factory',
      area: 'header',
      title: title('smartFactory', language),
      url: '/smart-factory',
      sortIndex: 3,
    }),
    item(site, language, {
      id: 'stories',
      area: 'header',
      title: title('stories', language),
      url: '/stories',
      sortIndex: 4,
      hideSubItems: true,
    }),
    item(site, language, {
      id: 'stories.contacts',
      area: 'header',
      parentId: 'stories',
      title: title('contacts', language),
      url: '/stories/contacts',
    }),
    item(site, language, {
      id: 'media-releases',
      area: 'header',
      title: title('mediaReleases', language),
      url: '/media-releases',
      sortIndex: 5,
    }),
    item(site, language, { id: 'about', area: 'header', title: title('about', language), url: '/about', sortIndex: 6 }),
    item(site, language, {
      id: 'about.careers',
      area: 'header',
      parentId: 'about',
      title: title('careers', language),
      url: '/about/careers',
    }),
    item(site, language, {
      id: 'about.locations',
      area: 'header',
      parentId: 'about',
      title: title('locations', language),
      url: '/locations',
      sortIndex: 1,
    }),
    // Country-specific and hidden items (SPEC §5), so the filters have something to filter.
    item(site, language, {
      id: 'us-events',
      area: 'header',
      title: title('usEvents', language),
      url: '/north-america-events',
      sortIndex: 7,
      countries: ['US'],
    }),
    item(site, language, {
      id: 'ch-academy',
      area: 'header',
      title: title('swissAcademy', language),
      url: '/services/training',
      sortIndex: 8,
      countries: ['CH'],
    }),
    item(site, language, {
      id: 'beta',
      area: 'header',
      title: title('beta', language),
      url: '/smart-factory/software',
      sortIndex: 9,
      hidden: true,
    }),
    // Footer: sections with links, the contact link, an action, an external and a hard link.
    item(site, language, {
      id: 'footer.company',
      area: 'footer',
      kind: 'section',
      title: title('company', language),
      sortIndex: 1,
    }),
    item(site, language, {
      id: 'footer.company.about',
      area: 'footer',
      parentId: 'footer.company',
      title: title('about', language),
      url: '/about',
    }),
    item(site, language, {
      id: 'footer.company.careers',
      area: 'footer',
      parentId: 'footer.company',
      title: title('careers', language),
      url: '/about/careers',
      sortIndex: 1,
    }),
    item(site, language, {
      id: 'footer.company.news',
      area: 'footer',
      parentId: 'footer.company',
      title: title('news', language),
      url: 'action:open-news-feed-panel',
      sortIndex: 2,
    }),
    item(site, language, {
      id: 'footer.support',
      area: 'footer',
      kind: 'section',
      title: title('support', language),
      sortIndex: 2,
    }),
    item(site, language, {
      id: 'footer.support.locations',
      area: 'footer',
      parentId: 'footer.support',
      title: title('locations', language),
      url: '/locations',
    }),
    item(site, language, {
      id: 'footer.support.portal',
      area: 'footer',
      parentId: 'footer.support',
      title: 'Kudex Community',
      url: 'https://community.kudex.example',
      target: '_blank',
      sortIndex: 1,
    }),
    item(site, language, {
      id: 'footer.legal',
      area: 'footer',
      kind: 'section',
      title: title('legal', language),
      sortIndex: 3,
    }),
    item(site, language, {
      id: 'footer.legal.terms',
      area: 'footer',
      parentId: 'footer.legal',
      title: title('terms', language),
      url: '/terms',
    }),
    item(site, language, {
      id: 'footer.legal.privacy',
      area: 'footer',
      parentId: 'footer.legal',
      title: title('privacy', language),
      url: '/privacy',
      sortIndex: 1,
    }),
    item(site, language, {
      id: 'footer.contact',
      area: 'footer',
      kind: 'contact',
      title: title('contact', language),
      url: '/contact',
      linkText: title('contact', language),
    }),
    item(site, language, { id: 'home', area: 'home', title: title('home', language), pageId: homePageId(site) }),
  ];
  for (const [parent, children] of Object.entries(SUB_ITEMS)) {
    const parentId = parent === 'smartFactory' ? 'smart-factory' : parent;
    children.forEach((child, index) =>
      items.push(
        item(site, language, {
          id: `${parentId}.${child.id}`,
          area: 'header',
          parentId,
          title: title(child.title, language),
          url: child.url,
          sortIndex: index,
        }),
      ),
    );
  }
  return items;
}

/** The smaller sites: a few header items, one footer section, a contact link and the home item. */
export function siteItems(siteId: string, language: string): SeedItem[] {
  if (isBrandSite(siteId)) return brandSiteItems(siteId, language);
  return [
    item(siteId, language, {
      id: 'products',
      area: 'header',
      title: title('products', language),
      url: 'hard:/en/products',
      sortIndex: 1,
    }),
    item(siteId, language, {
      id: 'about',
      area: 'header',
      title: title('about', language),
      url: '/about',
      sortIndex: 2,
    }),
    ...siteItemsFooterAndHome(siteId, language),
  ];
}

/**
 * A brand site's header links its own pages (about, the brand's products, contact) in the site's
 * language, rather than the main site's English catalogue; the footer keeps terms and contact.
 */
function brandSiteItems(siteId: string, language: string): SeedItem[] {
  const pages = [
    ['about', '/about'],
    ['products', `/${BRAND_PRODUCTS_SLUG}`],
    ['contact', '/contact'],
  ] as const;
  return [
    ...pages.map(([page, url], index) =>
      item(siteId, language, {
        id: page,
        area: 'header',
        title: brandPageTitle(language, page),
        url,
        sortIndex: index + 1,
      }),
    ),
    ...siteItemsFooterAndHome(siteId, language),
  ];
}

/** The footer (terms, contact) and home items every smaller site has. */
function siteItemsFooterAndHome(siteId: string, language: string): SeedItem[] {
  return [
    item(siteId, language, { id: 'footer.legal', area: 'footer', kind: 'section', title: title('legal', language) }),
    item(siteId, language, {
      id: 'footer.legal.terms',
      area: 'footer',
      parentId: 'footer.legal',
      title: title('terms', language),
      url: '/terms',
    }),
    item(siteId, language, {
      id: 'footer.contact',
      area: 'footer',
      kind: 'contact',
      title: title('contact', language),
      url: '/contact',
    }),
    item(siteId, language, { id: 'home', area: 'home', title: title('home', language), pageId: homePageId(siteId) }),
  ];
}

/** A draft change editors can preview with stage=DRAFT. */
export function drafts(): SeedItem[] {
  return ['en', 'de'].map((language) => ({
    ...item('main', language, {
      id: 'media-releases',
      area: 'header',
      title: language === 'de' ? 'Newsroom (Entwurf)' : 'Newsroom (draft)',
      url: '/media-releases',
      sortIndex: 5,
    }),
    stage: 'DRAFT' as const,
  }));
}
